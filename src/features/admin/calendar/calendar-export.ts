/**
 * The calendar's export: confirmed charters (bookings, not blocks) as an iCalendar file, all yachts or one, from
 * today in Dubai on. Past charters stay out (an import is for what is coming; a re-import updates the same events by
 * their UIDs). Each charter is described from its enquiry (client, guests, phone, add-ons, message) and the
 * operator's notes on it; the yacht is named from the fleet.
 */
import type { Backend } from '../../../backend/types';
import { addDays, dubaiToday } from '../../../domain/booking';
import { MAX_HORIZON_DAYS } from '../../../domain/booking/settings';
import { charterEvent, uidHost } from '../../../domain/charter-event';
import { chartersCalendar } from '../../../domain/ics';
import type { Yacht } from '../../../domain/yacht';
import { site } from '../../../config/site';

/** How far ahead the export reads: well past the longest booking horizon, so "from today on" holds. */
const EXPORT_DAYS = 10 * 366;

/** The Dubai dates the export reads: today on. */
export const exportRange = (now: number) => {
  const first = dubaiToday(now);
  return { first, last: addDays(first, Math.max(EXPORT_DAYS, MAX_HORIZON_DAYS)) };
};

export interface ChartersExport {
  text: string;
  fileName: string;
  count: number;
}

/** Reads the confirmed charters from today on (of `yachtId`, or all when null) and makes the file. */
export async function exportCharters(
  backend: Backend,
  yachts: readonly Pick<Yacht, 'id' | 'name'>[],
  yachtId: string | null,
  now: number,
): Promise<ChartersExport> {
  const { first, last } = exportRange(now);
  const bookings = (await backend.bookings.list(first, last)).filter(
    (item) => item.kind === 'booking' && (yachtId === null || item.yachtId === yachtId),
  );
  const events = await Promise.all(
    bookings.map(async (booking) => {
      const [enquiry, notes] = booking.enquiryId
        ? await Promise.all([
            backend.enquiries.get(booking.enquiryId),
            backend.enquiries.notes(booking.enquiryId),
          ])
        : [null, []];
      return charterEvent(booking, enquiry, notes, yachts);
    }),
  );
  const yacht = yachts.find(({ id }) => id === yachtId);
  const text = chartersCalendar(events, {
    name: `${site.name}: ${yacht ? yacht.name : 'all yachts'}`,
    uidHost: uidHost(site.email),
    now,
  });
  const which = yacht ? yacht.id.replace(/[^A-Za-z0-9-]/g, '') || 'yacht' : 'all-yachts';
  return { text, fileName: `charters-${which}-from-${first}.ics`, count: events.length };
}
