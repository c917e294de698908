import { isLocale, LOCALE_INFO } from '../../../domain/locales';
/** What the enquiries pipeline says (shared admin messages are in ../strings.ts). */
export const pipelineStrings = {
  searchFailed: 'Could not search the enquiries. Please try again.',
  noResults: 'No enquiry matches this search.',
  confirmFailed: 'Could not confirm this booking.',
  clash: 'Not booked: the slot is taken.',
  cancelFailed: 'Could not cancel the booking.',
  cancelQuestion: 'Cancel this booking? The slot becomes free for others.',
  booked: 'Booked. The slot is now blocked on the calendar.',
  bookingCancelled: 'Booking cancelled: the slot is free again.',
  notesLoadFailed: 'Could not load the notes. Please try again.',
  noteFailed: 'Could not add the note.',
  noNotes: 'No notes yet.',
  writeNote: 'Write the note first.',
  /** The server could not email the operator about it (docs/decisions/0035). */
  notificationFailed: (error: string) => `Operator email failed: ${error || 'no reason given'}`,
} as const;

/** What the price check of a stored quote says (domain/booking/quote-check.ts). */
export const quoteCheckStrings = {
  checking: 'Checking the price against today’s price list...',
  failed: 'Could not check the price against today’s price list: check it before confirming.',
  matches: 'Price checked: the quote matches today’s price list.',
  differsTitle: 'The quote differs from today’s price list.',
  noYachtTitle: 'Yacht no longer in the fleet.',
  noYacht: (id: string) =>
    `The quote is for a yacht (id “${id}”) that is no longer in the fleet: its price cannot be checked and Confirm will be refused.`,
  refusedTitle: 'Confirm will be refused:',
  notStored: 'not in the quote',
  notOffered: 'not offered',
  asQuoted: (name: string) => `quoted as “${name}”`,
  notInFleet: 'no longer in the fleet',
  fleetUnread: 'as quoted; the fleet could not be read',
} as const;

export const statusLabels = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  lost: 'Lost',
} as const;

/** The language an enquiry was sent from, by its English name; an unknown code as it is. */
export const languageOf = (code: string) => (isLocale(code) ? LOCALE_INFO[code].englishName : code);

/** What the deposit panel says (docs/decisions/0037-deposits.md). */
export const depositStrings = {
  heading: 'Deposit',
  create: 'Create deposit link',
  renew: 'Make a new deposit link',
  creating: 'Making the link...',
  created: 'Deposit link made: copy it or send it on WhatsApp.',
  failed: 'Could not make the deposit link.',
  linkLabel: 'Deposit payment link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it.',
  whatsapp: 'Send on WhatsApp',
  paidBadge: 'Deposit paid',
  sent: (amount: string, expires: string) =>
    `Link for the ${amount} deposit sent; it expires ${expires} (Dubai).`,
  paid: (amount: string, when: string) => `${amount} deposit paid ${when} (Dubai).`,
  expired: (amount: string, when: string) =>
    `The link for the ${amount} deposit expired ${when} (Dubai), unpaid.`,
} as const;

/** What the hold panel says (docs/decisions/0052-quote-holds.md). */
export const holdStrings = {
  heading: 'Hold the slot',
  hoursLabel: 'Hold for (hours)',
  hold: 'Hold the slot',
  holdAgain: 'Hold again from now',
  holding: 'Holding...',
  release: 'Release hold',
  releasing: 'Releasing...',
  none: 'Not held: a visitor can still book this time.',
  heldUntil: (when: string) => `Held until ${when} (Dubai): visitors and the finder see the yacht taken.`,
  lapsed: (when: string) => `The hold lapsed on ${when} (Dubai): the slot is free to others again.`,
  held: (when: string) => `Held until ${when} (Dubai).`,
  released: 'Hold released: the slot is free to others again.',
  holdFailed: 'Could not hold the slot.',
  holdClash: 'Could not hold the slot:',
  releaseFailed: 'Could not release the hold. Please try again.',
} as const;
