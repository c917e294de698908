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
  doubleBooking: (other: string) => `Double booking with ${other}`,
  heldUntil: (when: string) => `Held until ${when} (Dubai)`,
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

export const blockKindLabels = {
  maintenance: 'Maintenance',
  private: 'Private use',
  imported: 'Sold elsewhere',
  hold: 'On hold',
} as const;

/** What the calendar feed's panel says (docs/decisions/0036-calendar-feed.md). */
export const feedStrings = {
  open: 'Calendar feed',
  title: 'Subscribe from a phone calendar',
  intro:
    'Your phone’s calendar subscribes to this address and keeps itself up to date: confirmed charters from four weeks back to a year ahead, in Dubai time, with the yacht, guests, client, phone and reference. A cancelled charter disappears.',
  needsFunctions:
    'A calendar feed that stays up to date needs Cloud Functions (VITE_USE_FUNCTIONS, see the README). Until they are on, use Export .ics and import the file again after changes.',
  loading: 'Loading the feed...',
  loadFailed: 'Could not load the calendar feed. Please try again.',
  none: 'No feed address yet. Make one, then add it to your calendar app.',
  create: 'Make the feed address',
  address: 'Subscription address',
  secretNote:
    'Anyone with this address can read your charters, with the clients’ names and phones: share it only with your own calendars. If it leaks, make a new one.',
  howTo:
    'Google Calendar: Other calendars, From URL, paste the address. iPhone: tap Subscribe on this device, or Settings, Calendar, Accounts, Add Subscribed Calendar.',
  subscribe: 'Subscribe on this device',
  copy: 'Copy the address',
  copied: 'Address copied.',
  copyFailed: 'Could not copy: select the address and copy it yourself.',
  rotate: 'Make a new address',
  rotateQuestion:
    'Make a new address? The old one stops working at once: every calendar subscribed to it stops updating until you subscribe it to the new one.',
  rotateConfirm: 'Yes, make a new address',
  rotateKeep: 'Keep this address',
  rotating: 'Making a new address...',
  created: 'The feed address is ready: add it to your calendar app.',
  rotated: 'New address made; the old one no longer works. Subscribe your calendars to the new one.',
  rotateFailed: 'Could not make a new address. Please try again.',
  close: 'Close',
} as const;

/** What the imported calendars' panel says (docs/decisions/0050-calendar-import.md). */
export const importStrings = {
  open: 'Import calendars',
  title: 'Calendars from other channels',
  intro:
    'Slots sold on a marketplace or written in the crew’s calendar become blocks here, so nobody books them twice. Add the channel’s iCal address, or upload its .ics file. With Cloud Functions on, the server reads the addresses every 15 minutes.',
  loading: 'Loading the feeds...',
  loadFailed: 'Could not load the imported calendars. Please try again.',
  none: 'No calendars imported yet.',
  uploadedFiles: 'Uploaded .ics files',
  neverSynced: 'Not synced yet.',
  lastSuccess: (when: string, blocks: number) =>
    `Last synced ${when} (Dubai): ${blocks} ${blocks === 1 ? 'block' : 'blocks'}.`,
  lastFailed: (when: string, message: string) =>
    `The last sync${when ? ` (${when})` : ''} failed: ${message} The blocks of the last good sync stay.`,
  syncNow: 'Sync now',
  upload: 'Upload .ics',
  remove: 'Remove',
  removeQuestion: (label: string, blocks: number) =>
    `Remove ${label}? Its ${blocks} ${blocks === 1 ? 'block goes' : 'blocks go'} from the calendar, and those times become free here.`,
  removeConfirm: 'Yes, remove the feed',
  keep: 'Keep it',
  removed: (label: string) => `${label} removed, with its blocks.`,
  removeFailed: 'Could not remove the feed.',
  synced: (label: string, report: { added: number; updated: number; removed: number }) =>
    report.added + report.updated + report.removed === 0
      ? `${label} synced: nothing changed.`
      : `${label} synced: ${report.added} new, ${report.updated} moved, ${report.removed} removed.`,
  syncFailed: (label: string, message: string) =>
    `${label} could not be read: ${message} Its blocks stay as they were.`,
  syncError: (label: string) => `Could not store the sync of ${label}.`,
  addTitle: 'Add a calendar',
  label: 'Label',
  labelHint: 'The channel’s name, e.g. GetMyBoat or Crew calendar.',
  address: 'iCal address (optional)',
  addressHint:
    'https:// or webcal://, from the channel’s calendar export. Leave it empty to upload .ics files.',
  add: 'Add calendar',
  adding: 'Adding...',
  addFailed: 'Could not add the calendar.',
  addedWithAddress: (label: string) => `${label} added: press Sync now to read it.`,
  addedForFiles: (label: string) => `${label} added: upload its .ics file.`,
  close: 'Close',
} as const;

/** What a yacht's feed of busy times says (docs/decisions/0050-calendar-import.md): the same parts as the feed above. */
export const yachtFeedStrings = {
  ...feedStrings,
  title: 'Busy times for other channels',
  intro:
    'Marketplaces (GetMyBoat, Click&Boat, SamBoat, Airbnb) import this address to block the times this yacht is booked or blocked here. Each time is just “Not available”: no client, phone or reason.',
  needsFunctions:
    'An address the marketplaces read by themselves needs Cloud Functions (VITE_USE_FUNCTIONS, see the README). Until then, download the busy times below and upload the file on the marketplace.',
  loading: 'Loading the address...',
  loadFailed: 'Could not load the address. Please try again.',
  none: 'No address yet. Make one, then paste it into the marketplace’s calendar import.',
  create: 'Make the address',
  address: 'Address for the marketplaces',
  secretNote:
    'Anyone with this address sees when the yacht is busy, nothing more. If you stop working with a marketplace, make a new address.',
  howTo:
    'On the marketplace: the listing’s calendar, “Import calendar” or “Sync calendars”, paste the address.',
  rotateQuestion:
    'Make a new address? The old one stops working at once: every marketplace importing it stops seeing this yacht’s busy times until you give it the new one.',
  created: 'The address is ready: paste it into the marketplace’s calendar import.',
  rotated: 'New address made; the old one no longer works. Give the new one to the marketplaces.',
  download: 'Download busy times (.ics)',
  downloaded: (count: number, fileName: string) =>
    `Downloaded ${count} busy ${count === 1 ? 'time' : 'times'} from today on as ${fileName}.`,
  downloadFailed: 'Could not read the busy times. Please try again.',
} as const;
