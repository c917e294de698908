import { describe, expect, it, vi } from 'vitest';
import { feedSecretCache } from '../../../../functions/src/feed-secret-cache';
import { newFeedSecret } from '../../../../src/domain/calendar-feed';

const SECRET = newFeedSecret();

/** The stored secret, read through a counted Firestore stand-in, and a clock the test moves. */
function setUp(stored: string | null = SECRET, refreshesPerMinute = 10) {
  const clock = { now: 1_000_000 };
  const store = { value: stored };
  const read = vi.fn(async () => store.value);
  const secret = feedSecretCache(read, { ttlMs: 60_000, refreshesPerMinute, now: () => clock.now });
  return { clock, store, read, secret };
}

describe('the calendar feed’s secret, kept in memory', () => {
  it('costs no Firestore read for each wrong secret once a few a minute are spent', async () => {
    const { read, secret, clock } = setUp(SECRET, 10);
    for (let i = 0; i < 1_000; i += 1) {
      expect(await secret(newFeedSecret())).toBe(SECRET);
      clock.now += 50; // 1,000 guesses in 50 s
    }
    // The first read, the allowance of 10, and what it grew back in 50 s (about 8).
    expect(read.mock.calls.length).toBeLessThanOrEqual(1 + 10 + 9);
  });

  it('reads again for the right secret, so a rotation shuts the old address at once', async () => {
    const { read, secret, store } = setUp();
    expect(await secret(SECRET)).toBe(SECRET);
    const rotated = newFeedSecret();
    store.value = rotated;
    expect(await secret(SECRET)).toBe(rotated);
    expect(await secret(rotated)).toBe(rotated);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('serves a new address at once after a rotation, while nobody is guessing', async () => {
    const { secret, store } = setUp(null);
    expect(await secret(SECRET)).toBeNull(); // none made yet: kept as none
    store.value = SECRET; // the operator makes the address
    expect(await secret(SECRET)).toBe(SECRET);
  });

  it('while guesses have spent the allowance, answers from memory until the kept secret is a minute old', async () => {
    const { read, secret, store, clock } = setUp(SECRET, 2);
    await secret(SECRET);
    await secret(newFeedSecret());
    await secret(newFeedSecret());
    const rotated = newFeedSecret();
    store.value = rotated;
    clock.now += 1_000;
    expect(await secret(rotated)).toBe(SECRET); // refused from memory
    clock.now += 59_000;
    expect(await secret(rotated)).toBe(rotated);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
