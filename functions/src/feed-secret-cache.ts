/**
 * The calendar feed's secret, kept in memory (docs/decisions/0039), so that guessing costs no Firestore read each:
 * - the kept secret is read again after `ttlMs` (60 s);
 * - a request with the kept secret reads it again at once (it reads the charters anyway), so a rotation shuts the
 *   old address at once;
 * - a request with another secret reads again only while `refreshesPerMinute` allows (a few a minute: the new
 *   address after a rotation answers at once, unless someone is guessing hard, then within `ttlMs`); beyond that
 *   it is refused from memory.
 */
import { sameSecret } from './feed-handler';

export interface FeedSecretCacheOptions {
  ttlMs?: number;
  refreshesPerMinute?: number;
  now?: () => number;
}

export function feedSecretCache(
  read: () => Promise<string | null>,
  { ttlMs = 60_000, refreshesPerMinute = 10, now = Date.now }: FeedSecretCacheOptions = {},
): (given: string) => Promise<string | null> {
  let kept: { value: string | null; at: number } | null = null;
  let allowance = refreshesPerMinute;
  let allowanceAt = now();
  const refresh = async () => {
    const value = await read();
    kept = { value, at: now() };
    return value;
  };
  const takeRefresh = () => {
    const at = now();
    allowance = Math.min(refreshesPerMinute, allowance + ((at - allowanceAt) / 60_000) * refreshesPerMinute);
    allowanceAt = at;
    if (allowance < 1) return false;
    allowance -= 1;
    return true;
  };
  return async (given) => {
    if (!kept || now() - kept.at >= ttlMs) return refresh();
    if (kept.value !== null && sameSecret(given, kept.value)) return refresh();
    return takeRefresh() ? refresh() : kept.value;
  };
}
