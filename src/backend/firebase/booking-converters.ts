import { type Weekday } from '../../domain/booking/dubai-time';
import { TRANSLATED_LOCALES } from '../../domain/locales';
import { type QuoteLine } from '../../domain/booking/quote';
import {
  ADD_ON_UNITS,
  DEFAULT_BOOKING_SETTINGS,
  MAX_DEPOSIT_HOLD_HOURS,
  hasErrors,
  validateBookingSettings,
  type AddOn,
  type BookingSettings,
} from '../../domain/booking/settings';
import {
  CAMPAIGN_KEYS,
  ENQUIRY_STATUSES,
  ENQUIRY_FLAGS,
  NOTIFICATION_STATUSES,
  type Campaign,
  type Enquiry,
  type EnquiryNote,
  type EnquiryQuote,
  type OperatorNotification,
  readableEnquiry,
} from '../../domain/enquiry';
import { BLOCK_KINDS, type Booking, type DayInterval } from '../../domain/booking/bookings';
import { isLive } from '../../domain/booking/hold';
import { type FleetYacht } from '../../domain/booking/quote-check';
import { DEPOSIT_STATUSES, DEFAULT_DEPOSIT_HOLD_HOURS, type Deposit } from '../../domain/deposit';
import { PAYMENT_LINK_STATUSES } from '../../domain/ledger/payment-link';
import { isoDate, numberFrom, strings, text } from './fields';
import { charterLinkFrom, remindersFrom } from './charter-link-converters';
import { moneyFrom } from './ledger-converters';
import { cancellationFrom, voucherCodeFrom } from './cancellation-converters';
import { isEmailAddress } from '../../domain/charter/charter-link';
import { toBerth, toYachtPriceFields } from './product-fields';

export { toBerth, toYachtPriceFields } from './product-fields';

/**
 * Booking documents as read from Firestore become domain objects here, as converters.ts does for the catalogue:
 * every field is checked, a malformed one gets a safe default, nothing throws. Firebase-free (Timestamps by shape).
 */
type Data = Readonly<Record<string, unknown>>;

const EPOCH = new Date(0).toISOString();

export function asData(raw: unknown): Data {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Data) : {};
}

const whole = (value: unknown, fallback = 0) => {
  const number = numberFrom(value);
  return number !== undefined && Number.isInteger(number) ? number : fallback;
};

function toCampaign(raw: unknown): Campaign {
  const data = asData(raw);
  return Object.fromEntries(
    CAMPAIGN_KEYS.flatMap((key) => (typeof data[key] === 'string' && data[key] ? [[key, data[key]]] : [])),
  );
}

/** A line of the shape before decision 0032: one map per line, in a `lines` list. */
function toLine(raw: unknown): QuoteLine {
  const data = asData(raw);
  const amounts = {
    unitPriceFils: whole(data.unitPriceFils),
    quantity: whole(data.quantity),
    amountFils: whole(data.amountFils),
  };
  if (data.kind === 'add-on') {
    const unit = ADD_ON_UNITS.find((known) => known === data.unit) ?? 'booking';
    return { kind: 'add-on', addOnId: text(data.addOnId), name: text(data.name), unit, ...amounts };
  }
  return { kind: 'charter', rate: data.rate === 'weekend' ? 'weekend' : 'weekday', ...amounts };
}

/** Item `i` of a stored list, or undefined (a list that is missing or too short). */
const itemOf = (list: unknown, i: number): unknown => (Array.isArray(list) ? list[i] : undefined);

/**
 * A quote's lines: the charter line and the add-on lines' parallel lists (booking-payloads.ts storedLines), or the
 * `lines` list stored before them, so older enquiries keep showing. One add-on line per id; a malformed field reads
 * as a safe default.
 */
function toLines(data: Data): QuoteLine[] {
  if (!('charterLine' in data) && !('addOnLines' in data)) {
    return Array.isArray(data.lines) ? data.lines.map(toLine) : [];
  }
  const lines: QuoteLine[] =
    typeof data.charterLine === 'object' && data.charterLine !== null
      ? [toLine({ ...asData(data.charterLine), kind: 'charter' })]
      : [];
  const addOns = asData(data.addOnLines);
  const ids = Array.isArray(addOns.ids) ? addOns.ids : [];
  for (const [i, id] of ids.entries()) {
    lines.push(
      toLine({
        kind: 'add-on',
        addOnId: id,
        name: itemOf(addOns.names, i),
        unit: itemOf(addOns.units, i),
        unitPriceFils: itemOf(addOns.unitPriceFils, i),
        quantity: itemOf(addOns.quantities, i),
        amountFils: itemOf(addOns.amountFils, i),
      }),
    );
  }
  return lines;
}

