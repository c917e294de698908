/**
 * The names of a booking selection's URL search parameters (share-link.ts): on their own, so the page can tell that
 * its address carries a selection without the code that reads it.
 */
export const SHARE_PARAMS = {
  yachtId: 'yacht',
  date: 'date',
  startMinute: 'start',
  hours: 'hours',
  guests: 'guests',
  addOnIds: 'addons',
} as const;
