/**
 * A finder result's "Book" link: the yacht page with the selection in the booking panel's own share-link
 * parameters (`?date=2025-03-14&start=18:00&hours=4&guests=20`), which the panel reads to open prefilled.
 */
import { clockToMinute, selectionToSearchParams } from '../booking/share-link';
import type { FinderSelection } from './types';

/** The query (with its `?`) that opens a booking panel with the selection; '' without one. */
export function bookingSearch(selection: FinderSelection | null): string {
  if (selection === null) return '';
  const startMinute = clockToMinute(selection.start) ?? undefined;
  const query = selectionToSearchParams({
    date: selection.date,
    startMinute,
    hours: selection.hours,
    guests: selection.guests,
  }).toString();
  return query === '' ? '' : `?${query}`;
}

/** The yacht page's address (`paths.yacht(id)`, which the domain cannot build) with the selection's query. */
export const bookingHref = (yachtPath: string, selection: FinderSelection | null): string =>
  `${yachtPath}${bookingSearch(selection)}`;
