import { toDubaiDateTime } from '../../../../domain/booking/dubai-time';
import { campaignOf, NO_CAMPAIGN, sourceOf } from '../../../../domain/dashboard/figures';
import type { Period } from '../../../../domain/dashboard/periods';
import type { Enquiry } from '../../../../domain/enquiry';
import { toCsv } from '../../enquiries/csv';

export const PERIOD_COLUMNS = [
  'Date (Dubai)',
  'Reference',
  'Status',
  'Source',
  'Campaign',
  'Yacht',
  'Language',
  'Total (AED)',
  'Paid (AED)',
  'Refunded (AED)',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `2025-03-14 17:30`, the Dubai date and time of an instant. */
export function dubaiStamp(instant: string): string {
  const { date, minute } = toDubaiDateTime(instant);
  return `${date} ${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}`;
}

/**
 * The period's enquiries as CSV, one row each, oldest first; the yacht named from the fleet by its id (else as the
 * quote named it), the total, paid and refunded in AED with two decimals (numbers a spreadsheet sums).
 */
export function periodCsv(enquiries: readonly Enquiry[], names: ReadonlyMap<string, string>): string {
  return toCsv([
    PERIOD_COLUMNS,
    ...enquiries.map((enquiry) => {
      const quote = enquiry.quote;
      const campaign = campaignOf(enquiry);
      return [
        dubaiStamp(enquiry.createdAt),
        enquiry.reference,
        enquiry.status,
        sourceOf(enquiry),
        campaign === NO_CAMPAIGN ? '' : campaign,
        quote ? (names.get(quote.selection.yachtId) ?? quote.yachtName) : '',
        enquiry.language,
        quote ? (quote.totalFils / 100).toFixed(2) : '',
        // What its ledger holds so far (docs/decisions/0045-ledger.md), whenever the money moved: the period's money
        // by when it moved is the payments CSV (money-csv.ts).
        ((enquiry.money?.paidFils ?? 0) / 100).toFixed(2),
        ((enquiry.money?.refundedFils ?? 0) / 100).toFixed(2),
      ];
    }),
  ]);
}

/** `enquiries-2025-03-01-to-2025-03-31.csv` */
export const periodCsvName = ({ from, to }: Period): string => `enquiries-${from}-to-${to}.csv`;
