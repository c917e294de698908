/**
 * The summary email's sending (docs/decisions/0040-limits-that-hold.md): every enquiry whose own email was held
 * back (`notification.status` `batched`, past the hourly ceilings) is told to the operator in one email, then
 * recorded `summarised`. Run every 15 minutes (summary-schedule.ts). The enquiries are claimed in a transaction
 * (`notification.claimedAt`), so two runs never tell one twice; a claim older than any run can last is taken over.
 * When the email fails the claims are let go with the reason, and the next run tries again: nothing is lost.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toEnquiry } from '../../src/backend/firebase/booking-converters';
import { CLAIM_LEASE_MS, NOT_SET_UP, reasonOf, record, type NotifyDeps } from './notify-operator';
import { summaryEmail } from './summary-email';

/** The most enquiries one summary tells (and one transaction claims: Firestore allows 500 writes); more wait. */
export const SUMMARY_MAX = 300;

export type SummaryOutcome =
  { status: 'nothing' } | { status: 'sent' | 'failed'; references: string[]; error?: string };

const millis = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function'
    ? Number(value.toMillis())
    : null;

/** Whether a run at `now` may claim a batched enquiry: nobody has, or the claim outlived any run. */
export function mayClaimForSummary(notification: unknown, now: number): boolean {
  const claimedAt = millis((notification as { claimedAt?: unknown } | undefined)?.claimedAt);
  return claimedAt === null || now - claimedAt > CLAIM_LEASE_MS;
}

/** Sends one summary of the batched enquiries, oldest first, and records it on each. */
export async function sendEnquirySummary(db: Firestore, deps: NotifyDeps): Promise<SummaryOutcome> {
  const now = deps.now ?? Date.now;
  const batched = db.collection('enquiries').where('notification.status', '==', 'batched').limit(SUMMARY_MAX);
  const claimed = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(batched);
    const free = snapshot.docs.filter((doc) => mayClaimForSummary(doc.data().notification, now()));
    for (const doc of free) tx.update(doc.ref, { 'notification.claimedAt': Timestamp.fromMillis(now()) });
    return free;
  });
  if (claimed.length === 0) return { status: 'nothing' };
  const enquiries = claimed
    .map((doc) => toEnquiry(doc.id, doc.data()))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.reference.localeCompare(b.reference));
  const references = enquiries.map((enquiry) => enquiry.reference);

  let error: string | null = null;
  if (!deps.send || !deps.to) error = NOT_SET_UP;
  else {
    try {
      await deps.send({ ...summaryEmail(enquiries, deps.siteOrigin), from: deps.from, to: deps.to });
    } catch (sendError) {
      error = reasonOf(sendError);
    }
  }
  const at = Timestamp.fromMillis(now());
  if (error !== null) {
    const reason = error;
    await Promise.all(
      claimed.map((doc) =>
        doc.ref
          .update({ 'notification.claimedAt': FieldValue.delete(), 'notification.error': reason })
          .catch((updateError: unknown) => {
            // NOT_FOUND (gRPC 5): deleted by the operator meanwhile.
            if ((updateError as { code?: unknown }).code !== 5) throw updateError;
          }),
      ),
    );
    return { status: 'failed', references, error: reason };
  }
  await Promise.all(claimed.map((doc) => record(doc.ref, { status: 'summarised', at })));
  return { status: 'sent', references };
}
