import { dubaiInstant, isDubaiDate, toDubaiDateTime } from '../../../domain/booking/dubai-time';
import { aedToFils } from '../../../domain/booking/money';
import {
  ledgerInputErrors,
  type LedgerInput,
  type LedgerKind,
  type OfflineMethod,
} from '../../../domain/ledger/ledger';
import { formatAed } from '../../../i18n/page-language';
import { ledgerStrings as t } from './strings';

/** What the form holds, as typed: the amount in AED, the time as a Dubai date and clock time. */
export interface LedgerDraft {
  kind: LedgerKind;
  amount: string;
  method: OfflineMethod;
  date: string;
  time: string;
  note: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A new entry: a cash payment of what is still due, now (Dubai time). */
export function newLedgerDraft(dueFils: number, now: number): LedgerDraft {
  const { date, minute } = toDubaiDateTime(now);
  return {
    kind: 'payment',
    amount: dueFils > 0 ? String(dueFils / 100) : '',
    method: 'cash',
    date,
    time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
    note: '',
  };
}

/** AED as typed (`1350`, `1,350.50`) in fils, or NaN when it is not an amount with at most two decimals. */
export function draftFils(amount: string): number {
  const cleaned = amount.replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? aedToFils(Number(cleaned)) : Number.NaN;
}

/** The draft's Dubai date and time as an ISO instant, or '' when either is not one. */
export function draftInstant({ date, time }: Pick<LedgerDraft, 'date' | 'time'>): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!isDubaiDate(date) || !match) return '';
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute < 24 * 60 ? new Date(dubaiInstant(date, minute)).toISOString() : '';
}

export const draftLedgerInput = (draft: LedgerDraft): LedgerInput => ({
  kind: draft.kind,
  amountFils: draftFils(draft.amount),
  method: draft.method,
  at: draftInstant(draft),
  note: draft.note.trim(),
});

/** The backends' own check, its messages by the form's fields. */
export function checkLedgerDraft(
  draft: LedgerDraft,
  netFils: number,
  now: number,
): Partial<Record<keyof LedgerDraft, string>> {
  const errors = ledgerInputErrors(draftLedgerInput(draft), { netFils, now, formatNet: formatAed });
  return {
    ...(errors.kind ? { kind: errors.kind } : {}),
    ...(errors.amountFils ? { amount: draft.amount.trim() ? errors.amountFils : t.amountBlank } : {}),
    ...(errors.method ? { method: errors.method } : {}),
    ...(errors.at ? { date: draft.date && draft.time ? errors.at : t.dateBlank } : {}),
    ...(errors.note ? { note: errors.note } : {}),
  };
}
