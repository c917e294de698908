import type { Backend } from '../../../backend/types';
import { refundStillDue, type Cancellation } from '../../../domain/ledger/cancellation';
import type { LedgerEntry, OfflineMethod } from '../../../domain/ledger/ledger';

const sum = (entries: LedgerEntry[]) => entries.reduce((total, entry) => total + entry.amountFils, 0);

/**
 * Records what a cancellation still has to give back (docs/decisions/0049-cancellations-and-vouchers.md): first the
 * weather's credit (a refund by credit, its credit note naming the voucher), then the money: card payments made online
 * back to the card through the server where it takes payments, the rest as refunded by `method`. Each step is its own
 * ledger entry, so after a failure this is run again and does only what is left.
 */
export async function settleCancellation(
  backend: Backend,
  enquiryId: string,
  cancellation: Cancellation,
  method: OfflineMethod,
  now: () => Date = () => new Date(),
): Promise<void> {
  const [enquiry, entries] = await Promise.all([
    backend.enquiries.get(enquiryId),
    backend.ledger.entries(enquiryId),
  ]);
  let left = refundStillDue(cancellation, enquiry?.money);
  const credited = sum(entries.filter((entry) => entry.kind === 'refund' && entry.method === 'credit'));
  const creditLeft = Math.min(left, Math.max(0, cancellation.creditFils - credited));
  const refund = (amountFils: number, how: OfflineMethod, note: string) =>
    backend.ledger.record(enquiryId, {
      kind: 'refund',
      amountFils,
      method: how,
      at: now().toISOString(),
      note,
    });
  if (creditLeft > 0) {
    await refund(creditLeft, 'credit', `Credit voucher ${cancellation.voucherCode}`);
    left -= creditLeft;
  }
  if (left <= 0) return;
  const online = entries.filter((entry) => entry.method === 'card-online');
  const onlineNet =
    sum(online.filter((entry) => entry.kind === 'payment')) -
    sum(online.filter((entry) => entry.kind === 'refund'));
  const toCard = Math.min(left, Math.max(0, onlineNet));
  if (toCard > 0 && (await backend.payments.available())) {
    await backend.payments.refundOnline(enquiryId, toCard);
    left -= toCard;
  }
  if (left > 0) await refund(left, method, 'Cancellation refund');
}
