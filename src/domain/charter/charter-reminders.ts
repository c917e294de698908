/**
 * What the dashboard raises about the charters about to sail: guest lists still incomplete within 48 hours of
 * departure, and the reminders the operator sends in one tap, 24 hours and 2 hours before it. Instants are epoch ms.
 */
import type { ReminderKind } from './charter-link';
import { guestListCount } from './guest-list';

const MS_PER_HOUR = 3_600_000;

/** A charter whose guest list is incomplete is raised from this long before departure. */
export const GUEST_LIST_ALERT_MS = 48 * MS_PER_HOUR;

/**
 * When each reminder is offered, before departure: the day-before one from 24 hours until the 2-hour one takes
 * over, and that one until the charter starts.
 */
export const REMINDER_WINDOWS: readonly { kind: ReminderKind; fromMs: number; untilMs: number }[] = [
  { kind: '24h', fromMs: 24 * MS_PER_HOUR, untilMs: 2 * MS_PER_HOUR },
  { kind: '2h', fromMs: 2 * MS_PER_HOUR, untilMs: 0 },
];

/** A charter with a page, as the dashboard knows it: when it starts, and its guest list's state. */
export interface SailingCharter {
  start: number;
  added: number;
  booked: number;
}

/** The reminder to offer at `now` for a charter starting at `start`, or null (too early, or already sailed). */
export function reminderDue(start: number, now: number): ReminderKind | null {
  const left = start - now;
  return REMINDER_WINDOWS.find(({ fromMs, untilMs }) => left <= fromMs && left > untilMs)?.kind ?? null;
}

const soonestFirst = (a: SailingCharter, b: SailingCharter) => a.start - b.start;

/** The charters departing within 48 hours (not yet sailed) whose guest list is not complete, soonest first. */
export function incompleteGuestLists<T extends SailingCharter>(charters: readonly T[], now: number): T[] {
  return charters
    .filter(({ start, added, booked }) => {
      const left = start - now;
      return left > 0 && left <= GUEST_LIST_ALERT_MS && !guestListCount(added, booked).complete;
    })
    .sort(soonestFirst);
}

/** The charters whose reminder is due at `now`, each with which one, soonest first. */
export function remindersDue<T extends SailingCharter>(
  charters: readonly T[],
  now: number,
): (T & { kind: ReminderKind })[] {
  return charters
    .flatMap((charter) => {
      const kind = reminderDue(charter.start, now);
      return kind ? [{ ...charter, kind }] : [];
    })
    .sort(soonestFirst);
}
