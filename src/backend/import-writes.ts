/**
 * The documents a sync of an imported calendar writes on Firestore (docs/decisions/0050-calendar-import.md), worked out
 * once for the browser's SDK (src/backend/firebase/calendar-imports.ts) and the scheduled function's admin SDK
 * (functions/src/import-sync.ts): each changed block with the busy days it leaves and enters, in groups that fit one
 * transaction, and the days' intervals after a group.
 */
import type { Booking, DayInterval } from '../domain/booking/bookings';
import type { BlockDiff } from '../domain/calendar-import/diff-blocks';
import { datesTouched } from './date-spans';
import { importedBookingRecord } from './import-checks';

/** One change to a block: `next` null removes it; `previous` is what is stored now (null: a new one). */
export interface BlockChange {
  id: string;
  yachtId: string;
  previous: Pick<Booking, 'start' | 'end'> | null;
  next: Omit<Booking, 'createdAt'> | null;
}

/** A busy day's intervals (`yachtDays/{yachtId}_{date}`), ISO instants. */
export interface DayIntervals {
  yachtId: string;
  date: string;
  intervals: DayInterval[];
}

/** A transaction writes at most 500 documents; a group stays well under (its blocks and their days). */
export const WRITES_PER_TRANSACTION = 400;

const spanDates = (item: Pick<Booking, 'start' | 'end'>) =>
  datesTouched({ start: Date.parse(item.start), end: Date.parse(item.end) });

export const dayKey = (yachtId: string, date: string) => `${yachtId}_${date}`;

/** The diff of a feed's blocks as changes, each with what is stored now. */
export function blockChanges(diff: BlockDiff, stored: readonly Booking[], yachtId: string): BlockChange[] {
  const byId = new Map(stored.map((block) => [block.id, block]));
  return [
    ...[...diff.add, ...diff.update].map((block) => ({
      id: block.id,
      yachtId,
      previous: byId.get(block.id) ?? null,
      next: importedBookingRecord(block),
    })),
    ...diff.remove.map((id) => ({ id, yachtId, previous: byId.get(id) ?? null, next: null })),
  ];
}

/** Every block of a feed removed. */
export const removals = (stored: readonly Booking[], yachtId: string): BlockChange[] =>
  stored.map((block) => ({ id: block.id, yachtId, previous: block, next: null }));

/** The changes in groups whose blocks and days fit one transaction. */
export function groupChanges(changes: readonly BlockChange[]): BlockChange[][] {
  const groups: BlockChange[][] = [];
  let group: BlockChange[] = [];
  let writes = 0;
  for (const change of changes) {
    const cost =
      1 +
      (change.previous ? spanDates(change.previous).length : 0) +
      (change.next ? spanDates(change.next).length : 0);
    if (group.length > 0 && writes + cost > WRITES_PER_TRANSACTION) {
      groups.push(group);
      group = [];
      writes = 0;
    }
    group.push(change);
    writes += cost;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** The busy days a group touches (left or entered), to read in its transaction. */
export function daysOfGroup(group: readonly BlockChange[]): { yachtId: string; date: string }[] {
  const keys = new Map<string, { yachtId: string; date: string }>();
  for (const change of group) {
    for (const item of [change.previous, change.next]) {
      if (!item) continue;
      for (const date of spanDates(item))
        keys.set(dayKey(change.yachtId, date), { yachtId: change.yachtId, date });
    }
  }
  return [...keys.values()];
}

/** The group's days after it: each block's interval taken out of every day and put in the days of its new span. */
export function daysAfter(group: readonly BlockChange[], days: readonly DayIntervals[]): DayIntervals[] {
  const ids = new Set(group.map((change) => change.id));
  const byKey = new Map(
    days.map((day) => [
      dayKey(day.yachtId, day.date),
      { ...day, intervals: day.intervals.filter((interval) => !ids.has(interval.id)) },
    ]),
  );
  for (const change of group) {
    if (!change.next) continue;
    for (const date of spanDates(change.next)) {
      byKey.get(dayKey(change.yachtId, date))?.intervals.push({
        id: change.id,
        start: change.next.start,
        end: change.next.end,
      });
    }
  }
  return [...byKey.values()];
}
