import { describe, expect, it } from 'vitest';
import { toEnquiry } from '../../../src/backend/firebase/booking-converters';
import { enquiryData, storedLines } from '../../../src/backend/firebase/booking-payloads';
import type { QuoteLine } from '../../../src/domain/booking/quote';
import type { EnquiryInput, EnquiryQuote } from '../../../src/domain/enquiry';

/**
 * A quote's lines as stored (docs/decisions/0032-quote-lines-stored-for-the-rules.md): written as the charter line
 * and parallel add-on lists, read back as the same `QuoteLine[]`; enquiries stored before, with a `lines` list,
 * still read; malformed stored lines read as safe defaults.
 */
const lines: QuoteLine[] = [
  { kind: 'charter', rate: 'weekend', unitPriceFils: 54_000, quantity: 3, amountFils: 162_000 },
  {
    kind: 'add-on',
    addOnId: 'cake',
    name: 'كعكة الاحتفال',
    unit: 'booking',
    unitPriceFils: 35_000,
    quantity: 1,
    amountFils: 35_000,
  },
  {
    kind: 'add-on',
    addOnId: 'dj',
    name: 'DJ',
    unit: 'hour',
    unitPriceFils: 50_000,
    quantity: 3,
    amountFils: 150_000,
  },
  {
    kind: 'add-on',
    addOnId: 'bbq',
    name: 'BBQ',
    unit: 'guest',
    unitPriceFils: 9_000,
    quantity: 8,
    amountFils: 72_000,
  },
];

const quote: EnquiryQuote = {
  selection: {
    yachtId: 'azure-pearl',
    date: '2030-01-05',
    startMinute: 600,
    hours: 3,
    guests: 8,
    addOnIds: ['cake', 'dj', 'bbq'],
  },
  yachtName: 'Azure Pearl',
  packageName: 'Birthday',
  lines,
  subtotalFils: 419_000,
  vatMode: 'included',
  vatFils: 19_952,
  totalFils: 419_000,
  depositFils: 209_500,
};

const input: EnquiryInput = {
  channel: 'whatsapp',
  name: '',
  phone: '',
  preferredTime: '',
  message: '',
  language: 'ar',
  campaign: {},
  quote,
};

/** The stored document of an enquiry with this stored quote. */
const stored = (storedQuote: unknown) => ({ ...enquiryData(input, 'MLY-7K2Q9P'), quote: storedQuote });

describe('quote lines as stored', () => {
  it('writes the charter line as one map and the add-on lines as parallel lists, nothing else', () => {
    const data = enquiryData(input, 'MLY-7K2Q9P');
    const written = data.quote as Record<string, unknown>;
    expect(written).not.toHaveProperty('lines');
    expect(written.charterLine).toEqual({
      rate: 'weekend',
      unitPriceFils: 54_000,
      quantity: 3,
      amountFils: 162_000,
    });
    expect(written.addOnLines).toEqual({
      ids: ['cake', 'dj', 'bbq'],
      names: ['كعكة الاحتفال', 'DJ', 'BBQ'],
      units: ['booking', 'hour', 'guest'],
      unitPriceFils: [35_000, 50_000, 9_000],
      quantities: [1, 3, 8],
      amountFils: [35_000, 150_000, 72_000],
    });
  });

  it('writes a quote without add-ons as empty lists', () => {
    expect(storedLines([lines[0]]).addOnLines).toEqual({
      ids: [],
      names: [],
      units: [],
      unitPriceFils: [],
      quantities: [],
      amountFils: [],
    });
  });

  it('reads back what it wrote, line for line', () => {
    const data = enquiryData(input, 'MLY-7K2Q9P');
    expect(toEnquiry('MLY-7K2Q9P', data).quote).toEqual(quote);
    const charterOnly = { ...quote, selection: { ...quote.selection, addOnIds: [] }, lines: [lines[0]] };
    expect(
      toEnquiry('MLY-7K2Q9P', enquiryData({ ...input, quote: charterOnly }, 'MLY-7K2Q9P')).quote,
    ).toEqual(charterOnly);
  });

  it('reads an enquiry stored before, with its lines as a list of maps', () => {
    const before = Object.fromEntries(
      Object.entries(enquiryData(input, 'MLY-7K2Q9P').quote as Record<string, unknown>).filter(
        ([key]) => key !== 'charterLine' && key !== 'addOnLines',
      ),
    );
    expect(toEnquiry('MLY-7K2Q9P', stored({ ...before, lines })).quote).toEqual(quote);
  });

  it('reads malformed stored lines as safe defaults: one add-on line per id, short lists as empty fields', () => {
    const read = toEnquiry(
      'MLY-7K2Q9P',
      stored({
        ...(enquiryData(input, 'MLY-7K2Q9P').quote as Record<string, unknown>),
        charterLine: { rate: 'holiday', unitPriceFils: '54000', quantity: 1.5, amountFils: { fils: 1 } },
        addOnLines: {
          ids: ['cake', 'dj'],
          names: ['Cake'],
          units: ['night', 'hour'],
          unitPriceFils: [100, 'x'],
          quantities: 'many',
          amountFils: [100],
        },
      }),
    );
    expect(read.quote?.lines).toEqual([
      { kind: 'charter', rate: 'weekday', unitPriceFils: 54_000, quantity: 0, amountFils: 0 },
      {
        kind: 'add-on',
        addOnId: 'cake',
        name: 'Cake',
        unit: 'booking',
        unitPriceFils: 100,
        quantity: 0,
        amountFils: 100,
      },
      { kind: 'add-on', addOnId: 'dj', name: '', unit: 'hour', unitPriceFils: 0, quantity: 0, amountFils: 0 },
    ]);
  });

  it('reads a quote whose add-on block is missing or not a map as the charter alone', () => {
    const written = enquiryData(input, 'MLY-7K2Q9P').quote as Record<string, unknown>;
    for (const addOnLines of [undefined, 'cake', ['cake'], null]) {
      expect(toEnquiry('MLY-7K2Q9P', stored({ ...written, addOnLines })).quote?.lines).toEqual([lines[0]]);
    }
  });
});
