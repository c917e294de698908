/**
 * What the load run (tests/load/) sends and measures: addresses to call from, a bounded pool of concurrent calls,
 * and latency percentiles. Everything goes to this run's emulators on 127.0.0.1 only.
 */
import { FUNCTIONS_REGION } from '../../src/domain/server-api';

/** The Functions emulator's base URL for this run (scripts/test-e2e-firebase.mjs --load sets the variables). */
export function functionsBaseUrl() {
  const host = process.env.FUNCTIONS_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  if (!host || !project) throw new Error('Run the load run with `npm run bench -- --load`.');
  if (!host.startsWith('127.0.0.1:') && !host.startsWith('localhost:')) {
    throw new Error(`The load run calls only emulators on this machine, not ${host}.`);
  }
  return `http://${host}/${project}/${FUNCTIONS_REGION}`;
}

/** IPv4 addresses from TEST-NET-3 (RFC 5737): `count` distinct callers, starting at `from`. */
export const ipv4 = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `203.0.113.${from + index}`);

/** IPv6 addresses of one /64 (2001:db8::/32 is documentation space): one rented server's many addresses. */
export const ipv6SameNetwork = (count: number) =>
  Array.from({ length: count }, (_, index) => `2001:db8:7:42:${(index + 1).toString(16)}::${index + 17}`);

export interface Timed<T> {
  index: number;
  ms: number;
  value: T;
}

/**
 * Runs `task(0)` … `task(count - 1)`, at most `concurrency` at a time, each timed. A task that throws counts as its
 * error (the value is the Error), so one failure never hides the others' results.
 */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<Timed<T | Error>[]> {
  const results: Timed<T | Error>[] = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      const value = await task(index).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      );
      results.push({ index, ms: performance.now() - started, value });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results.sort((a, b) => a.index - b.index);
}

/** The value below which `share` (0–1) of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** p50, p95 and the slowest, in whole milliseconds. */
export const latency = (ms: readonly number[]) => ({
  p50: Math.round(percentile(ms, 0.5)),
  p95: Math.round(percentile(ms, 0.95)),
  max: Math.round(Math.max(0, ...ms)),
});

/** How many of `items` fall under each key. */
export function tally<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
