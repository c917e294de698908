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
  free: 'Free',
  timelineLabel: 'Day time bar: scroll sideways to see every hour',
  cancelTitle: (reference: string) => `Cancel booking ${reference}?`,
  cancelDetail:
    'The slot becomes free for other bookings and the enquiry goes back to quoted. Tell the guest yourself.',
  keepBooking: 'Keep the booking',
  confirmCancel: 'Yes, cancel the booking',
  cancelling: 'Cancelling...',
  bookingCancelled: (reference: string) => `Booking ${reference} cancelled; its slot is free again.`,
  cancelFailed: 'Could not cancel the booking.',
  exportTitle: 'Export confirmed charters (.ics)',
  exportRange:
    'Confirmed charters from today (Dubai) on, as an .ics file for Google Calendar, Apple Calendar or Outlook. Times are Dubai time; importing a newer file updates the same events.',
  exported: (count: number, fileName: string) =>
    count === 0
      ? `No confirmed charters from today on: ${fileName} is an empty calendar.`
      : `Downloaded ${count} confirmed ${count === 1 ? 'charter' : 'charters'} as ${fileName}.`,
  exportFailed: 'Could not export the charters. Please try again.',
} as const;

export const blockKindLabels = { maintenance: 'Maintenance', private: 'Private use' } as const;
