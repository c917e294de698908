/**
 * What the home page needs of the finder's address before the form's code loads: its parameters' names (the finder's
 * URL, domain/finder/url.ts, whose names these are: a unit test keeps them equal), whether the address asks anything,
 * and today's Dubai date.
 */
export const PARAMS = {
  date: 'date',
  start: 'start',
  hours: 'hours',
  guests: 'guests',
  minGuests: 'cap',
  price: 'price',
  feet: 'ft',
  vipOnly: 'vip',
  sort: 'sort',
} as const;

/**
 * The Dubai date (`YYYY-MM-DD`) at `now` (epoch ms): Dubai is UTC+4 all year. The same as the booking domain's
 * `dubaiToday` (a unit test checks it), without loading its module on the first visit.
 */
export const dubaiDate = (now: number) => new Date(now + 4 * 3_600_000).toISOString().slice(0, 10);

/** True when the address asks the finder anything (a selection, a filter or a sort). */
export const asksFinder = (search: string) => {
  const params = new URLSearchParams(search);
  return Object.values(PARAMS).some((name) => params.has(name));
};
