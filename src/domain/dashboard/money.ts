/**
 * The money that moved in a period (docs/decisions/0029-period-figures.md, addendum): the ledger's payments and
 * refunds whose money moved (`at`) inside the period's Dubai dates, whichever enquiry they belong to. Unlike the
 * other figures this is a cash view: a charter enquired about in March and paid in April counts in April.
 */
import type { Fils } from '../booking/money';
import { PAYMENT_METHODS, type LedgerEntry, type PaymentMethod } from '../ledger/ledger';
import { periodSpan, type Period } from './periods';

/** A ledger entry with the enquiry it belongs to, as the period's read gives it. */
export interface PeriodEntry extends LedgerEntry {
  enquiryId: string;
}

/**
 * The most entries a period's read returns (the oldest first); `cut` says when more moved. A busy year has a few
 * thousand payments and refunds, so a preset period (at most 90 days) stays well under it, and a two-year custom one
 * says it was cut rather than reading without end.
 */
export const MAX_PERIOD_ENTRIES = 5_000;

/** What a backend answers for a period: its entries, oldest first, and whether there were more than the cap. */
export interface PeriodEntries {
  entries: PeriodEntry[];
  cut: boolean;
}

export interface MethodMoney {
  method: PaymentMethod;
  receivedFils: Fils;
  refundedFils: Fils;
}

/** The period's money: received (payments), refunded and the difference, in whole fils. */
export interface PeriodMoney {
  receivedFils: Fils;
  refundedFils: Fils;
  /** Received less refunded: below nothing when more went back than came in. */
  netFils: number;
  payments: number;
  refunds: number;
  /** Each method that moved money, in the order of PAYMENT_METHODS. */
  byMethod: MethodMoney[];
  /** The read stopped at MAX_PERIOD_ENTRIES: the figures count only what it returned. */
  cut: boolean;
}

/** The entries whose money moved in the period, by Dubai time (the backend's answer is checked, not trusted). */
export function entriesIn<T extends Pick<LedgerEntry, 'at'>>(period: Period, entries: readonly T[]): T[] {
  const { start, end } = periodSpan(period);
  return entries.filter((entry) => {
    const at = Date.parse(entry.at);
    return at >= start && at < end;
  });
}

/** The money received and refunded in the period, in total and by method. */
export function moneyOf(
  period: Period,
  entries: readonly Pick<LedgerEntry, 'kind' | 'amountFils' | 'method' | 'at'>[],
  cut = false,
): PeriodMoney {
  const methods = new Map<PaymentMethod, MethodMoney>();
  const money = { receivedFils: 0, refundedFils: 0, payments: 0, refunds: 0 };
  for (const entry of entriesIn(period, entries)) {
    let method = methods.get(entry.method);
    if (!method)
      methods.set(entry.method, (method = { method: entry.method, receivedFils: 0, refundedFils: 0 }));
    if (entry.kind === 'payment') {
      money.receivedFils += entry.amountFils;
      money.payments += 1;
      method.receivedFils += entry.amountFils;
    } else {
      money.refundedFils += entry.amountFils;
      money.refunds += 1;
      method.refundedFils += entry.amountFils;
    }
  }
  return {
    ...money,
    netFils: money.receivedFils - money.refundedFils,
    byMethod: PAYMENT_METHODS.flatMap((method) => methods.get(method) ?? []),
    cut,
  };
}
