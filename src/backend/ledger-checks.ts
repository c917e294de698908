/**
 * What both backends check of an entry the operator records, with the same words (the Firestore rules hold the same
 * bounds for browsers: firestore.rules, `ledger`).
 */
import type { Enquiry } from '../domain/enquiry';
import {
  ledgerInputErrors,
  ledgerMessages,
  netPaid,
  NO_MONEY,
  type LedgerInput,
} from '../domain/ledger/ledger';
import { BackendError } from './backend-error';

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;

/** The entry as stored (its note trimmed, its time in ISO form); 'invalid-argument' with the first reason. */
export function checkedLedgerInput(
  enquiry: Pick<Enquiry, 'status' | 'quote' | 'money'>,
  input: LedgerInput,
  now: number,
): LedgerInput {
  const confirmed = (enquiry.status === 'confirmed' || enquiry.status === 'completed') && enquiry.quote;
  if (input.kind === 'payment' && !confirmed)
    throw new BackendError('invalid-argument', ledgerMessages.notConfirmed);
  const cleaned = { ...input, note: input.note.trim() };
  const errors = ledgerInputErrors(cleaned, {
    netFils: netPaid(enquiry.money ?? NO_MONEY),
    now,
    formatNet: aed,
  });
  const first = Object.values(errors)[0];
  if (first) throw new BackendError('invalid-argument', first);
  return { ...cleaned, at: new Date(cleaned.at).toISOString() };
}
