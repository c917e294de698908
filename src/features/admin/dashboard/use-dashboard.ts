import { useState } from 'react';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import type { Backend } from '../../../backend/types';
import { addDays, dubaiToday, type DubaiDate } from '../../../domain/booking/dubai-time';
import { actionQueue, OPEN_STATUSES } from '../../../domain/dashboard/queue';
import { charterDays } from '../../../domain/dashboard/today';
import { DEFAULT_BALANCE_DUE_HOURS } from '../../../domain/charter/cancellation-policy';
import { BALANCE_SOON_HOURS } from '../../../domain/ledger/ledger';
import type { Enquiry } from '../../../domain/enquiry';
import type { BookingSettings } from '../../../domain/booking/settings';

/** How many of each open status the queue reads, oldest first; the rest wait in the enquiries screen. */
export const QUEUE_LIMIT = 100;
/** Requests further ahead than this are not checked against the calendar. */
const SLOT_CHECK_DAYS = 366;

/** Today, tomorrow and the day after in Dubai: the bookings of the today list and of the 48-hour balances. */
async function readCharters(from: Backend, today: DubaiDate) {
  const bookings = await from.bookings.list(today, addDays(today, 2));
  const ids = [...new Set(bookings.flatMap((booking) => (booking.enquiryId ? [booking.enquiryId] : [])))];
  const enquiries = ids.length > 0 ? await from.enquiries.getMany(ids.slice(0, 100)) : [];
  return { bookings, enquiries };
}

/** How far back the queue looks for balances still unpaid after their charter sailed. */
const OVERDUE_DAYS = 30;

/** The enquiries with these ids, 100 at a time. */
async function enquiriesOf(from: Backend, ids: readonly string[]): Promise<Enquiry[]> {
  const pages: Enquiry[][] = [];
  for (let at = 0; at < ids.length; at += 100)
    pages.push(await from.enquiries.getMany(ids.slice(at, at + 100)));
  return pages.flat();
}

/**
 * The charters whose balance may be due within 48 hours or overdue (docs/decisions/0045-ledger.md): those sailing
 * from OVERDUE_DAYS ago to the balance's due hours plus 48 ahead, with their enquiries (their ledger's totals).
 */
async function readBalances(from: Backend, today: DubaiDate, settings: BookingSettings) {
  const balanceDueHours = settings.balanceDueHours ?? DEFAULT_BALANCE_DUE_HOURS;
  const ahead = Math.ceil((balanceDueHours + BALANCE_SOON_HOURS) / 24) + 1;
  const bookings = (await from.bookings.list(addDays(today, -OVERDUE_DAYS), addDays(today, ahead))).filter(
    (booking) => booking.kind === 'booking' && booking.enquiryId,
  );
  const ids = [...new Set(bookings.flatMap((booking) => (booking.enquiryId ? [booking.enquiryId] : [])))];
  return { bookings, enquiries: await enquiriesOf(from, ids), balanceDueHours };
}

/**
 * The bookings and imported blocks from today to the booking horizon, with their charters' enquiries, where a double
 * booking may be (docs/decisions/0050-calendar-import.md); nothing is read when no calendar is imported.
 */
async function readUpcoming(from: Backend, today: DubaiDate, settings: BookingSettings) {
  const feeds = await from.bookings.importFeeds();
  if (feeds.length === 0) return { bookings: [], enquiries: [] };
  const bookings = await from.bookings.list(today, addDays(today, settings.horizonDays));
  const importedOn = new Set(
    bookings.flatMap((item) =>
      item.kind === 'block' && item.blockKind === 'imported' ? [item.yachtId] : [],
    ),
  );
  const ids = [
    ...new Set(
      bookings.flatMap((item) => (item.enquiryId && importedOn.has(item.yachtId) ? [item.enquiryId] : [])),
    ),
  ];
  return { bookings, enquiries: await enquiriesOf(from, ids) };
}

/**
 * The open enquiries (oldest of each status), how many there are, the bookings their slots may clash with, and the
 * charters whose balance may be due.
 */
async function readOpen(from: Backend, today: DubaiDate) {
  const [lists, counts, settings] = await Promise.all([
    Promise.all(OPEN_STATUSES.map((status) => from.enquiries.oldest(status, QUEUE_LIMIT))),
    Promise.all(OPEN_STATUSES.map((status) => from.enquiries.count(status))),
    from.booking.getSettings(),
  ]);
  const open: Enquiry[] = lists.flat();
  const last = addDays(today, SLOT_CHECK_DAYS);
  const dates = open.flatMap(({ quote }) =>
    quote && quote.selection.date >= today && quote.selection.date <= last ? [quote.selection.date] : [],
  );
  const until = dates.reduce((latest, date) => (date > latest ? date : latest), today);
  const [bookings, balances, upcoming] = await Promise.all([
    dates.length > 0 ? from.bookings.list(addDays(today, -1), until) : [],
    readBalances(from, today, settings),
    readUpcoming(from, today, settings),
  ]);
  return {
    open,
    bookings,
    balances,
    upcoming,
    turnaroundMinutes: settings.turnaroundMinutes,
    counts: Object.fromEntries(OPEN_STATUSES.map((status, index) => [status, counts[index]])),
  };
}

/**
 * The dashboard's data, read through the cached read pattern under `enquiries/…` keys: a status changed or a booking
 * confirmed or cancelled anywhere in the admin (which invalidates 'enquiries') reads it again. `now` is taken when
 * the screen opens and on Refresh, so ages and Dubai's today move with it.
 */
export function useDashboard() {
  const [now, setNow] = useState(() => Date.now());
  const today = dubaiToday(now);
  const charters = useBackendRead(`enquiries/dashboard/charters/${today}`, (from) =>
    readCharters(from, today),
  );
  const open = useBackendRead(`enquiries/dashboard/open/${today}`, (from) => readOpen(from, today));

  const days =
    charters.status === 'ready' ? charterDays(charters.data.bookings, charters.data.enquiries, now) : null;
  const queue =
    open.status === 'ready' && charters.status === 'ready'
      ? actionQueue({
          enquiries: open.data.open,
          bookings: [
            ...new Map(
              [...open.data.bookings, ...charters.data.bookings, ...open.data.balances.bookings].map((b) => [
                b.id,
                b,
              ]),
            ).values(),
          ],
          bookedEnquiries: [
            ...charters.data.enquiries,
            ...open.data.balances.enquiries,
            ...open.data.upcoming.enquiries,
          ],
          upcoming: open.data.upcoming.bookings,
          turnaroundMinutes: open.data.turnaroundMinutes,
          balanceDueHours: open.data.balances.balanceDueHours,
          now,
        })
      : null;

  return {
    now,
    charters,
    open,
    days,
    queue,
    counts: open.status === 'ready' ? open.data.counts : null,
    refresh() {
      setNow(Date.now());
      charters.retry();
      open.retry();
    },
  };
}
