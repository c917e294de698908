/**
 * Abuse limits (docs/decisions/0033-server-side.md): a fixed-window counter per key (an IP, a phone number) in the
 * `rateLimits` collection, which the rules keep from every client; only the admin SDK here reads and writes it.
 * `takeToken` is shared by every function that limits (enquiries, the chat proxy). A counter's id is an HMAC of its
 * key (docs/decisions/0040-limits-that-hold.md), so the stored counters reveal no phone number or address.
 */
import { createHmac } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { firestore } from './admin';
import { rateLimitKey } from './limit-params';

/** What one kind of request may do per key: `max` in each fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export const HOUR_SECONDS = 60 * 60;

/**
 * Enquiries and call-back requests from one IPv4 address or IPv6 /64 (functions/src/client-ip.ts ipBucket): a
 * family's, an office's, a hotel's, per hour.
 */
export const ENQUIRIES_PER_IP: Limit = { max: 10, windowSeconds: HOUR_SECONDS };
/**
 * Enquiries and call-back requests naming one phone number, per day: a visitor rarely needs more than a few. Past
 * it the enquiry is still stored, flagged `phone-busy` (others may have sent it in the number's name).
 */
export const ENQUIRIES_PER_PHONE: Limit = { max: 5, windowSeconds: 24 * 60 * 60 };

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/** A counter as stored: the window it counts (its start, epoch ms) and how many were taken in it. */
export interface Counter {
  windowStart: number;
  count: number;
}

/**
 * The counter after one more request at `now`, or null when the window's `max` is used up. A counter of an earlier
 * window starts again from one.
 */
export function nextCount(
  previous: Counter | null,
  now: number,
  { max, windowSeconds }: Limit,
): Counter | null {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const count = previous && previous.windowStart === windowStart ? previous.count : 0;
  return count >= max ? null : { windowStart, count: count + 1 };
}

/**
 * A counter's document id: an HMAC of the key with the secret `secret` (no IP or phone number stored in the clear,
 * none found by hashing every phone number, and no `/` in an id).
 */
export const counterId = (key: string, secret: string) =>
  createHmac('sha256', secret).update(key).digest('hex');

/**
 * Takes one request from `key`'s allowance of `max` per `windowSeconds` (fixed windows, in a transaction). Resolves
 * true when it was allowed, false when the window's allowance is used up. Each counter carries `expiresAt`, the end
 * of its window, for a Firestore TTL policy to delete it.
 */
export async function takeToken(
  key: string,
  max: number,
  windowSeconds: number,
  {
    now = Date.now(),
    db = firestore(),
    secret = rateLimitKey(),
  }: { now?: number; db?: Firestore; secret?: string } = {},
): Promise<boolean> {
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(counterId(key, secret));
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    const previous =
      data && typeof data.windowStart === 'number' && typeof data.count === 'number'
        ? { windowStart: data.windowStart, count: data.count }
        : null;
    const next = nextCount(previous, now, { max, windowSeconds });
    if (!next) return false;
    tx.set(ref, {
      ...next,
      expiresAt: Timestamp.fromMillis(next.windowStart + windowSeconds * 1000),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
