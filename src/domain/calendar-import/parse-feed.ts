/**
 * A channel's iCalendar feed read into busy intervals over a window (docs/decisions/0050-calendar-import.md), with
 * ical.js (Mozilla's parser, the one Thunderbird uses): its VTIMEZONE definitions, RRULE, RDATE and EXDATE expansion
 * and overridden instances (RECURRENCE-ID). What it leaves to us:
 * - which events count: every VEVENT but a cancelled one (STATUS:CANCELLED, the series or the instance). TRANSP is
 *   not read: Google marks all-day events "free" by default, and an operator who adds a feed means it to block;
 * - times it cannot place (a date, a floating time, a TZID with no VTIMEZONE): wall-clock.ts, in Dubai time or
 *   through Intl's zone data;
 * - bounds: the text's size, the intervals given, the recurrence steps taken (feed-interval.ts).
 * Any error fails the whole feed (FeedParseError), so the caller keeps the feed's last good blocks.
 */
import ICAL from 'ical.js';
import { toEpochMs } from '../booking/dubai-time';
import {
  FeedParseError,
  MAX_FEED_BYTES,
  MAX_FEED_INTERVALS,
  MAX_RECURRENCE_STEPS,
  type FeedInterval,
  type FeedWindow,
  MAX_SUMMARY_LENGTH,
} from './feed-interval';
import { dubaiWallClockInstant, WallClockZones } from './wall-clock';

type Time = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/** The calendar in the text, or a FeedParseError saying why there is none. */
function readCalendar(text: string): IcalComponent {
  if (new TextEncoder().encode(text).length > MAX_FEED_BYTES) {
    throw new FeedParseError('too-large', `The calendar is larger than ${MAX_FEED_BYTES} bytes.`);
  }
  const body = text.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR\s*$/im.test(body.slice(0, 1_000))) {
    throw new FeedParseError('not-a-calendar', 'This is not an iCalendar file (no BEGIN:VCALENDAR).');
  }
  let parsed: unknown[];
  try {
    parsed = ICAL.parse(body) as unknown[];
  } catch (error) {
    throw new FeedParseError('malformed', `The calendar cannot be read: ${String(error)}`);
  }
  const first = typeof parsed[0] === 'string' ? parsed : parsed[0];
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== 'vcalendar') {
    throw new FeedParseError('not-a-calendar', 'This is not an iCalendar file (no VCALENDAR).');
  }
  return calendar;
}

const isCancelled = (component: IcalComponent) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const tzidOf = (component: IcalComponent, name: string) => {
  const tzid = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
};

/** The reading of one feed over one window: the zones met so far, the steps taken, the intervals found. */
class FeedReader {
  private readonly zones = new WallClockZones();
  private steps = 0;
  readonly intervals: FeedInterval[] = [];

  constructor(
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** The instant of a time of `component`'s property `hint` (its TZID places a time the library could not). */
  instant(time: Time, component: IcalComponent, hint: string): number {
    if (time.isDate) return dubaiWallClockInstant(time);
    if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
    return this.zones.instant(time, tzidOf(component, hint));
  }

  /** Adds the interval of an event or instance when it is in the window. */
  add(item: IcalEvent, startTime: Time, endTime: Time, recurrenceId: number | null, uid: string): void {
    const component = item.component;
    const start = this.instant(startTime, component, 'dtstart');
    const end = this.instant(endTime, component, component.hasProperty('dtend') ? 'dtend' : 'dtstart');
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) {
      throw new FeedParseError('malformed', `The event ${uid} ends before it starts.`);
    }
    if (end === start || end <= this.from || start >= this.to) return;
    if (this.intervals.length >= MAX_FEED_INTERVALS) {
      throw new FeedParseError('too-many-events', `The calendar has more than ${MAX_FEED_INTERVALS} events.`);
    }
    this.intervals.push({
      uid,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      summary: Array.from((item.summary ?? '').trim())
        .slice(0, MAX_SUMMARY_LENGTH)
        .join(''),
      allDay: startTime.isDate,
      ...(recurrenceId === null ? {} : { recurrenceId: new Date(recurrenceId).toISOString() }),
    });
  }

