/**
 * Text shown by the booking panel once its code has loaded (with the yacht and package pages only). Its title and
 * loading line are in shell-strings.ts (bookingPanelShellStrings), which the placeholder shows while this loads.
 */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';
import { tooManyRequestsMessage } from '../callback';

const hoursText = (count: number) => i18n._(msg`${plural(count, { one: '# hour', other: '# hours' })}`);

type Unit = 'booking' | 'hour' | 'guest';

export const bookingPanelStrings = translated({
  intro: msg`Pick a date, a start time and how long you would like to sail: the price updates as you go.`,
  voucherOpen: msg`Have a voucher code?`,
  voucherLabel: msg`Voucher code`,
  voucherCheck: msg`Check the code`,
  voucherChecking: msg`Checking...`,
  voucherValid: (amount: string, until: string) =>
    msg`A credit of ${amount}, valid until ${until}: it is sent with your request, and taken off when your charter is confirmed.`,
  voucherFormat: msg`A voucher code is 10 letters and digits, as it was sent to you.`,
  voucherUnknown: msg`No voucher has this code. Please check it.`,
  voucherExpired: msg`This voucher has expired.`,
  voucherUsed: msg`This voucher has been used up.`,
  voucherFailed: msg`The code could not be checked just now. Please try again.`,
  packageIncludes: (name: string) => msg`${name} includes:`,
  date: msg`Date`,
  dateHint: (first: string, last: string) => msg`From ${first} to ${last}.`,
  fullyBooked: (date: string) => msg`${date} is fully booked.`,
  fullyBookedDates: (dates: string) => msg`Fully booked: ${dates}.`,
  nextFreeDates: msg`The next dates with free times:`,
  noFreeDates: msg`No date is free in the booking period. Please message us on WhatsApp.`,
  startTime: msg`Start time`,
  chooseStart: msg`Choose a start time`,
  dubaiTime: msg`All times are Dubai time (GMT+4).`,
  startOption: (start: string, end: string, sunset: boolean) =>
    sunset ? msg`${start} – ${end} · sunset cruise` : msg`${start} – ${end}`,
  loadingTimes: msg`Checking which times are free…`,
  busyError: msg`We could not check which times are free.`,
  retry: msg`Try again`,
  startRequired: msg`Choose a start time.`,
  startFromLinkTaken: (time: string) =>
    msg`${time} is no longer free for this charter. Choose one of the times offered.`,
  sunset: (date: string, time: string) => msg`Sunset at Dubai Marina on ${date}: ${time} (Dubai time).`,
  hours: msg`Hours`,
  hoursOption: (count: number) => msg`${plural(count, { one: '# hour', other: '# hours' })}`,
  hoursHint: (min: number, max: number, weekday: string) => {
    const minimum = hoursText(min);
    const maximum = hoursText(max);
    return min === max
      ? msg`${minimum} on ${weekday}s.`
      : msg`From ${minimum} (the minimum on ${weekday}s) to ${maximum}.`;
  },
  hoursAdjusted: (requested: number, used: number, weekday: string) => {
    const asked = hoursText(requested);
    const quoted = hoursText(used);
    return msg`${asked} cannot be booked on ${weekday}s, so the quote is for ${quoted}.`;
  },
  guests: msg`Guests`,
  guestsHint: (capacity: number) => msg`Up to ${plural(capacity, { one: '# guest', other: '# guests' })}.`,
  addOns: msg`Add-ons`,
  unit: { booking: msg`per booking`, hour: msg`per hour`, guest: msg`per guest` },
  addOnLabel: (name: string, price: string, unit: string) => msg`${name} (${price} ${unit})`,
  quoteTitle: msg`Your quote`,
  quoteCaption: msg`Price of this charter in AED`,
  quoteIncomplete: msg`The price appears once the date and the number of guests are valid.`,
  charterLine: (weekend: boolean, rate: string, hours: number) => {
    const duration = hoursText(hours);
    return weekend
      ? msg`Charter, weekend rate: ${rate} × ${duration}`
      : msg`Charter, weekday rate: ${rate} × ${duration}`;
  },
  addOnLine: (name: string, price: string, quantity: number, unit: Unit) => {
    if (unit === 'booking') return msg`${name}: ${price} per booking`;
    const times =
      unit === 'hour'
        ? i18n._(msg`${plural(quantity, { one: '# hour', other: '# hours' })}`)
        : i18n._(msg`${plural(quantity, { one: '# guest', other: '# guests' })}`);
    return msg`${name}: ${price} × ${times}`;
  },
  vatIncluded: (percent: number) => msg`VAT ${percent}% (included)`,
  vatAdded: (percent: number) => msg`VAT ${percent}%`,
  total: msg`Total`,
  deposit: (percent: number) => msg`Deposit (${percent}%) to confirm`,
  balance: msg`Balance, paid before boarding`,
  balanceDue: (hours: string) => msg`Balance, due ${hours} before departure`,
  policy: (hours: string) =>
    msg`Full refund up to ${hours} before departure; if the weather or the Coast Guard stops the trip, a credit or a new date.`,
  policyNoFullRefund: msg`Refunds follow the hours left before departure; if the weather or the Coast Guard stops the trip, a credit or a new date.`,
  policyLink: msg`Booking policies`,
  sendWhatsapp: msg`Send on WhatsApp`,
  requestCallback: msg`Request a call back`,
  sendCallback: msg`Send my call-back request`,
  sending: msg`Sending…`,
  callbackIntro: msg`Leave your name and number and we will call you about this quote.`,
  fixFirst: msg`Please correct the fields marked above first.`,
  sendFailed: msg`Your request could not be sent. Please check your connection and try again.`,
  // The call-back form's, word for word.
  tooManyRequests: tooManyRequestsMessage,
  slotTaken: msg`This time was booked a moment ago. Please choose another start time.`,
  serverPrice: (total: string) =>
    msg`We have checked the price with today's rates: the total for this charter is ${total}. This is the price we will confirm.`,
  referenceIntro: msg`Your reference:`,
  referenceWhatsapp: msg`Quote it when you message us. If WhatsApp did not open,`,
  openWhatsapp: msg`open WhatsApp here`,
  referenceCallback: msg`We will call you soon about this quote; quote the reference when we talk.`,
  share: msg`Share this quote`,
  shareCopied: msg`Link copied. It opens this quote without any personal details.`,
  shareManual: msg`Copy this link to share the quote:`,
  shareLinkLabel: msg`Link to this quote`,
});

/** Text shown while the booking panel's live data loads (yacht-booking.tsx). */
export const yachtBookingStrings = translated({
  loadFailed: msg`We could not load prices and availability. Please check your connection and try again.`,
  packageYacht: msg`Yacht`,
  chooseYacht: msg`Choose a yacht for this package`,
  /** A yacht in the package's yacht chooser: its name and how many guests it takes. */
  yachtOption: (name: string, capacity: number) =>
    msg`${name} · ${plural(capacity, { one: '# guest', other: '# guests' })}`,
  noYachtFits: msg`Choose a yacht to see its free times and price.`,
});
