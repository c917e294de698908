import { describe, expect, it } from 'vitest';
import type { PeriodEntry } from '../../../src/domain/dashboard/money';
import type { Enquiry } from '../../../src/domain/enquiry';
import { moneyCsv, moneyCsvName } from '../../../src/features/admin/dashboard/period/money-csv';
import {
  dubaiStamp,
  periodCsv,
  periodCsvName,
} from '../../../src/features/admin/dashboard/period/period-csv';

const enquiry = (more: Partial<Enquiry>): Enquiry => ({
  id: 'MLY-AAAAAA',
  reference: 'MLY-AAAAAA',
  channel: 'callback',
  name: 'Noor',
  phone: '+971501234567',
  preferredTime: '',
  message: '',
  language: 'ar',
  campaign: {},
  quote: null,
  createdAt: '2025-03-14T20:30:00.000Z',
  status: 'new',
  bookingId: null,
  ...more,
});

describe('the period CSV', () => {
  it('has one row per enquiry with its Dubai date, the yacht named from the fleet, the total, paid and refunded in AED', () => {
    const quoted = enquiry({
      reference: 'MLY-BBBBBB',
      status: 'confirmed',
      language: 'ru',
      campaign: { utmSource: 'instagram', utmCampaign: '=winter' },
      quote: {
        selection: {
          yachtId: 'azure',
          date: '2025-03-20',
          startMinute: 600,
          hours: 2,
          guests: 4,
          addOnIds: [],
        },
        yachtName: 'Old name',
        lines: [],
        subtotalFils: 123_450,
        vatMode: 'included',
        vatFils: 0,
        totalFils: 123_450,
        depositFils: 61_725,
      },
      money: { paidFils: 123_450, refundedFils: 10_000, lastEntryId: 'e2' },
    });
    const rows = periodCsv([enquiry({}), quoted], new Map([['azure', 'Azure Pearl']]))
      .trim()
      .split('\r\n');
    expect(rows).toEqual([
      '"Date (Dubai)","Reference","Status","Source","Campaign","Yacht","Language","Total (AED)","Paid (AED)","Refunded (AED)"',
      // 20:30 UTC on the 14th is 00:30 on the 15th in Dubai.
      '"2025-03-15 00:30","MLY-AAAAAA","new","Direct or unknown","","","ar","","0.00","0.00"',
      // A campaign a spreadsheet would read as a formula is quoted.
      `"2025-03-15 00:30","MLY-BBBBBB","confirmed","instagram","'=winter","Azure Pearl","ru","1234.50","1234.50","100.00"`,
    ]);
  });

  it('names the file after the period and stamps minutes', () => {
    expect(periodCsvName({ from: '2025-03-01', to: '2025-03-31' })).toBe(
      'enquiries-2025-03-01-to-2025-03-31.csv',
    );
    expect(dubaiStamp('2025-03-14T05:05:00Z')).toBe('2025-03-14 09:05');
  });
});

describe('the period’s money CSV', () => {
  const entry = (more: Partial<PeriodEntry>): PeriodEntry => ({
    id: 'e1',
    enquiryId: 'MLY-AAAAAA',
    kind: 'payment',
    amountFils: 123_450,
    method: 'card-online',
    at: '2025-03-14T20:30:00.000Z',
    note: '',
    recordedAt: '2025-03-14T20:31:00.000Z',
    recordedBy: 'server',
    ...more,
  });

  it('has one row per entry: what came in and what went back in their own columns, in AED', () => {
    const rows = moneyCsv([
      entry({}),
      entry({ kind: 'refund', amountFils: 5, method: 'cash', note: '=refund', recordedBy: 'op@marina.test' }),
    ])
      .trim()
      .split('\r\n');
    expect(rows).toEqual([
      '"Date (Dubai)","Reference","Kind","Method","Received (AED)","Refunded (AED)","Note","Recorded by"',
      '"2025-03-15 00:30","MLY-AAAAAA","Payment","Card online (Stripe)","1234.50","","","server"',
      // A note a spreadsheet would read as a formula is quoted.
      `"2025-03-15 00:30","MLY-AAAAAA","Refund","Cash","","0.05","'=refund","op@marina.test"`,
    ]);
    expect(moneyCsvName({ from: '2025-03-01', to: '2025-03-31' })).toBe(
      'payments-2025-03-01-to-2025-03-31.csv',
    );
  });
});
