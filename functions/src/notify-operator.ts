/**
 * Telling the operator of a new enquiry, once (docs/decisions/0035-operator-notifications.md). A trigger may be
 * delivered more than once, so each run first claims the enquiry's `notification` in a transaction: only the run
 * that finds none (or a claim older than any run can last) sends. What came of it is recorded on the enquiry
 * (`sent`, or `failed` with the reason) for the admin to show; nothing here deletes or rewrites the enquiry itself.
 * Past the hourly ceilings (docs/decisions/0040-limits-that-hold.md: an enquiry flagged `site-busy`, or the operator
 * emails of the hour spent) it is recorded `batched` instead: the next summary email tells it (enquiry-summary.ts).
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { toEnquiry } from '../../src/backend/firebase/booking-converters';
import { operatorEmail, type OperatorEmail } from './operator-email';

/** Sends one email; rejects with the mail server's reason. */
export type SendMail = (
  email: OperatorEmail & { from: string; to: string; replyTo?: string },
) => Promise<void>;

export interface NotifyDeps {
  /** Null when the mail is not set up (no SMTP host or operator address): recorded as a failure. */
  send: SendMail | null;
  from: string;
  to: string;
  siteOrigin: string;
  /** Epoch ms; Date.now outside tests. */
  now?: () => number;
}

export interface NotifyOperatorDeps extends NotifyDeps {
  /** Takes one email from the hour's allowance (OPERATOR_EMAILS_PER_HOUR); false when it is spent. */
  takeEmail: () => Promise<boolean>;
}

export type NotifyOutcome = 'sent' | 'failed' | 'batched' | 'already-claimed' | 'gone';

/**
 * How long a `sending` claim holds: longer than the trigger may run (functions/src/notify-trigger.ts timeout), so a
 * claim this old belongs to a run that died before it could send or record, and a redelivery may take it over.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** The longest reason stored on the enquiry. */
export const MAX_ERROR_LENGTH = 500;

export const NOT_SET_UP =
  'Operator email is not set up: set SMTP_HOST and OPERATOR_EMAIL for the functions (README, Functions).';

/** Whether a run at `now` may claim the sending, given the enquiry's stored `notification`. */
export function mayClaim(notification: unknown, now: number): boolean {
  if (typeof notification !== 'object' || notification === null) return true;
  const { status, at } = notification as { status?: unknown; at?: unknown };
  if (status !== 'sending') return false;
  const claimedAt =
    typeof at === 'object' && at !== null && 'toMillis' in at && typeof at.toMillis === 'function'
      ? Number(at.toMillis())
      : 0;
  return now - claimedAt > CLAIM_LEASE_MS;
}

export const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_ERROR_LENGTH) || 'Unknown error';

/** Records what came of the sending; an enquiry deleted meanwhile is left deleted. */
export async function record(ref: DocumentReference, notification: Record<string, unknown>) {
  try {
    await ref.update({ notification });
  } catch (error) {
    // NOT_FOUND (gRPC 5): the operator deleted it while the mail was going out.
    if ((error as { code?: unknown }).code !== 5) throw error;
  }
}

/** Sends the operator the email about the enquiry at `ref`, unless another run has (or is doing it). */
export async function notifyOperator(
  ref: DocumentReference,
  deps: NotifyOperatorDeps,
): Promise<NotifyOutcome> {
  const now = deps.now ?? Date.now;
  const claimed = await ref.firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'gone' as const;
    const data = snapshot.data() ?? {};
    if (!mayClaim(data.notification, now())) return 'already-claimed' as const;
    tx.update(ref, { notification: { status: 'sending', at: Timestamp.fromMillis(now()) } });
    return data;
  });
  if (typeof claimed === 'string') return claimed;

  const failed = (error: string) =>
    record(ref, { status: 'failed', error, at: Timestamp.fromMillis(now()) }).then(() => 'failed' as const);
  if (!deps.send || !deps.to) return failed(NOT_SET_UP);
  const flood = Array.isArray(claimed.flags) && claimed.flags.includes('site-busy');
  // A flood's enquiry takes no email of the hour's: it goes to the summary however many are left. A counter that
  // cannot be counted (contention in a flood) counts as spent.
  if (flood || !(await deps.takeEmail().catch(() => false))) {
    await record(ref, { status: 'batched', at: Timestamp.fromMillis(now()) });
    return 'batched';
  }
  try {
    const email = operatorEmail(toEnquiry(ref.id, claimed), deps.siteOrigin);
    await deps.send({ ...email, from: deps.from, to: deps.to });
  } catch (error) {
    return failed(reasonOf(error));
  }
  await record(ref, { status: 'sent', at: Timestamp.fromMillis(now()) });
  return 'sent';
}
