/**
 * What the finder's form shows and sends, read from the address as it is (the finder's URL, domain/finder/url.ts,
 * whose names and defaults these are: a unit test keeps them equal). Light on purpose: the form is on the home
 * page's first view, and the engine (which reads, checks and writes the canonical state) loads with the answer.
 */
import { PARAMS } from './address';

export { asksFinder, dubaiDate, PARAMS } from './address';

const SELECTION = [PARAMS.date, PARAMS.start, PARAMS.hours, PARAMS.guests] as const;

export const DEFAULTS = { start: '18:00', hours: '3', guests: '2' } as const;

/** The start times offered: the default operating hours (08:00, the last an hour before midnight) every 30 minutes. */
export const STARTS = Array.from({ length: 31 }, (_, index) => {
  const minute = 8 * 60 + index * 30;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 === 0 ? '00' : '30'}`;
});

/** The selection part of an address, to tell a change of selection (a history step) from one of filters or sort. */
export function selectionKey(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.get(PARAMS.date)) return '';
  return SELECTION.map((name) => params.get(name) ?? '').join('|');
}

/** The query a sent form asks for: filled fields only, ranges joined (`500-2000`), no selection without a date. */
export function formSearch(data: FormData): string {
  const fields = new Map<string, string>();
  data.forEach((value, key) => {
    if (typeof value === 'string' && value.trim() !== '') fields.set(key, value.trim());
  });
  const params = new URLSearchParams();
  if (fields.has(PARAMS.date))
    SELECTION.forEach((name) => fields.has(name) && params.set(name, fields.get(name) ?? ''));
  if (fields.has(PARAMS.minGuests)) params.set(PARAMS.minGuests, fields.get(PARAMS.minGuests) ?? '');
  for (const name of [PARAMS.price, PARAMS.feet]) {
    const min = fields.get(`${name}-min`) ?? '';
    const max = fields.get(`${name}-max`) ?? '';
    if (min || max) params.set(name, `${min}-${max}`);
  }
  if (fields.get(PARAMS.vipOnly) === '1') params.set(PARAMS.vipOnly, '1');
  if (fields.has(PARAMS.sort)) params.set(PARAMS.sort, fields.get(PARAMS.sort) ?? '');
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The form's fields as the address gives them (what cannot be read is shown as sent; the answer says no more). */
export function formValues(search: string) {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name) ?? '';
  const [priceMin = '', priceMax = ''] = get(PARAMS.price).split('-');
  const [feetMin = '', feetMax = ''] = get(PARAMS.feet).split('-');
  return {
    date: get(PARAMS.date),
    start: get(PARAMS.start) || DEFAULTS.start,
    hours: get(PARAMS.hours) || DEFAULTS.hours,
    guests: get(PARAMS.guests) || DEFAULTS.guests,
    minGuests: get(PARAMS.minGuests),
    priceMin,
    priceMax,
    feetMin,
    feetMax,
    vipOnly: get(PARAMS.vipOnly) === '1',
    sort: get(PARAMS.sort),
  };
}
