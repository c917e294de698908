import { beforeEach, describe, expect, it } from 'vitest';
import {
  CALLBACK_INTERVAL_MS,
  CALLBACK_THROTTLE_KEY,
  recordCallbackSent,
  throttleRemainingMs,
} from '../../../src/features/callback/throttle';

describe('call-back throttle', () => {
  beforeEach(() => localStorage.clear());

  it('allows a request when none was sent', () => {
    expect(throttleRemainingMs(1_000_000)).toBe(0);
  });

  it('blocks for 30 seconds after a request, then allows again', () => {
    recordCallbackSent(1_000_000);
    expect(localStorage.getItem(CALLBACK_THROTTLE_KEY)).toBe('1000000');
    expect(throttleRemainingMs(1_000_000)).toBe(CALLBACK_INTERVAL_MS);
    expect(throttleRemainingMs(1_000_000 + 29_999)).toBe(1);
    expect(throttleRemainingMs(1_000_000 + 30_000)).toBe(0);
  });

  it('ignores unreadable or future timestamps', () => {
    localStorage.setItem(CALLBACK_THROTTLE_KEY, 'garbage');
    expect(throttleRemainingMs(1_000_000)).toBe(0);
    localStorage.setItem(CALLBACK_THROTTLE_KEY, String(5_000_000));
    expect(throttleRemainingMs(1_000_000)).toBe(0);
  });

  it('does nothing without storage', () => {
    expect(throttleRemainingMs(1_000_000, null)).toBe(0);
    expect(() => recordCallbackSent(1_000_000, null)).not.toThrow();
  });
});
