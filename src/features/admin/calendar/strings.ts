/** What the calendar screen says. */
export const calendarStrings = {
  title: 'Calendar',
  loadFailed: 'Could not load the bookings and blocks. Please try again.',
  yachtsLoadFailed: 'Could not load the yachts. Please try again.',
  noYachts: 'No yachts yet: add one under Products.',
  blockAdded: 'Block added.',
  blockAddFailed: 'Could not add the block.',
  removeBlockDetail: 'The yacht becomes free for bookings at these times again.',
  chooseYacht: 'Choose a yacht.',
  enterDate: 'Enter a date.',
  enterTime: 'Enter a time (HH:MM).',
  endAfterStart: 'The end must be after the start.',
  enterReason: 'Enter a reason for the block.',
  timesNote: 'All times are Dubai time.',
} as const;

export const blockKindLabels = { maintenance: 'Maintenance', private: 'Private use' } as const;