function toQuote(raw: unknown): EnquiryQuote | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = asData(raw);
  const selection = asData(data.selection);
  const packageName = text(data.packageName);
  return {
    selection: {
      yachtId: text(selection.yachtId),
      date: text(selection.date),
      startMinute: whole(selection.startMinute),
      hours: whole(selection.hours),
      guests: whole(selection.guests),
      addOnIds: strings(selection.addOnIds),
    },
    yachtName: text(data.yachtName),
    ...(packageName ? { packageName } : {}),
    lines: toLines(data),
    subtotalFils: whole(data.subtotalFils),
    vatMode: data.vatMode === 'added' ? 'added' : 'included',
    vatFils: whole(data.vatFils),
    totalFils: whole(data.totalFils),
    depositFils: whole(data.depositFils),
  };
}

/** The server's record of the operator's email (docs/decisions/0035); undefined when there is none or it is unreadable. */
export function toNotification(raw: unknown): OperatorNotification | undefined {
  const data = asData(raw);
  const status = NOTIFICATION_STATUSES.find((known) => known === data.status);
  if (!status) return undefined;
  const error = text(data.error);
  return { status, at: isoDate(data.at) ?? EPOCH, ...(error ? { error } : {}) };
}

export function toEnquiry(id: string, raw: unknown): Enquiry {
  const data = asData(raw);
  const status = ENQUIRY_STATUSES.find((known) => known === data.status) ?? 'new';
  const bookingId = text(data.bookingId);
  const notification = toNotification(data.notification);
  // One document the app cannot read (a date that is not a date) is marked, never thrown: the rest still show.
  return readableEnquiry({
    id,
    reference: text(data.reference) || id,
    channel: data.channel === 'whatsapp' ? 'whatsapp' : 'callback',
    name: text(data.name),
    phone: text(data.phone),
    preferredTime: text(data.preferredTime),
    message: text(data.message),
    language: text(data.language) || 'en',
    campaign: toCampaign(data.campaign),
    quote: toQuote(data.quote),
    createdAt: isoDate(data.createdAt) ?? EPOCH,
    status,
    bookingId: bookingId || null,
    ...holdFrom(data),
    ...(notification ? { notification } : {}),
    ...flagsFrom(data.flags),
    ...depositFrom(data.deposit),
    ...balanceLinkFrom(data.balanceLink),
    ...moneyFrom(data.money),
    ...cancellationFrom(data.cancellation),
    ...voucherCodeFrom(data.voucherCode),
    ...charterLinkFrom(data.charter),
    ...remindersFrom(data.reminders),
  });
}

/** `{ heldUntil, holdId }` while the quote holds (or held) its slot (domain/booking/hold.ts), else nothing. */
function holdFrom(data: Data): Pick<Enquiry, 'heldUntil' | 'holdId'> {
  const heldUntil = isoDate(data.heldUntil);
  const holdId = text(data.holdId);
  return heldUntil && holdId ? { heldUntil, holdId } : {};
}

/** `{ flags }` with the server's known flags (docs/decisions/0040-limits-that-hold.md), else nothing. */
function flagsFrom(raw: unknown): Pick<Enquiry, 'flags'> {
  const flags = ENQUIRY_FLAGS.filter((flag) => Array.isArray(raw) && raw.includes(flag));
  return flags.length > 0 ? { flags } : {};
}

/** `{ deposit }` when the functions stored a well-formed one (docs/decisions/0037-deposits.md), else nothing. */
function depositFrom(raw: unknown): Pick<Enquiry, 'deposit'> {
  const data = asData(raw);
  const status = DEPOSIT_STATUSES.find((known) => known === data.status);
  const createdAt = isoDate(data.createdAt);
  const expiresAt = isoDate(data.expiresAt);
  const url = text(data.url);
  if (!status || !createdAt || !expiresAt || !url.startsWith('https://')) return {};
  const paidAt = isoDate(data.paidAt);
  const email = text(data.email);
  const deposit: Deposit = {
    status,
    url,
    sessionId: text(data.sessionId),
    amountFils: Math.max(0, whole(data.amountFils)),
    createdAt,
    expiresAt,
    ...(paidAt ? { paidAt } : {}),
    ...(isEmailAddress(email) ? { email } : {}),
  };
  return { deposit };
}

