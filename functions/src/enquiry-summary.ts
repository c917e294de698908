/**
 * The summary email's sending (docs/decisions/0040-limits-that-hold.md): every enquiry whose own email was held
 * back (`notification.status` `batched`, past the hourly ceilings) or failed to send in the last 24 hours (`failed`:
 * the mail server was down or refused; docs/decisions/0035-operator-notifications.md) is told to the operator in
 * one email, then recorded `summarised`. Run every 15 minutes (summary-schedule.ts), so once the mail server is back
 * every such enquiry reaches the operator within 15 minutes. The enquiries are claimed in a transaction
 * (`notification.claimedAt`), so two runs never tell one twice; a claim older than any run can last is taken over.
 * When the email fails the claims are let go with the reason, and the next run tries again: nothing is lost. A
 * failure keeps the time it first failed (`notification.at`), so one older than 24 hours is left to the operator,
 * who sees it failed in the admin. An enquiry whose trigger claimed it (`sending`) and never recorded what came of
 * it (the run died) is told too once the claim is older than any run can last: at least once, never lost. With no
 * mail set up nothing is read or claimed: a summary could not go either.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toEnquiry } from '../../src/backend/firebase/booking-converters';
import { CLAIM_LEASE_MS, reasonOf, record, type NotifyDeps } from './notify-operator';
import { summaryEmail } from './summary-email';

/** The most enquiries one summary tells (and one transaction claims: Firestore allows 500 writes); more wait. */
export const SUMMARY_MAX = 300;

/** How long after its own email failed an enquiry is still told in a summary; older ones are the operator's. */
export const RETRY_FAILED_MS = 24 * 60 * 60_000;

export type SummaryOutcome =
  { status: 'nothing' | 'not-set-up' } | { status: 'sent' | 'failed'; references: string[]; error?: string };

const millis = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function'
    ? Number(value.toMillis())
    : null;

/** Whether a run at `now` may claim a batched or failed enquiry: nobody has, or the claim outlived any run. */
export function mayClaimForSummary(notification: unknown, now: number): boolean {
  const claimedAt = millis((notification as { claimedAt?: unknown } | undefined)?.claimedAt);
  return claimedAt === null || now - claimedAt > CLAIM_LEASE_MS;
}

/**
 * Sends one summary of the failed (oldest failure first: the nearest to its 24 hours) and the batched enquiries, at
 * most SUMMARY_MAX, told oldest first, and records it on each.
 */
export async function sendEnquirySummary(db: Firestore, deps: NotifyDeps): Promise<SummaryOutcome> {
  const now = deps.now ?? Date.now;
  // Not set up: every run would claim them only to let them go with the same reason. Once it is, the next run tells
  // the batched ones and the last 24 hours' failed ones (each failed then for this very reason).
  const { send, to } = deps;
  if (!send || !to) return { status: 'not-set-up' };
  const enquiries = db.collection('enquiries');
  const batched = enquiries.where('notification.status', '==', 'batched').limit(SUMMARY_MAX);
  // An equality and a range on two fields: the composite index in firestore.indexes.json.
  const failed = enquiries
    .where('notification.status', '==', 'failed')
    .where('notification.at', '>=', Timestamp.fromMillis(now() - RETRY_FAILED_MS))
    .orderBy('notification.at')
    .limit(SUMMARY_MAX);
  // A claim the trigger made and never recorded (its run died between claiming and recording): whether the email
  // went is unknown, so it is told here rather than never; younger than the lease, the trigger may still be at it.
  const stuck = enquiries
    .where('notification.status', '==', 'sending')
    .where('notification.at', '>=', Timestamp.fromMillis(now() - RETRY_FAILED_MS))
    .where('notification.at', '<', Timestamp.fromMillis(now() - CLAIM_LEASE_MS))
    .orderBy('notification.at')
    .limit(SUMMARY_MAX);
  const claimed = await db.runTransaction(async (tx) => {
    const late = await tx.get(failed);
    const unfinished = await tx.get(stuck);
    const held = await tx.get(batched);
    const free = [...late.docs, ...unfinished.docs, ...held.docs]
      .filter((doc) => mayClaimForSummary(doc.data().notification, now()))
      .slice(0, SUMMARY_MAX);
    for (const doc of free) tx.update(doc.ref, { 'notification.claimedAt': Timestamp.fromMillis(now()) });
    return free;
  });
  if (claimed.length === 0) return { status: 'nothing' };
  const told = claimed
    .map((doc) => toEnquiry(doc.id, doc.data()))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.reference.localeCompare(b.reference));
  const references = told.map((enquiry) => enquiry.reference);

  let error: string | null = null;
  try {
    await send({ ...summaryEmail(told, deps.siteOrigin), from: deps.from, to });
  } catch (sendError) {
    error = reasonOf(sendError);
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
