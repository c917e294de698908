/**
 * Confirmed charters as an iCalendar file (RFC 5545) that Google Calendar and Apple Calendar import.
 *
 * Times are Dubai wall-clock times with `TZID=Asia/Dubai`, and the file carries its VTIMEZONE (UTC+4 all year):
 * Google and Apple both recognise the IANA id and show the event at the right instant in any zone, Apple shows the
 * event's own zone as Dubai's, and the VTIMEZONE makes the file complete for clients that do not know the id
 * (Outlook requires it). UTC instants would import as well but lose the event's zone: a crew member's phone set to
 * another zone would show only converted times. Decision: docs/decisions/0028-quote-check-and-calendar-export.md.
 *
 * Text is escaped (backslash, semicolon, comma, newline) and every line folded at 75 octets of UTF-8 without
 * splitting a character (Arabic names take two octets a letter); lines end in CRLF. UIDs are the booking's id
 * at a fixed host, so importing a newer file updates the same events instead of duplicating them.
 */
import { DUBAI_TIME_ZONE, DUBAI_UTC_OFFSET_MINUTES } from './booking/dubai-time';

/** One confirmed charter as the export shows it. */
export interface CharterEvent {
  /** Stable: the booking's id. */
  id: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  yachtName: string;
  clientName: string;
  reference: string;
  guests: number | null;
  phone: string;
  /** The add-ons' names (with their quantity when more than one). */
  addOns: readonly string[];
  /** The client's message or the operator's note; may span several lines. */
  note: string;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME), e.g. "Marina Luxe Yachts: charters". */
  name: string;
  /** The host part of every UID, e.g. "marinaluxeyachts.ae". */
  uidHost: string;
  /** When the file is made (DTSTAMP), epoch ms. */
  now: number;
  /** Where the charters start (LOCATION), if known. */
  location?: string;
  /** For a subscribed feed: how often calendar apps should ask again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon and comma escaped; any line break becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded (RFC 5545 §3.1): at most 75 octets a line, continuation lines starting with one space (which
 * counts), never inside a UTF-8 character (code points are kept whole).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYYMMDDTHHMMSS` of the date's UTC fields. */
function basicDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** Dubai wall-clock time of an instant, `YYYYMMDDTHHMMSS` (to be written with TZID=Asia/Dubai). */
export const dubaiLocalTime = (epochMs: number) =>
  basicDateTime(new Date(epochMs + DUBAI_UTC_OFFSET_MINUTES * 60_000));

/** A UTC instant, `YYYYMMDDTHHMMSSZ`. */
export const utcTime = (epochMs: number) => `${basicDateTime(new Date(epochMs))}Z`;

const OFFSET = `+${pad(DUBAI_UTC_OFFSET_MINUTES / 60)}${pad(DUBAI_UTC_OFFSET_MINUTES % 60)}`;

/** Dubai's zone: UTC+4 since 1970 with no daylight saving, so one STANDARD rule. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${DUBAI_TIME_ZONE}`,
  `X-LIC-LOCATION:${DUBAI_TIME_ZONE}`,
  'BEGIN:STANDARD',
  `TZOFFSETFROM:${OFFSET}`,
  `TZOFFSETTO:${OFFSET}`,
  `TZNAME:${OFFSET.slice(0, 3)}`,
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** SUMMARY: the yacht and the client (or the reference when the client left no name). */
export const charterSummary = (event: CharterEvent) =>
  `${event.yachtName}: ${event.clientName.trim() || event.reference}`;

/** DESCRIPTION: reference, guests, phone, add-ons and the note, one per line. */
export function charterDescription(event: CharterEvent): string {
  const lines = [
    `Reference: ${event.reference}`,
    `Guests: ${event.guests ?? 'not given'}`,
    `Phone: ${event.phone || 'not given'}`,
    `Add-ons: ${event.addOns.length > 0 ? event.addOns.join(', ') : 'none'}`,
  ];
  const note = event.note.trim();
  if (note) lines.push(`Note:\n${note}`);
  return lines.join('\n');
}

function eventLines(event: CharterEvent, options: CalendarOptions): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.id)}@${options.uidHost}`,
    `DTSTAMP:${utcTime(options.now)}`,
    `DTSTART;TZID=${DUBAI_TIME_ZONE}:${dubaiLocalTime(Date.parse(event.start))}`,
    `DTEND;TZID=${DUBAI_TIME_ZONE}:${dubaiLocalTime(Date.parse(event.end))}`,
    `SUMMARY:${escapeText(charterSummary(event))}`,
    `DESCRIPTION:${escapeText(charterDescription(event))}`,
    ...(options.location ? [`LOCATION:${escapeText(options.location)}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A calendar of the given events' lines, CRLF line ends, every line folded. */
function calendarFile(kind: string, events: readonly string[][], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.uidHost)}//${kind}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${DUBAI_TIME_ZONE}`,
    ...(options.refreshMinutes
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`,
        ]
      : []),
    ...VTIMEZONE,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

const byStart = <T extends { start: string; id: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));

/** The whole file: a calendar of `events` (by start), CRLF line ends, every line folded. */
export function chartersCalendar(events: readonly CharterEvent[], options: CalendarOptions): string {
  return calendarFile(
    'Charters export',
    byStart(events).map((event) => eventLines(event, options)),
    options,
  );
}

/** A busy time of one yacht as another channel reads it: when, and nothing of who or why. */
export interface BusyEvent {
  /** Stable: the booking's or block's id, so a channel's next read updates the same event. */
  id: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
}

/** The word every busy time says: no client, renter, reference or reason leaves the site this way. */
export const BUSY_SUMMARY = 'Not available';

/**
 * One yacht's busy times (charters and blocks) for the marketplaces to import (docs/decisions/0050): each an opaque
 * event "Not available" at its Dubai times, with no personal data.
 */
export function busyCalendar(events: readonly BusyEvent[], options: CalendarOptions): string {
  return calendarFile(
    'Busy times',
    byStart(events).map((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.id)}@${options.uidHost}`,
      `DTSTAMP:${utcTime(options.now)}`,
      `DTSTART;TZID=${DUBAI_TIME_ZONE}:${dubaiLocalTime(Date.parse(event.start))}`,
      `DTEND;TZID=${DUBAI_TIME_ZONE}:${dubaiLocalTime(Date.parse(event.end))}`,
      `SUMMARY:${BUSY_SUMMARY}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    options,
  );
}
