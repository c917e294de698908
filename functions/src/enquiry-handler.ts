/**
 * createEnquiry's work, without Firebase (docs/decisions/0033-server-side.md): App Check, the input, the limit per
 * caller and the flags of the phone's and the site's counters (0040-limits-that-hold.md), the yacht, the date and the slot, the price from today's price list with the site's own engine
 * (src/domain/booking), and the enquiry stored in the browser path's shape (enquiryData) under a new reference.
 * What it reads and writes comes in as `EnquiryStore`, so tests can run it without the emulators.
 */
import { BackendError } from '../../src/backend/types';
import { busyClashMessage, datesToCheck, REFERENCE_ATTEMPTS } from '../../src/backend/booking-checks';
import { enquiryData } from '../../src/backend/firebase/booking-payloads';
import { charterProblem, type FleetYacht } from '../../src/domain/booking/quote-check';
import { quote as priceQuote, type BookingSelection } from '../../src/domain/booking/quote';
import { createReference } from '../../src/domain/booking/reference';
import { pricingFor, type AddOn, type BookingSettings } from '../../src/domain/booking/settings';
import {
  allowedHours,
  charterSpan,
  findClash,
  isBookableDate,
  type BusyInterval,
  type TimeSpan,
} from '../../src/domain/booking/slots';
import type { EnquiryFlag, EnquiryInput, EnquiryQuote } from '../../src/domain/enquiry';
import type { CreatedEnquiry } from '../../src/domain/server-api';
import { parseEnquiryRequest } from './enquiry-input';
import { ipBucket } from './client-ip';
import { ENQUIRIES_PER_IP, ENQUIRIES_PER_PHONE, HOUR_SECONDS, isContention, type Limit } from './limits';

/** The refusals beyond BackendError's codes, in the callable protocol's terms (functions/src/create-enquiry.ts). */
export class EnquiryRefusal extends Error {
  constructor(
    readonly code:
      'unauthenticated' | 'resource-exhausted' | 'failed-precondition' | 'already-exists' | 'not-found',
    message: string,
  ) {
    super(message);
    this.name = 'EnquiryRefusal';
  }
}

export interface EnquiryStore {
  yacht(id: string): Promise<FleetYacht | null>;
  settings(): Promise<BookingSettings>;
  addOns(): Promise<AddOn[]>;
  /** The busy intervals stored for the yacht on these Dubai dates. */
  busy(yachtId: string, dates: readonly string[]): Promise<BusyInterval[]>;
  /**
   * Stores the enquiry under `reference` with the server's time; false when that reference is taken. With `slot`,
   * in one transaction that re-reads the yacht's busy intervals on its dates and lets `slot.check` refuse them.
   */
  create(reference: string, data: Record<string, unknown>, slot?: SlotCheck): Promise<boolean>;
  /** One request from `key`'s allowance, exactly (functions/src/limits.ts takeToken); false when it is used up. */
  takeToken(key: string, limit: Limit): Promise<boolean>;
  /** One request toward a ceiling every request touches (limits.ts countTowardCeiling); false past it. */
  countTowardCeiling(key: string, limit: Limit): Promise<boolean>;
}

/** A charter's slot, checked free again where the enquiry is stored: `check` throws on a clash. */
export interface SlotCheck {
  yachtId: string;
  dates: readonly string[];
  check(busy: readonly BusyInterval[]): void;
}

/** The check of `span` on the yacht: refused (409) naming the busy interval it meets and its Dubai times. */
function slotCheck(yachtId: string, span: TimeSpan, turnaroundMinutes: number): SlotCheck {
  return {
    yachtId,
    dates: datesToCheck(span, turnaroundMinutes),
    check(busy) {
      const clash = findClash(yachtId, span, busy, turnaroundMinutes);
      if (clash) throw new EnquiryRefusal('already-exists', busyClashMessage(clash, turnaroundMinutes));
    },
  };
}

export interface CallContext {
  /** Epoch ms. */
  now: number;
  ip: string;
  /** Whether the request carried a valid App Check token. */
  appVerified: boolean;
  /** Whether App Check is enforced (a site key is configured). */
  appCheckRequired: boolean;
  /** Enquiries per hour for the whole site before they are flagged `site-busy` (SITE_ENQUIRIES_PER_HOUR). */
  siteEnquiriesPerHour: number;
  /** How long the checks before storing may wait for the database (default PREPARE_DEADLINE_MS). */
  prepareDeadlineMs?: number;
}

/** The whole site's hourly enquiry counter (functions/src/limits.ts takeToken). */
export const SITE_ENQUIRIES_KEY = 'enquiry:site';

export const LIMIT_MESSAGE = 'Too many requests from this connection. Please try again later or call us.';

/**
 * The caller's allowance (docs/decisions/0040-limits-that-hold.md): per IPv4 address or IPv6 /64, refused past it
 * (429). Taken before anything is read, so a flood costs one counter per request.
 */
async function checkCaller(store: EnquiryStore, ip: string) {
  // A counter too contended to count is one address flooding: refused as over its allowance. A database that fails
  // otherwise is the server's trouble: the visitor is told to try again, as when it does not answer in time.
  const allowed = await store
    .takeToken(`enquiry:ip:${ipBucket(ip)}`, ENQUIRIES_PER_IP)
    .catch((error: unknown) => {
      if (isContention(error)) return false;
      throw new BackendError('unavailable', BUSY_MESSAGE);
    });
  if (!allowed) {
    throw new EnquiryRefusal('resource-exhausted', LIMIT_MESSAGE);
  }
}

