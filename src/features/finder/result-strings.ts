/** The finder's answer (loaded with its code, in the "later" catalogue): the list, why nothing is free, alternatives. */
import { msg, plural } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

export const finderResultStrings = translated({
  loadFailed: msg`We could not check which yachts are free.`,
  freeFor: (count: number, date: string, start: string, hours: number, guests: number) =>
    msg`${plural(count, { one: '# yacht is free', other: '# yachts are free' })} on ${date} at ${start} for ${plural(hours, { one: '# hour', other: '# hours' })}, ${plural(guests, { one: '# guest', other: '# guests' })}.`,
  matching: (count: number) => msg`${plural(count, { one: '# yacht matches', other: '# yachts match' })}.`,
  listLabel: msg`Yachts found`,
  total: (hours: number) => msg`for ${plural(hours, { one: '# hour', other: '# hours' })}, VAT included`,
  size: (feet: string) => msg`Size: ${feet}`,
  capacity: (guests: number) => msg`Up to ${guests} guests`,
  book: msg`Book`,
  bookYacht: (name: string) => msg`Book ${name}`,
  showMore: (count: number) => msg`Show ${count} more`,
  noResult: msg`No yacht is free for this selection.`,
  pastDate: msg`That date has passed. Choose a date from today on.`,
  beyondHorizon: (days: number) =>
    msg`That date is too far ahead: we take bookings up to ${plural(days, { one: '# day', other: '# days' })} ahead.`,
  partyTooLarge: (guests: number, largest: number) =>
    msg`No yacht takes ${plural(guests, { one: '# guest', other: '# guests' })}: our largest takes up to ${largest}.`,
  filtersExcludeAll: msg`No yacht matches your filters.`,
  filtersHide: msg`Some yachts are free but do not match your filters.`,
  clearFilters: msg`Clear the filters`,
  hoursNotOffered: (hours: number) =>
    msg`No yacht can be chartered for ${plural(hours, { one: '# hour', other: '# hours' })} that day.`,
  startNotOffered: (start: string) =>
    msg`A charter cannot start at ${start} that day (too soon, or outside our sailing hours).`,
  allBooked: msg`Every yacht for your party is booked at that time.`,
  sameDay: msg`Other start times that day:`,
  nextFreeDay: (date: string) => msg`The next free day, ${date}:`,
  startOption: (start: string, yachts: number) =>
    msg`${start} (${plural(yachts, { one: '# yacht free', other: '# yachts free' })})`,
  largestParty: (guests: number) =>
    msg`See yachts for ${plural(guests, { one: '# guest', other: '# guests' })}`,
  alternatives: msg`Nearest alternatives`,
});
