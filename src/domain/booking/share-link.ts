/**
 * A booking selection as URL search parameters, so "Share this quote" (and the assistant) can give a link that
 * reopens the same selection: `?date=2025-03-14&start=17:30&hours=3&guests=10&addons=cake,jetski`. Nothing personal
 * is ever put in it. Reading is forgiving: each parameter that is missing or cannot be read is left out, and the
 * booking panel checks the rest like anything the visitor picks.
 */
import { isDubaiDate, MINUTES_PER_DAY } from './dubai-time';
import type { BookingSelection } from './quote';
import { SHARE_PARAMS } from './share-params';

export { SHARE_PARAMS };

/** Ids are kept short and plain, so a crafted link cannot carry anything else. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WHOLE_PATTERN = /^\d{1,3}$/;
const MAX_ADD_ONS = 20;

const pad = (value: number) => String(value).padStart(2, '0');

/** `17:30` for minute 1050 (a clock time, not a formatted one: links are the same in every language). */
export function minuteToClock(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** The minute after midnight of `HH:MM`, or null. */
export function clockToMinute(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const isWhole = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value < 1000;

/** The search parameters of a (partial) selection, in a fixed order; values that are not valid are left out. */
export function selectionToSearchParams(selection: Partial<BookingSelection>): URLSearchParams {
  const params = new URLSearchParams();
  const { yachtId, date, startMinute, hours, guests, addOnIds } = selection;
  if (yachtId !== undefined && ID_PATTERN.test(yachtId)) params.set(SHARE_PARAMS.yachtId, yachtId);
  if (date !== undefined && isDubaiDate(date)) params.set(SHARE_PARAMS.date, date);
  if (
    startMinute !== undefined &&
    Number.isInteger(startMinute) &&
    startMinute >= 0 &&
    startMinute < MINUTES_PER_DAY
  ) {
    params.set(SHARE_PARAMS.startMinute, minuteToClock(startMinute));
  }
  if (isWhole(hours)) params.set(SHARE_PARAMS.hours, String(hours));
  if (isWhole(guests)) params.set(SHARE_PARAMS.guests, String(guests));
  const ids = (addOnIds ?? []).filter((id) => ID_PATTERN.test(id));
  if (ids.length > 0) params.set(SHARE_PARAMS.addOnIds, ids.slice(0, MAX_ADD_ONS).join(','));
  return params;
}

function readWhole(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name)?.trim();
  return value !== undefined && WHOLE_PATTERN.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/** The parts of a selection a link holds (other parameters, such as utm_source, are ignored). */
export function selectionFromSearchParams(search: string | URLSearchParams): Partial<BookingSelection> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const selection: Partial<BookingSelection> = {};
  const yachtId = params.get(SHARE_PARAMS.yachtId)?.trim();
  if (yachtId && ID_PATTERN.test(yachtId)) selection.yachtId = yachtId;
  const date = params.get(SHARE_PARAMS.date)?.trim();
  if (date && isDubaiDate(date)) selection.date = date;
  const start = clockToMinute(params.get(SHARE_PARAMS.startMinute)?.trim() ?? '');
  if (start !== null) selection.startMinute = start;
  const hours = readWhole(params, SHARE_PARAMS.hours);
  if (hours !== undefined) selection.hours = hours;
  const guests = readWhole(params, SHARE_PARAMS.guests);
  if (guests !== undefined) selection.guests = guests;
  const addOns = params.get(SHARE_PARAMS.addOnIds);
  if (addOns !== null) {
    const ids = [...new Set(addOns.split(',').map((id) => id.trim()))].filter((id) => ID_PATTERN.test(id));
    if (ids.length > 0) selection.addOnIds = ids.slice(0, MAX_ADD_ONS);
  }
  return selection;
}

/**
 * The link that reopens a selection on a page: the page's address (origin and path; its own query and fragment
 * dropped, so nothing else travels with the link) with the selection's parameters.
 */
export function shareLink(pageUrl: string, selection: Partial<BookingSelection>): string {
  const url = new URL(pageUrl);
  url.search = selectionToSearchParams(selection).toString();
  url.hash = '';
  return url.toString();
}