/**
 * What the counters say of an enquiry that will be stored: never a refusal. A phone number named too often today is
 * flagged (anyone can type someone else's number), and past the site's hourly ceiling the enquiry is flagged for
 * the summary email (functions/src/notify-operator.ts).
 */
async function limitFlags(store: EnquiryStore, phone: string, context: CallContext) {
  // A counter that cannot be counted (contention on its document in a flood) counts as spent: the enquiry is
  // flagged and stored, never lost for a counter.
  const allowed = (key: string, limit: Limit) => store.countTowardCeiling(key, limit).catch(() => false);
  const flags: EnquiryFlag[] = [];
  if (phone !== '' && !(await allowed(`enquiry:phone:${phone}`, ENQUIRIES_PER_PHONE))) {
    flags.push('phone-busy');
  }
  const site = { max: context.siteEnquiriesPerHour, windowSeconds: HOUR_SECONDS };
  if (!(await allowed(SITE_ENQUIRIES_KEY, site))) flags.push('site-busy');
  return flags;
}

/**
 * The server's quote of `selection`: the yacht from the fleet, the date, hours and slot checked, then priced; with
 * the slot's check, which the store runs again in the transaction that stores the enquiry.
 */
async function serverQuote(
  store: EnquiryStore,
  selection: BookingSelection,
  packageName: string | undefined,
  now: number,
): Promise<{ quote: EnquiryQuote; slot: SlotCheck }> {
  const [yacht, settings, addOns] = await Promise.all([
    store.yacht(selection.yachtId),
    store.settings(),
    store.addOns(),
  ]);
  if (!yacht) throw new EnquiryRefusal('not-found', 'This yacht is not in the fleet.');
  const pricing = pricingFor(yacht);
  const span = charterSpan(selection.date, selection.startMinute, selection.hours);
  if (
    !isBookableDate(selection.date, now, settings) ||
    span.start < now + settings.leadTimeMinutes * 60_000
  ) {
    throw new EnquiryRefusal('failed-precondition', 'This date or time can no longer be booked.');
  }
  const problem = charterProblem(selection, yacht, settings);
  if (problem) throw new EnquiryRefusal('failed-precondition', problem);
  if (!allowedHours(selection.date, pricing, settings).includes(selection.hours)) {
    throw new EnquiryRefusal(
      'failed-precondition',
      'This yacht cannot be chartered for that many hours on that day.',
    );
  }
  // Refused here before any ceiling counts it; the check that holds is the store's, in the enquiry's transaction.
  const slot = slotCheck(yacht.id, span, settings.turnaroundMinutes);
  slot.check(await store.busy(yacht.id, slot.dates));
  const priced = priceQuote(selection, pricing, settings, addOns);
  const addOnIds = priced.lines.flatMap((line) => (line.kind === 'add-on' ? [line.addOnId] : []));
  const quote = {
    ...priced,
    selection: { ...selection, addOnIds },
    yachtName: yacht.name,
    ...(packageName ? { packageName } : {}),
  };
  return { quote, slot };
}

/**
 * How long the checks before storing (the counters, the fleet, the calendar) may wait for the database. Past it the
 * visitor is told at once to try again (`unavailable`) and nothing is stored, instead of a spinner until the
 * function's own timeout (30 s) and an answer the page cannot read: the load run's fault, Firestore stopped, showed
 * the error after 33 s.
 */
export const PREPARE_DEADLINE_MS = 8_000;
export const BUSY_MESSAGE = 'The server is busy right now. Please try again in a moment.';

/** `work`, or `unavailable` when it takes longer than `ms` (it goes on, but its result is no longer used). */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendError('unavailable', BUSY_MESSAGE)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Checks, prices and stores one enquiry or call-back request; throws BackendError or EnquiryRefusal. */
export async function handleCreateEnquiry(
  raw: unknown,
  context: CallContext,
  store: EnquiryStore,
): Promise<CreatedEnquiry> {
  if (context.appCheckRequired && !context.appVerified) {
    throw new EnquiryRefusal('unauthenticated', 'This request did not come from the site (App Check).');
  }
  const { input, selection, packageName } = parseEnquiryRequest(raw);
  const prepare = async () => {
    await checkCaller(store, context.ip);
    const quoted = selection ? await serverQuote(store, selection, packageName, context.now) : null;
    return { ...quoted, flags: await limitFlags(store, input.phone, context) };
  };
  // Only the checks have a deadline: once the enquiry is being stored, the answer waits for the write, so a
  // visitor is never told "try again" about an enquiry that was stored.
  const {
    quote = null,
    slot,
    flags,
  } = await withinDeadline(prepare(), context.prepareDeadlineMs ?? PREPARE_DEADLINE_MS);
  const enquiry: EnquiryInput = { ...input, quote };
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = createReference();
    const data = { ...enquiryData(enquiry, reference), ...(flags.length > 0 ? { flags } : {}) };
    // The slot is read again as the enquiry is stored: one booked meanwhile refuses it (an enquiry books nothing).
    if (await store.create(reference, data, slot)) {
      return { id: reference, reference, quote };
    }
  }
  throw new BackendError('unavailable', 'Could not find a free reference; please try again.');
}
