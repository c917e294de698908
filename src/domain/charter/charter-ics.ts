/**
 * A client's own charter as an iCalendar file (RFC 5545) for "Add to calendar": one event in UTC (the device's
 * calendar shows it in its own zone, at the right instant), its UID from the reference (a newer file updates the same
 * event), the yacht and reference as its title, the berth as its place and the charter page's address as its link.
 * Text is escaped and lines folded at 75 octets with CRLF ends, as the admin's export does (../ics.ts).
 */
import { escapeText, foldLine, utcTime } from '../ics';

export interface CharterIcsInput {
  reference: string;
  yachtName: string;
  /** Departure and return, ms since the epoch. */
  start: number;
  end: number;
  /** The berth's name ('' for none yet). */
  location: string;
  /** The charter page's address. */
  url: string;
  /** A few lines for the event's notes (in the page's language), or ''. */
  description: string;
  /** The host part of the UID: the business's domain. */
  uidHost: string;
  /** When the file is made (DTSTAMP), ms since the epoch. */
  now: number;
}

const CRLF = '\r\n';

/** The event's title: `Azure Pearl · MLY-7K2Q9P`. */
export const charterIcsSummary = (input: Pick<CharterIcsInput, 'yachtName' | 'reference'>) =>
  `${input.yachtName} · ${input.reference}`;

/** The file's name: `charter-MLY-7K2Q9P.ics`. */
export const charterIcsFileName = (reference: string) =>
  `charter-${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;

/** The whole file: one VEVENT, CRLF line ends, every line folded. */
export function charterIcs(input: CharterIcsInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(input.uidHost)}//Charter page//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:charter-${escapeText(input.reference)}@${input.uidHost}`,
    `DTSTAMP:${utcTime(input.now)}`,
    `DTSTART:${utcTime(input.start)}`,
    `DTEND:${utcTime(input.end)}`,
    `SUMMARY:${escapeText(charterIcsSummary(input))}`,
    ...(input.location.trim() ? [`LOCATION:${escapeText(input.location.trim())}`] : []),
    ...(input.description.trim() ? [`DESCRIPTION:${escapeText(input.description.trim())}`] : []),
    `URL:${input.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
