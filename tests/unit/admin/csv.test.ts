import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../../../src/domain/enquiry';
import { csvCell, csvFileName, enquiriesCsv, toCsv } from '../../../src/features/admin/enquiries/csv';

describe('CSV export', () => {
  it('quotes every cell, doubling the quotes, so commas, semicolons and line breaks stay inside it', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('a; b')).toBe('"a; b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('""');
  });

  it('guards against spreadsheet formulas by prefixing a quote, also after leading spaces', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+971501234567')).toBe(`"'+971501234567"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
    expect(csvCell('\u00a0@cmd')).toBe(`"'\u00a0@cmd"`);
    expect(csvCell(' \n-2')).toBe(`"' \n-2"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('"a","b"\r\n"c","d,e"\r\n');
  });

  it('lets no formula through a spreadsheet that splits on semicolons', () => {
    const csv = toCsv([['x;=1+1', 'a;+2;@SUM(A1)']]);
    // Split as a semicolon-separated reader does: on semicolons outside quotes.
    const fields = csv.trimEnd().match(/("([^"]|"")*"|[^;"]+)+/g) ?? [];
    const formula = (field: string) => /^\s*[=+\-@]/.test(field.replace(/^"/, ''));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter(formula)).toEqual([]);
    // Unquoted, the same cells would have been split into formulas.
    expect('x;=1+1,a;+2;@SUM(A1)'.split(';').filter(formula)).not.toEqual([]);
  });

  it('exports enquiries with a header row, in the given order, with the quote they saw', () => {
    const request: Enquiry = {
      id: 'MLY-7K2Q9P',
      reference: 'MLY-7K2Q9P',
      channel: 'callback',
      name: 'Layla, "VIP"',
      phone: '+971501234567',
      preferredTime: '18:30',
      message: 'Sunset\ncruise',
      language: 'ar',
      campaign: { utmSource: 'google', utmMedium: 'cpc', gclid: 'x' },
      quote: null,
      createdAt: '2025-05-01T10:00:00.000Z',
      status: 'new',
      bookingId: null,
    };
    const whatsapp: Enquiry = {
      ...request,
      id: 'MLY-ABCDEF',
      reference: 'MLY-ABCDEF',
      channel: 'whatsapp',
      name: '',
      phone: '',
      preferredTime: '',
      message: '',
      language: 'en',
      campaign: {},
      status: 'quoted',
      quote: {
        selection: {
          yachtId: 'azure-pearl',
          date: '2025-05-02',
          startMinute: 17 * 60 + 30,
          hours: 3,
          guests: 8,
          addOnIds: [],
        },
        yachtName: 'Azure Pearl',
        lines: [
          { kind: 'charter', rate: 'weekend', unitPriceFils: 54_000, quantity: 3, amountFils: 162_000 },
        ],
        subtotalFils: 162_000,
        vatMode: 'included',
        vatFils: 7_714,
        totalFils: 162_000,
        depositFils: 81_000,
      },
    };
    const gone: Enquiry = {
      ...whatsapp,
      quote: whatsapp.quote && {
        ...whatsapp.quote,
        selection: { ...whatsapp.quote.selection, yachtId: 'sunk' },
        yachtName: 'Old Yacht',
      },
    };
    const fleet = [{ id: 'azure-pearl', name: 'Azure Pearl II' }];
    const rows = enquiriesCsv(
      [request, { ...whatsapp, quote: whatsapp.quote && { ...whatsapp.quote, yachtName: 'Forged' } }, gone],
      fleet,
    ).split('\r\n');
    expect(rows[0]).toBe(
      '"Received","Reference","Channel","Name","Phone","Preferred time","Message","Yacht","Date","Start (Dubai)",' +
        '"Hours","Guests","Total","Status","Language","Campaign"',
    );
    expect(rows[1]).toBe(
      `"2025-05-01T10:00:00.000Z","MLY-7K2Q9P","callback","Layla, ""VIP""","'+971501234567","18:30","Sunset\ncruise",` +
        `"","","","","","","new","ar","google / cpc"`,
    );
    expect(rows[2]).toMatch(
      /^"2025-05-01T10:00:00.000Z","MLY-ABCDEF","whatsapp","","","","","Azure Pearl II","2025-05-02","17:30","3","8","AED\s?1,620(\.00)?","quoted","en",""$/,
    );
    expect(rows[3]).toContain('"Old Yacht (not in the fleet)"');
    expect(rows[4]).toBe('');
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date('2025-05-01T10:00:00Z'))).toBe('enquiries-2025-05-01.csv');
  });
});
