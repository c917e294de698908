/**
 * Abuse limits (docs/decisions/0033-server-side.md): a fixed-window counter per key (an IP, a phone number) in the
 * `rateLimits` collection, which the rules keep from every client; only the admin SDK here reads and writes it.
 * `takeToken` is shared by every function that limits (enquiries, the chat proxy). A counter's id is an HMAC of its
 * key (docs/decisions/0040-limits-that-hold.md), so the stored counters reveal no phone number or address.
 */
import { createHmac } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { firestore } from './admin';
import { ENQUIRIES_PER_IP, RATE_LIMITS_COLLECTION } from '../../src/domain/server-api';
import { rateLimitKey } from './limit-params';

export { ENQUIRIES_PER_IP, RATE_LIMITS_COLLECTION };

/** What one kind of request may do per key: `max` in each fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export const HOUR_SECONDS = 60 * 60;

/**
 * Whether `error` is Firestore giving up on a counter too contended to count (gRPC ABORTED, code 10, after the
 * transaction's retries). Only that is a verdict on the caller (one address flooding); any other failure, such as the
 * database not answering, is the server's and is told as such.
 */
export function isContention(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 10 || code === 'aborted' || code === 'ABORTED';
}

/**
 * Enquiries and call-back requests naming one phone number, per day: a visitor rarely needs more than a few. Past
 * it the enquiry is still stored, flagged `phone-busy` (others may have sent it in the number's name).
 */
export const ENQUIRIES_PER_PHONE: Limit = { max: 5, windowSeconds: 24 * 60 * 60 };

/** A counter as stored: the window it counts (its start, epoch ms) and how many were taken in it. */
export interface Counter {
  windowStart: number;
  count: number;
}

/** The start (epoch ms) of the fixed window of `windowSeconds` that holds `now`: windows start at UTC midnight. */
export const windowStartOf = (now: number, windowSeconds: number) =>
  Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;

/**
 * The rule takeToken keeps, as a pure function (the unit tests' in-memory stores count with it): the counter after
 * one more request at `now`, or null when the window's `max` is used up. A counter of an earlier window starts
 * again from one.
 */
export function nextCount(
  previous: Counter | null,
  now: number,
  { max, windowSeconds }: Limit,
): Counter | null {
  const windowStart = windowStartOf(now, windowSeconds);
  const count = previous && previous.windowStart === windowStart ? previous.count : 0;
  return count >= max ? null : { windowStart, count: count + 1 };
}

/**
 * A counter's document id: an HMAC of the key with the secret `secret` (no IP or phone number stored in the clear,
 * none found by hashing every phone number, and no `/` in an id).
 */
export const counterId = (key: string, secret: string) =>
  createHmac('sha256', secret).update(key).digest('hex');

/** A counter's document: one per key and window, so a new window is a new count with nothing to reset. */
export const counterDocId = (key: string, secret: string, windowStart: number) =>
  `${counterId(key, secret)}-${windowStart}`;

/** The count stored in a counter's snapshot (0 for none). */
const countOf = (snapshot: { get(field: string): unknown }) => {
  const count = snapshot.get('count');
  return typeof count === 'number' ? count : 0;
};

interface CounterOptions {
  now?: number;
  db?: Firestore;
  secret?: string;
}

/** `key`'s counter of the window holding `now`, or null when it is already spent (one read, no write). */
async function openCounter(
  key: string,
  max: number,
  windowSeconds: number,
  { now = Date.now(), db = firestore(), secret = rateLimitKey() }: CounterOptions,
) {
  const windowStart = windowStartOf(now, windowSeconds);
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(counterDocId(key, secret, windowStart));
  if (countOf(await ref.get()) >= max) return null;
  const expiresAt = Timestamp.fromMillis(windowStart + windowSeconds * 1000);
  return { db, ref, fields: { windowStart, expiresAt, updatedAt: FieldValue.serverTimestamp() } };
}

/**
 * Takes one request from `key`'s allowance of `max` per `windowSeconds` (fixed windows), exactly: resolves true when
 * it was allowed, false when the window's allowance is used up. A spent counter costs one read and no transaction,
 * so a flood past its allowance never queues on the contended document; only requests within the allowance count in
 * a transaction. Used where a request is refused (the caller's allowance). Each counter carries `expiresAt`, the end
 * of its window, for a Firestore TTL policy.
 */
export async function takeToken(
  key: string,
  max: number,
  windowSeconds: number,
  options: CounterOptions = {},
): Promise<boolean> {
  const counter = await openCounter(key, max, windowSeconds, options);
  if (!counter) return false;
  const { db, ref, fields } = counter;
  return db.runTransaction(async (tx) => {
    const count = countOf(await tx.get(ref));
    if (count >= max) return false;
    tx.set(ref, { ...fields, count: count + 1 });
    return true;
  });
}

/**
 * Counts one request toward `key`'s ceiling of `max` per `windowSeconds` without a transaction, for the site-wide
 * counters every request touches (the hourly enquiries and operator emails, the chat's daily budget, a phone number's
 * day): an atomic increment, read back. True when the count read back is within `max`. Never more than `max` are
 * allowed in a window (each sees at least its own place in the count), and nothing queues on the hot document; in a
 * burst, requests that raced past each other may all read a count over `max` and be held back early. That errs the
 * safe way for a ceiling: a flood's enquiry is still stored, only flagged and told in the summary email; a chat call
 * gets the built-in assistant.
 */
export async function countTowardCeiling(
  key: string,
  max: number,
  windowSeconds: number,
  options: CounterOptions = {},
): Promise<boolean> {
  const counter = await openCounter(key, max, windowSeconds, options);
  if (!counter) return false;
  const { ref, fields } = counter;
  await ref.set({ ...fields, count: FieldValue.increment(1) }, { merge: true });
  return countOf(await ref.get()) <= max;
}
