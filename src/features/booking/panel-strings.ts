/**
 * Text shown by the booking panel once its code has loaded (with the yacht and package pages only). Its title and
 * loading line are in strings.ts, which every first visit loads.
 */
import { bookingPanelShellStrings } from './strings';

const hoursText = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;

export const bookingPanelStrings = {
  ...bookingPanelShellStrings,
  intro: 'Pick a date, a start time and how long you would like to sail: the price updates as you go.',
  packageIncludes: (name: string) => `${name} includes:`,
  date: 'Date',
  dateHint: (first: string, last: string) => `From ${first} to ${last}.`,
  fullyBooked: (date: string) => `${date} is fully booked.`,
  fullyBookedDates: (dates: string) => `Fully booked: ${dates}.`,
  nextFreeDates: 'The next dates with free times:',
  noFreeDates: 'No date is free in the booking period. Please message us on WhatsApp.',
  startTime: 'Start time',
  chooseStart: 'Choose a start time',
  dubaiTime: 'All times are Dubai time (GMT+4).',
  startOption: (start: string, end: string, sunset: boolean) =>
    `${start} – ${end}${sunset ? ' · sunset cruise' : ''}`,
  loadingTimes: 'Checking which times are free…',
  busyError: 'We could not check which times are free.',
  retry: 'Try again',
  startRequired: 'Choose a start time.',
  startFromLinkTaken: (time: string) =>
    `${time} is no longer free for this charter. Choose one of the times offered.`,
  sunset: (date: string, time: string) => `Sunset at Dubai Marina on ${date}: ${time} (Dubai time).`,
  hours: 'Hours',
  hoursOption: hoursText,
  hoursHint: (min: number, max: number, weekday: string) =>
    min === max
      ? `${hoursText(min)} on ${weekday}s.`
      : `From ${hoursText(min)} (the minimum on ${weekday}s) to ${hoursText(max)}.`,
  hoursAdjusted: (requested: number, used: number, weekday: string) =>
    `${hoursText(requested)} cannot be booked on ${weekday}s, so the quote is for ${hoursText(used)}.`,
  guests: 'Guests',
  guestsHint: (capacity: number) => `Up to ${capacity} guests.`,
  addOns: 'Add-ons',
  unit: { booking: 'per booking', hour: 'per hour', guest: 'per guest' },
  addOnLabel: (name: string, price: string, unit: string) => `${name} (${price} ${unit})`,
  quoteTitle: 'Your quote',
  quoteCaption: 'Price of this charter in AED',
  quoteIncomplete: 'The price appears once the date and the number of guests are valid.',
  charterLine: (weekend: boolean, rate: string, hours: number) =>
    `Charter, ${weekend ? 'weekend' : 'weekday'} rate: ${rate} × ${hoursText(hours)}`,
  addOnLine: (name: string, price: string, quantity: number, unit: 'booking' | 'hour' | 'guest') =>
    unit === 'booking'
      ? `${name}: ${price} per booking`
      : `${name}: ${price} × ${quantity} ${unit === 'hour' ? (quantity === 1 ? 'hour' : 'hours') : quantity === 1 ? 'guest' : 'guests'}`,
  vatIncluded: (percent: number) => `VAT ${percent}% (included)`,
  vatAdded: (percent: number) => `VAT ${percent}%`,
  total: 'Total',
  deposit: (percent: number) => `Deposit (${percent}%) to confirm`,
  balance: 'Balance, paid before boarding',
  policy:
    'Free cancellation up to 48 hours before departure; if the weather or the Coast Guard stops the trip, we reschedule or refund.',
  policyLink: 'Booking policies',
  sendWhatsapp: 'Send on WhatsApp',
  requestCallback: 'Request a call back',
  sendCallback: 'Send my call-back request',
  sending: 'Sending…',
  callbackIntro: 'Leave your name and number and we will call you about this quote.',
  fixFirst: 'Please correct the fields marked above first.',
  sendFailed: 'Your request could not be sent. Please check your connection and try again.',
  referenceIntro: 'Your reference:',
  referenceWhatsapp: 'Quote it when you message us. If WhatsApp did not open,',
  openWhatsapp: 'open WhatsApp here',
  referenceCallback: 'We will call you soon about this quote; quote the reference when we talk.',
  share: 'Share this quote',
  shareCopied: 'Link copied. It opens this quote without any personal details.',
  shareManual: 'Copy this link to share the quote:',
  shareLinkLabel: 'Link to this quote',
} as const;

/** Text shown while the booking panel's live data loads (yacht-booking.tsx). */
export const yachtBookingStrings = {
  loadFailed: 'We could not load prices and availability. Please check your connection and try again.',
  packageYacht: 'Yacht',
  chooseYacht: 'Choose a yacht for this package',
  noYachtFits: 'Choose a yacht to see its free times and price.',
} as const;