/**
 * `{ balanceLink }` when the functions stored a well-formed one (docs/decisions/0047-balance-and-refunds-online.md),
 * else nothing: a page that is not https, an unknown status or no dates are dropped, as for the deposit.
 */
function balanceLinkFrom(raw: unknown): Pick<Enquiry, 'balanceLink'> {
  const data = asData(raw);
  const status = PAYMENT_LINK_STATUSES.find((known) => known === data.status);
  const createdAt = isoDate(data.createdAt);
  const expiresAt = isoDate(data.expiresAt);
  const url = text(data.url);
  const amountFils = whole(data.amountFils);
  const wellFormed = data.purpose === 'balance' && status && createdAt && expiresAt && amountFils > 0;
  if (!wellFormed || !url.startsWith('https://')) return {};
  return {
    balanceLink: {
      purpose: 'balance',
      url,
      sessionId: text(data.sessionId),
      amountFils,
      status,
      createdAt,
      expiresAt,
    },
  };
}

/** The booking settings' hold time for an unpaid deposit link, in hours (the default when none is stored). */
export function toDepositHoldHours(raw: unknown): number {
  const hours = whole(asData(raw).depositHoldHours, DEFAULT_DEPOSIT_HOLD_HOURS);
  return hours >= 1 && hours <= MAX_DEPOSIT_HOLD_HOURS ? hours : DEFAULT_DEPOSIT_HOLD_HOURS;
}

export function toNote(id: string, raw: unknown): EnquiryNote {
  const data = asData(raw);
  return {
    id,
    text: text(data.text),
    createdAt: isoDate(data.createdAt) ?? EPOCH,
    author: text(data.author),
  };
}

export function toBooking(id: string, raw: unknown): Booking {
  const data = asData(raw);
  const common = {
    id,
    yachtId: text(data.yachtId),
    start: isoDate(data.start) ?? EPOCH,
    end: isoDate(data.end) ?? EPOCH,
    createdAt: isoDate(data.createdAt) ?? EPOCH,
  };
  if (data.kind === 'block' && data.blockKind === 'imported') {
    const source = asData(data.source);
    return {
      ...common,
      kind: 'block',
      enquiryId: null,
      reference: null,
      blockKind: 'imported',
      reason: text(data.reason),
      summary: text(data.summary),
      source: {
        feedId: text(source.feedId),
        uid: text(source.uid),
        recurrenceId: text(source.recurrenceId) || null,
      },
      allDay: data.allDay === true,
    };
  }
  if (data.kind === 'block' && data.blockKind === 'hold') {
    return {
      ...common,
      kind: 'block',
      enquiryId: text(data.enquiryId) || null,
      reference: text(data.reference) || null,
      blockKind: 'hold',
      reason: text(data.reason),
      expiresAt: isoDate(data.expiresAt) ?? EPOCH,
    };
  }
  if (data.kind === 'block') {
    const blockKind = BLOCK_KINDS.find((known) => known === data.blockKind) ?? 'maintenance';
    return {
      ...common,
      kind: 'block',
      enquiryId: null,
      reference: null,
      blockKind,
      reason: text(data.reason),
    };
  }
  return {
    ...common,
    kind: 'booking',
    enquiryId: text(data.enquiryId) || null,
    reference: text(data.reference) || null,
  };
}

/**
 * The busy intervals in a `yachtDays` document that still hold at `now` (ms): `{ id, start, end }`, and a hold's
 * `expiresAt`; a lapsed hold is left out, so whoever writes the day back drops it (domain/booking/hold.ts).
 */
export function toDayIntervals(raw: unknown, now = Date.now()): DayInterval[] {
  const intervals = asData(raw).intervals;
  if (!Array.isArray(intervals)) return [];
  return intervals.flatMap((item) => {
    const data = asData(item);
    const start = isoDate(data.start);
    const end = isoDate(data.end);
    const expiresAt = isoDate(data.expiresAt);
    const interval = { id: text(data.id), start, end, ...(expiresAt ? { expiresAt } : {}) };
    return start && end && interval.id && isLive(interval, now) ? [{ ...interval, start, end }] : [];
  });
}

