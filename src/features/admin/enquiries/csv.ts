import type { Enquiry } from '../../../domain/enquiry';
import { formatDubaiTime, formatAed } from '../../../i18n/page-language';

/**
 * One CSV cell (RFC 4180), always quoted with its quotes doubled: safe whether the spreadsheet splits on commas or,
 * as in many locales, on semicolons. A cell a spreadsheet would read as a formula (= + - @, a tab or a carriage
 * return first, also after leading spaces) is prefixed with a single quote.
 */
export function csvCell(value: string): string {
  const safe = /^\s*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const ENQUIRY_COLUMNS = [
  'Received',
  'Reference',
  'Channel',
  'Name',
  'Phone',
  'Preferred time',
  'Message',
  'Yacht',
  'Date',
  'Start (Dubai)',
  'Hours',
  'Guests',
  'Total',
  'Status',
  'Language',
  'Campaign',
] as const;

const campaignText = ({ campaign }: Enquiry) =>
  [campaign.utmSource, campaign.utmMedium, campaign.utmCampaign].filter(Boolean).join(' / ');

/**
 * The enquiries as CSV, one row each, in the order given; the yacht named from the fleet by its id (the name stored
 * with the quote only for a yacht no longer in it, marked so).
 */
export function enquiriesCsv(
  enquiries: readonly Enquiry[],
  yachts: readonly { id: string; name: string }[],
): string {
  const yachtName = ({ selection, yachtName: stored }: NonNullable<Enquiry['quote']>) =>
    yachts.find(({ id }) => id === selection.yachtId)?.name ?? `${stored} (not in the fleet)`;
  return toCsv([
    ENQUIRY_COLUMNS,
    ...enquiries.map((enquiry) => {
      const quote = enquiry.quote;
      return [
        enquiry.createdAt,
        enquiry.reference,
        enquiry.channel,
        enquiry.name,
        enquiry.phone,
        enquiry.preferredTime,
        enquiry.message,
        quote ? yachtName(quote) : '',
        quote?.selection.date ?? '',
        quote ? formatDubaiTime(quote.selection.startMinute) : '',
        quote ? String(quote.selection.hours) : '',
        quote ? String(quote.selection.guests) : '',
        quote ? formatAed(quote.totalFils) : '',
        enquiry.status,
        enquiry.language,
        campaignText(enquiry),
      ];
    }),
  ]);
}

/** `enquiries-2025-05-01.csv` */
export function csvFileName(now: Date): string {
  return `enquiries-${now.toISOString().slice(0, 10)}.csv`;
}
