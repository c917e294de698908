import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownText, formatRemaining, TIMES_UP } from '../../../src/domain/countdown';
import { ticker } from '../../../src/components/use-now';

describe('formatRemaining', () => {
  it('pads hours, minutes and seconds to two digits', () => {
    expect(formatRemaining(5_000)).toBe('00:00:05');
    expect(formatRemaining((1 * 3600 + 2 * 60 + 3) * 1000)).toBe('01:02:03');
  });

  it('does not wrap hours into days', () => {
    expect(formatRemaining((77 * 3600 + 59 * 60 + 59) * 1000)).toBe('77:59:59');
    expect(formatRemaining(125 * 3600 * 1000)).toBe('125:00:00');
  });

  it('rounds a partial second up and never goes negative', () => {
    expect(formatRemaining(1)).toBe('00:00:01');
    expect(formatRemaining(59_001)).toBe('00:01:00');
    expect(formatRemaining(-5_000)).toBe('00:00:00');
  });
});

describe('countdownText', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');

  it('shows the time left while the end is in the future', () => {
    expect(countdownText('2025-03-02T13:30:15Z', now)).toBe('25:30:15');
  });

  it("shows Time's up! once the end has passed or is now", () => {
    expect(countdownText('2025-03-01T11:59:59Z', now)).toBe(TIMES_UP);
    expect(countdownText('2025-03-01T12:00:00Z', now)).toBe(TIMES_UP);
    expect(TIMES_UP).toBe("Time's up!");
  });

  it('shows no countdown without a (readable) end time', () => {
    expect(countdownText(undefined, now)).toBeNull();
    expect(countdownText('', now)).toBeNull();
    expect(countdownText('not a date', now)).toBeNull();
  });
});

describe('the shared ticker', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one interval for any number of subscribers, only while someone listens', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2025-03-01T12:00:00Z'));
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const a = vi.fn();
    const b = vi.fn();

    expect(ticker.isRunning()).toBe(false);
    const stopA = ticker.subscribe(a);
    const stopB = ticker.subscribe(b);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(ticker.isRunning()).toBe(true);

    vi.advanceTimersByTime(3_000);
    expect(a).toHaveBeenCalledTimes(3);
    expect(b).toHaveBeenCalledTimes(3);
    expect(ticker.getSnapshot()).toBe(Date.parse('2025-03-01T12:00:03Z'));

    stopA();
    expect(ticker.isRunning()).toBe(true);
    stopB();
    expect(ticker.isRunning()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(a).toHaveBeenCalledTimes(3);
  });

  it('gives the same time to reads in one task before it runs, and a fresh one in the next task', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2025-03-01T12:00:00Z'));
    expect(ticker.isRunning()).toBe(false);
    const first = ticker.getSnapshot();
    // A busy machine lets time pass between React's two reads of one render: the snapshot stays the same.
    vi.setSystemTime(Date.parse('2025-03-01T12:00:00.007Z'));
    expect(ticker.getSnapshot()).toBe(first);
    await Promise.resolve();
    expect(ticker.getSnapshot()).toBe(Date.parse('2025-03-01T12:00:00.007Z'));
  });
});
