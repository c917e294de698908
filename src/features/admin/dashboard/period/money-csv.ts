import type { PeriodEntry } from '../../../../domain/dashboard/money';
import type { Period } from '../../../../domain/dashboard/periods';
import { toCsv } from '../../enquiries/csv';
import { kindLabels, methodLabels } from '../../ledger/strings';
import { dubaiStamp } from './period-csv';

export const MONEY_COLUMNS = [
  'Date (Dubai)',
  'Reference',
  'Kind',
  'Method',
  'Received (AED)',
  'Refunded (AED)',
  'Note',
  'Recorded by',
] as const;

const aed = (fils: number) => (fils / 100).toFixed(2);

/**
 * The period's payments and refunds as CSV, one row per ledger entry, oldest first, by when the money moved. What
 * came in and what went back are separate columns of positive AED with two decimals, so a spreadsheet sums either
 * and nets them without reading a sign.
 */
export function moneyCsv(entries: readonly PeriodEntry[]): string {
  return toCsv([
    MONEY_COLUMNS,
    ...entries.map((entry) => [
      dubaiStamp(entry.at),
      // An enquiry's id is its reference (MLY-…).
      entry.enquiryId,
      kindLabels[entry.kind],
      methodLabels[entry.method],
      entry.kind === 'payment' ? aed(entry.amountFils) : '',
      entry.kind === 'refund' ? aed(entry.amountFils) : '',
      entry.note,
      entry.recordedBy,
    ]),
  ]);
}

/** `payments-2025-03-01-to-2025-03-31.csv` */
export const moneyCsvName = ({ from, to }: Period): string => `payments-${from}-to-${to}.csv`;
