/**
 * Refunds to the card in the demo (docs/decisions/0048-demo-payment-page.md): what Stripe's refunds API and its
 * webhook do with Functions on, here in one transaction: up to the amount asked, the charter's card payments made
 * online, the newest first, each refund a ledger entry (method card-online, a made-up `re_demo_…` id, the payment it
 * was taken from) with its credit note.
 */
import { createFormats } from '../../domain/formats';
import { MAX_ENTRY_FILS, netPaid, NO_MONEY, type LedgerEntry } from '../../domain/ledger/ledger';
import { LOCALE_INFO } from '../../domain/locales';
import { BackendError, notFound } from '../backend-error';
import { newId } from './ids';
import { LEDGER_STORES, writeEntry } from './ledger';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';

/** A ledger entry as the demo stores it: a refund to the card names the payment it was taken from. */
type OnlineEntry = LedgerEntry & { paymentIntent?: string };

interface OnlinePayment {
  stripeId: string;
  at: string;
  leftFils: number;
}

/** The charter's card payments made online, newest first, each with what is left to refund of it. */
function onlinePayments(entries: readonly OnlineEntry[]): OnlinePayment[] {
  const refunded = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind === 'refund' && entry.method === 'card-online' && entry.paymentIntent)
      refunded.set(entry.paymentIntent, (refunded.get(entry.paymentIntent) ?? 0) + entry.amountFils);
  }
  return entries
    .filter((entry) => entry.kind === 'payment' && entry.method === 'card-online' && entry.stripeId)
    .map((entry) => ({
      stripeId: entry.stripeId ?? '',
      at: entry.at,
      leftFils: entry.amountFils - (refunded.get(entry.stripeId ?? '') ?? 0),
    }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

export const refundMessages = {
  amount: 'Enter an amount above zero, in AED with at most two decimals.',
  tooMuch: (refundable: string) =>
    `A refund to the card cannot be more than what was paid online and not yet refunded (${refundable}).`,
} as const;

/** Refunds `amountFils` to the card (PaymentsApi.refundOnline); returns the entries recorded. */
export function demoRefundOnline(
  db: DemoDb,
  enquiryId: string,
  amountFils: number,
  context: { now: Date; by: string },
): Promise<LedgerEntry[]> {
  if (!Number.isSafeInteger(amountFils) || amountFils <= 0 || amountFils > MAX_ENTRY_FILS)
    return Promise.reject(new BackendError('invalid-argument', refundMessages.amount));
  return inTransaction(db, [...LEDGER_STORES], async (tx) => {
    let enquiry = await tx.objectStore('enquiries').get(enquiryId);
    if (!enquiry) throw notFound('enquiry', enquiryId);
    const entries: OnlineEntry[] = await tx.objectStore('ledger').index('enquiryId').getAll(enquiryId);
    const payments = onlinePayments(entries);
    const online = payments.reduce((sum, payment) => sum + payment.leftFils, 0);
    const refundable = Math.max(0, Math.min(online, netPaid(enquiry.money ?? NO_MONEY)));
    if (amountFils > refundable) {
      const aed = createFormats(LOCALE_INFO.en.intl).aed(refundable);
      throw new BackendError('invalid-argument', refundMessages.tooMuch(aed));
    }
    const recorded: LedgerEntry[] = [];
    let left = amountFils;
    for (const payment of payments) {
      const part = Math.min(left, payment.leftFils);
      if (part <= 0) continue;
      const entry: OnlineEntry = {
        id: newId(),
        kind: 'refund',
        amountFils: part,
        method: 'card-online',
        at: context.now.toISOString(),
        note: '',
        recordedAt: context.now.toISOString(),
        recordedBy: context.by,
        stripeId: `re_demo_${newId()}`,
        paymentIntent: payment.stripeId,
      };
      // Each on the enquiry as the last one left it (its totals), with its own credit note.
      enquiry = await writeEntry(tx, enquiry, entry, context.now);
      recorded.push(entry);
      left -= part;
    }
    return recorded;
  });
}
