/** What the charter panel, the guest list and the manifest say (the admin is in English). */
export const charterStrings = {
  heading: 'Charter page',
  none: 'No charter page yet: the client’s page and the guest list are made for a confirmed enquiry.',
  open: 'Open the charter page',
  opening: 'Opening the charter page...',
  opened: 'Charter page ready: copy its address or send it on WhatsApp.',
  openFailed: 'Could not open the charter page.',
  openAfterConfirmFailed: (reference: string) =>
    `${reference} is booked, but its charter page could not be made: open the enquiry and press “Open the charter page”.`,
  loadFailed: 'Could not load the charter page. Please try again.',
  loading: 'Loading the charter page...',
  pageLink: 'Client’s page',
  guestLink: 'Guest list (for the group)',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the address and copy it.',
  whatsapp: 'Send on WhatsApp',
  update: 'Update the page',
  updating: 'Updating...',
  updated: 'Page updated from the enquiry, the yacht and the settings as they are now.',
  updateFailed: 'Could not update the charter page.',
  newAddress: 'Make a new address',
  newAddressTitle: 'Make a new address?',
  newAddressDetail:
    'The page and the guest list get new addresses and the old links stop working at once: whoever holds them ' +
    'sees nothing. The guests already on the list stay. Send the client the new links.',
  newAddressYes: 'Make new addresses',
  newAddressWorking: 'Making...',
  newAddressDone: 'New addresses made: the old links lead nowhere now. Send the client the new ones.',
  newAddressFailed: 'Could not make a new address.',
  keep: 'Keep the address',
  updatedAt: (when: string) => `Page written ${when} (Dubai).`,
  cancelled: 'This charter was cancelled: its page says so.',
} as const;

export const guestStrings = {
  heading: 'Guest list',
  state: (added: number, booked: number) =>
    added >= booked && booked > 0 ? `Complete (${added} of ${booked})` : `${added} of ${booked}`,
  none: 'No guests on the list yet.',
  add: 'Add a guest',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removed: 'Guest removed.',
  removeFailed: 'Could not remove the guest.',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDetail: 'The guest is taken off the list, with their nationality and ID number.',
  saved: 'Guest saved.',
  saveFailed: 'Could not save the guest.',
  full: 'The list is full: every booked guest is on it.',
  formAdd: 'Add a guest',
  formEdit: (name: string) => `Edit ${name}`,
  name: 'Full name',
  nationality: 'Nationality',
  chooseNationality: 'Choose a country',
  gulf: 'Gulf countries',
  allCountries: 'All countries',
  idType: 'ID type',
  idNumber: 'ID number',
  addedAt: 'Added (Dubai)',
  erased: 'erased',
  print: 'Print manifest',
  erase: 'Erase ID numbers',
  eraseTitle: 'Erase the ID numbers?',
  eraseDetail:
    'The guests’ ID numbers are deleted from storage for good; they cannot be brought back. The names stay for ' +
    'the records unless you erase them too.',
  eraseNames: 'Erase the names too (the list is emptied)',
  eraseYes: 'Erase',
  erasing: 'Erasing...',
  erasedNow: (count: number) => `ID numbers erased: ${count}.`,
  eraseFailed: 'Could not erase the ID numbers.',
  erasedRecord: (when: string, count: number) => `ID numbers erased on ${when} (Dubai): ${count}`,
} as const;

/** What the guest form says of a problem of a field (domain/charter checkGuest). */
export const guestProblemText: Record<string, string> = {
  missing: 'Fill this in.',
  'too-long': 'This is too long.',
  'name-letters': 'Use letters only (any alphabet), with spaces, hyphens or apostrophes.',
  nationality: 'Choose a country.',
  'id-type': 'Choose the ID type.',
  'emirates-id-shape': 'An Emirates ID is 15 digits starting 784: 784-YYYY-NNNNNNN-C.',
  'emirates-id-check-digit': 'This Emirates ID’s last digit does not match: check the number.',
  'passport-shape': 'A passport number is 6 to 9 letters and digits.',
  'gcc-id-shape': 'A GCC national ID is 8 to 12 digits.',
};

export const idTypeLabels = {
  passport: 'Passport',
  'emirates-id': 'Emirates ID',
  'gcc-id': 'GCC national ID',
} as const;

export const manifestStrings = {
  title: 'Passenger manifest',
  yacht: 'Yacht',
  when: 'Date and time',
  reference: 'Reference',
  client: 'Client',
  guests: 'Guests',
  number: 'No.',
  signature: 'Captain’s signature',
  date: 'Date',
  dubai: '(Dubai time, GST)',
} as const;

/** The client's reminder emails (Functions on) on the charter panel. */
export const reminderEmailStrings = {
  label: 'Client’s email for the reminders',
  fromDeposit: (email: string) => `Empty: the email the deposit was paid with (${email}).`,
  help: 'With the site’s server (Cloud Functions) and its mail on, the day-before and 2-hour reminders are emailed to it automatically, once each, in the client’s language. Without them, send the reminders on WhatsApp from the dashboard.',
  save: 'Save the email',
  saving: 'Saving...',
  saved: 'Email for the reminders saved.',
  cleared: 'Email for the reminders removed.',
  failed: 'Could not save the email.',
  status: { sending: 'being sent', sent: 'emailed', failed: 'not sent' },
  line: (kind: string, status: string, at: string) => `${kind}: ${status} ${at}`,
  failedWhy: (error: string) => `${error} It is tried again every 15 minutes while it is due.`,
} as const;

export const reminderStrings = {
  incomplete: 'Guest lists incomplete, departing within 48 hours',
  reminders: 'Reminders to send',
  listState: (added: number, booked: number) => `${added} of ${booked} on the list`,
  kind: { '24h': 'day-before reminder', '2h': '2-hour reminder' },
  send: (who: string) => `Send the reminder to ${who} on WhatsApp`,
  sendShort: 'Send on WhatsApp',
  emailed: 'already emailed',
  sailsIn: (duration: string) => `sails in ${duration}`,
  guestListsFailed: 'Could not read the guest lists of the coming charters.',
  guestList: 'Guest list',
  complete: 'complete',
  erasureFailed: (references: string) =>
    `The ID numbers due for erasure could not all be erased (${references}). Open each charter and press “Erase ID numbers”, or reload to try again.`,
  erasureCheckFailed:
    'Could not check which charters’ ID numbers are due for erasure. Reload the admin to try again.',
} as const;
