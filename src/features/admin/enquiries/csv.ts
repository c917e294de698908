import type { CallbackRequest } from '../../../backend/types';

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

export const ENQUIRY_COLUMNS = ['Received', 'Name', 'Phone', 'Preferred time', 'Message', 'Status'] as const;

/** The enquiries as CSV, one row each, in the order given. */
export function enquiriesCsv(requests: readonly CallbackRequest[]): string {
  return toCsv([
    ENQUIRY_COLUMNS,
    ...requests.map((request) => [
      request.createdAt,
      request.name,
      request.phone,
      request.preferredTime,
      request.message,
      request.status,
    ]),
  ]);
}

/** `enquiries-2025-05-01.csv` */
export function csvFileName(now: Date): string {
  return `enquiries-${now.toISOString().slice(0, 10)}.csv`;
}
