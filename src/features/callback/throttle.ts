/** At most one call-back request per this many ms from one browser. */
export const CALLBACK_INTERVAL_MS = 30_000;
export const CALLBACK_THROTTLE_KEY = 'callbackRequest.lastSentAt';

/** Storage may be missing or throw (private browsing, blocked cookies); the throttle then does nothing. */
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** How long until another request may be sent (0 when it may be sent now). */
export function throttleRemainingMs(
  now: number = Date.now(),
  storage: Storage | null = safeStorage(),
): number {
  try {
    const last = Number(storage?.getItem(CALLBACK_THROTTLE_KEY));
    if (!Number.isFinite(last) || last <= 0 || last > now) return 0;
    return Math.max(0, last + CALLBACK_INTERVAL_MS - now);
  } catch {
    return 0;
  }
}

export function recordCallbackSent(now: number = Date.now(), storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(CALLBACK_THROTTLE_KEY, String(now));
  } catch {
    // Nothing to do: without storage there is no throttle.
  }
}
