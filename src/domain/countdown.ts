export const TIMES_UP = "Time's up!";

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `HH:MM:SS`, zero-padded; hours are not wrapped into days, so they may exceed 24. Partial seconds round up, so the
 * display never shows 00:00:00 while time is left.
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * What an offer's countdown shows at `now`: the time left while `endTime` is in the future, "Time's up!" once it
 * has passed, and null (no countdown) without an end time or with one that cannot be read.
 */
export function countdownText(endTime: string | undefined, now: number): string | null {
  if (!endTime) return null;
  const end = Date.parse(endTime);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  return left > 0 ? formatRemaining(left) : TIMES_UP;
}