  /** One event: its own interval, or its instances up to the window's end (and its overrides wherever they went). */
  event(master: IcalComponent, overrides: readonly IcalComponent[], uid: string): void {
    // A series cancelled whole takes its overrides with it.
    if (isCancelled(master)) return;
    const event = new ICAL.Event(master);
    if (!event.isRecurring()) {
      this.add(event, event.startDate, event.endDate, null, uid);
      overrides.forEach((override) => this.override(override, uid));
      return;
    }
    for (const override of overrides) event.relateException(override);
    const seen = new Set<IcalEvent>();
    const iterator = event.iterator();
    for (let slot = iterator.next(); slot; slot = iterator.next()) {
      if (++this.steps > MAX_RECURRENCE_STEPS) {
        throw new FeedParseError('too-many-events', `The event ${uid} repeats too often to be read.`);
      }
      const slotInstant = this.instant(slot, master, 'dtstart');
      if (slotInstant >= this.to) break;
      const details = event.getOccurrenceDetails(slot);
      if (details.item !== event) seen.add(details.item);
      if (isCancelled(details.item.component)) continue;
      this.add(details.item, details.startDate, details.endDate, slotInstant, uid);
    }
    // An override whose slot is past the window's end (or no slot of the rule) may have moved into the window.
    for (const override of Object.values(event.exceptions)) {
      if (!seen.has(override)) this.override(override.component, uid);
    }
  }

  /** An overridden instance on its own (its series' slot not reached, or no series in the file). */
  override(component: IcalComponent, uid: string): void {
    if (isCancelled(component)) return;
    const item = new ICAL.Event(component);
    const slot = item.recurrenceId;
    const slotInstant = slot ? this.instant(slot, component, 'recurrence-id') : null;
    this.add(item, item.startDate, item.endDate, slotInstant, uid);
  }
}

/** A VEVENT's UID; one without (RFC 5545 requires it) is named by its start and summary, the best that stays put. */
function uidOf(component: IcalComponent): string {
  const uid = component.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim()) return uid.trim();
  const start = component.getFirstProperty('dtstart')?.toICALString() ?? '';
  return `no-uid:${start}:${String(component.getFirstPropertyValue('summary') ?? '')}`;
}

/**
 * The busy intervals of an iCalendar feed that overlap the window, by start: each event, or each instance of a
 * recurring one (EXDATEs left out, overridden instances where they moved), but cancelled ones; all-day events as the
 * Dubai days they cover. Throws FeedParseError for text that is not a calendar, cannot be read, or is too large.
 */
export function parseFeed(text: string, window: FeedWindow): FeedInterval[] {
  const reader = new FeedReader(toEpochMs(window.from), toEpochMs(window.to));
  const calendar = readCalendar(text);
  const masters = new Map<string, IcalComponent[]>();
  const overrides = new Map<string, IcalComponent[]>();
  try {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const group = component.hasProperty('recurrence-id') ? overrides : masters;
      const uid = uidOf(component);
      const list = group.get(uid);
      if (list) list.push(component);
      else group.set(uid, [component]);
    }
    for (const [uid, [master, ...duplicates]] of masters) {
      reader.event(master, overrides.get(uid) ?? [], uid);
      // The same UID twice without RECURRENCE-ID breaks RFC 5545; both are kept (importBlocks tells them apart).
      duplicates.forEach((duplicate) => reader.event(duplicate, [], uid));
    }
    for (const [uid, orphans] of overrides) {
      if (!masters.has(uid)) orphans.forEach((orphan) => reader.override(orphan, uid));
    }
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError('malformed', `The calendar cannot be read: ${String(error)}`);
  }
  return reader.intervals.sort(
    (a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid) || a.end.localeCompare(b.end),
  );
}
