import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { firestore } from '../../functions/src/admin';
import {
  countTowardCeiling,
  counterDocId,
  RATE_LIMITS_COLLECTION,
  takeToken,
  windowStartOf,
} from '../../functions/src/limits';
import { functionsEmulators } from './functions-env';

/**
 * The limiter's counters on the Firestore emulator (functions/src/limits.ts): never more than the allowance, however
 * many race for one counter; a spent counter is only read; each window counts anew.
 */
const SECRET = 'limits-test-key';
const HOUR = 3600;
const NOW = Date.parse('2031-03-04T10:20:00Z');

const counter = (key: string, now = NOW) =>
  firestore()
    .collection(RATE_LIMITS_COLLECTION)
    .doc(counterDocId(key, SECRET, windowStartOf(now, HOUR)));

beforeEach(async () => {
  functionsEmulators();
  await firestore().recursiveDelete(firestore().collection(RATE_LIMITS_COLLECTION));
});
afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

describe.each([
  ['takeToken', takeToken],
  ['countTowardCeiling', countTowardCeiling],
] as const)('%s on Firestore', (_name, take) => {
  it('allows the allowance one at a time, then refuses without writing, and counts anew next window', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect(await take('caller:a', 3, HOUR, { now: NOW, secret: SECRET })).toBe(true);
    }
    const spent = await counter('caller:a').get();
    expect(spent.get('count')).toBe(3);
    expect(spent.get('expiresAt').toMillis()).toBe(windowStartOf(NOW, HOUR) + HOUR * 1000);
    expect(await take('caller:a', 3, HOUR, { now: NOW + 60_000, secret: SECRET })).toBe(false);
    expect((await counter('caller:a').get()).updateTime?.toMillis()).toBe(spent.updateTime?.toMillis());
    // Other keys count apart; the next hour is a new window.
    expect(await take('caller:b', 3, HOUR, { now: NOW, secret: SECRET })).toBe(true);
    expect(await take('caller:a', 3, HOUR, { now: NOW + HOUR * 1000, secret: SECRET })).toBe(true);
  });

  it('never allows more than the allowance when 40 requests race for one counter', async () => {
    const taken = await Promise.all(
      Array.from({ length: 40 }, () =>
        take('flood:one', 15, HOUR, { now: NOW, secret: SECRET }).catch(() => false),
      ),
    );
    expect(taken.filter(Boolean).length).toBeLessThanOrEqual(15);
    // Past the race, one at a time again: the rest of the allowance (if the race left any) is still there.
    let more = 0;
    while (await take('flood:one', 15, HOUR, { now: NOW, secret: SECRET })) more += 1;
    if (_name === 'takeToken') expect(taken.filter(Boolean).length + more).toBe(15);
    else expect(taken.filter(Boolean).length + more).toBeLessThanOrEqual(15);
  });
});
