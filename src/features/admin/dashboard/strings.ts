/** What the dashboard says (the admin area is in English). */
export const dashboardStrings = {
  title: 'Dashboard',
  refresh: 'Refresh',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noCharters: 'No charters.',
  /** A queue item whose stored enquiry could not be read: its screen says why and deletes it. */
  unreadable: 'could not be read: open it to delete it',
  chartersFailed: 'Could not load the charters. Please try again.',
  queue: 'To do',
  queueFailed: 'Could not load the action queue. Please try again.',
  queueEmpty: 'Nothing waiting: every enquiry has been answered.',
  newEnquiries: 'New enquiries to contact',
  quotes: 'Quotes waiting for an answer',
  balances: 'Balances due within 48 hours or overdue',
  slotsTaken: 'Requests for a slot booked since',
  unknownYacht: 'Yacht no longer in the fleet',
  unknownClient: 'Client unknown (enquiry not found)',
  depositPaid: 'Deposit paid online',
  balanceNote: 'Balance due = total − paid (the payments recorded on the enquiry)',
  showAll: 'Show all',
  more: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
} as const;