/** Busy intervals as a `yachtDays` document stores them: each instant a Timestamp made by `stamp` (either SDK's). */
export const storedIntervals = <T>(intervals: readonly DayInterval[], stamp: (ms: number) => T) =>
  intervals.map(({ id, start, end, expiresAt }) => ({
    id,
    start: stamp(Date.parse(start)),
    end: stamp(Date.parse(end)),
    ...(expiresAt ? { expiresAt: stamp(Date.parse(expiresAt)) } : {}),
  }));

/** The stored settings when they are valid as a whole, else the defaults. */
export function toBookingSettings(raw: unknown): BookingSettings {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_BOOKING_SETTINGS };
  const data = asData(raw);
  const number = (key: keyof BookingSettings) => whole(data[key], Number.NaN);
  const settings: BookingSettings = {
    weekendDays: Array.isArray(data.weekendDays)
      ? data.weekendDays.map((day) => whole(day, -1) as Weekday)
      : [...DEFAULT_BOOKING_SETTINGS.weekendDays],
    openingMinute: number('openingMinute'),
    closingMinute: number('closingMinute'),
    startStepMinutes: number('startStepMinutes'),
    turnaroundMinutes: number('turnaroundMinutes'),
    leadTimeMinutes: number('leadTimeMinutes'),
    horizonDays: number('horizonDays'),
    depositPercent: number('depositPercent'),
    vatMode: data.vatMode === 'added' ? 'added' : 'included',
    ...(data.depositHoldHours === undefined ? {} : { depositHoldHours: number('depositHoldHours') }),
    ...(data.quoteHoldHours === undefined ? {} : { quoteHoldHours: number('quoteHoldHours') }),
    ...(data.guestListCutoffHours === undefined
      ? {}
      : { guestListCutoffHours: number('guestListCutoffHours') }),
    ...(data.idRetentionDays === undefined ? {} : { idRetentionDays: number('idRetentionDays') }),
    ...(data.berth === undefined ? {} : { berth: toBerth(data.berth) }),
    ...(data.balanceDueHours === undefined ? {} : { balanceDueHours: number('balanceDueHours') }),
    ...(Array.isArray(data.cancellationTiers)
      ? {
          cancellationTiers: data.cancellationTiers.map((tier) => {
            const { hoursBefore, refundPercent } = asData(tier);
            return {
              hoursBefore: whole(hoursBefore, Number.NaN),
              refundPercent: whole(refundPercent, Number.NaN),
            };
          }),
        }
      : {}),
    ...(typeof data.legalName === 'string' ? { legalName: data.legalName } : {}),
    ...(typeof data.legalAddress === 'string' ? { legalAddress: data.legalAddress } : {}),
    ...(typeof data.trn === 'string' ? { trn: data.trn } : {}),
  };
  return hasErrors(validateBookingSettings(settings)) ? { ...DEFAULT_BOOKING_SETTINGS } : settings;
}

export function toAddOn(id: string, raw: unknown): AddOn {
  const data = asData(raw);
  return {
    id,
    name: text(data.name),
    priceFils: Math.max(0, whole(data.priceFils)),
    unit: ADD_ON_UNITS.find((known) => known === data.unit) ?? 'booking',
    active: data.active === true,
    ...addOnTranslationsFrom(data.translations),
  };
}

/** `{ translations }` with the add-on's Arabic and Russian names, or nothing when there are none. */
function addOnTranslationsFrom(raw: unknown): Pick<AddOn, 'translations'> {
  if (typeof raw !== 'object' || raw === null) return {};
  const translations: NonNullable<AddOn['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const name = asData((raw as Record<string, unknown>)[locale]).name;
    if (typeof name === 'string' && name.trim() !== '') translations[locale] = { name };
  }
  return Object.keys(translations).length > 0 ? { translations } : {};
}

/** What Confirm checks of a yacht's product (capacity, pricing), read inside its transaction; malformed counts 0. */
export function toFleetYacht(id: string, raw: unknown): FleetYacht {
  const data = asData(raw);
  const positive = (value: unknown) => Math.max(0, numberFrom(value) ?? 0);
  const pricing = toYachtPriceFields(data.pricing);
  return {
    id,
    name: text(data.name),
    price: positive(data.price),
    capacity: positive(data.capacity),
    ...(pricing ? { pricing } : {}),
  };
}
