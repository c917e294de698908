/**
 * The booking side of the Backend interface: enquiries (priced quotes with a reference, followed through a
 * pipeline), bookings and blocks, and what visitors read to price and pick a slot (settings, pricing, add-ons, busy
 * intervals). Re-exported from ./types. Decisions: docs/decisions/0012-booking-data.md.
 */
import type { DubaiDate } from '../domain/booking/dubai-time';
import type { BookingSelection, QuoteLine } from '../domain/booking/quote';
import type { AddOn, BookingSettings, VatMode, YachtPricing } from '../domain/booking/settings';
import type { BusyInterval } from '../domain/booking/slots';

export type EnquiryStatus = 'new' | 'contacted' | 'quoted' | 'confirmed' | 'completed' | 'lost';
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = [
  'new',
  'contacted',
  'quoted',
  'confirmed',
  'completed',
  'lost',
];

export type EnquiryChannel = 'whatsapp' | 'callback';
export const ENQUIRY_LANGUAGES = ['en', 'ar', 'ru'] as const;

/** Where the visitor came from (the landing URL's parameters, kept for the visit). Empty when unknown. */
export interface Campaign {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  gclid?: string;
  fbclid?: string;
}
export const CAMPAIGN_KEYS = ['utmSource', 'utmMedium', 'utmCampaign', 'gclid', 'fbclid'] as const;

/** A snapshot of the quote the visitor saw, in fils. */
export interface EnquiryQuote {
  selection: BookingSelection;
  yachtName: string;
  packageName?: string;
  lines: QuoteLine[];
  subtotalFils: number;
  vatMode: VatMode;
  vatFils: number;
  totalFils: number;
  depositFils: number;
}

export interface EnquiryInput {
  channel: EnquiryChannel;
  /** Required (a name, an E.164 phone) for 'callback'; may be '' for 'whatsapp'. */
  name: string;
  phone: string;
  /** `HH:MM` or empty. */
  preferredTime: string;
  message: string;
  /** 'en' | 'ar' | 'ru' */
  language: string;
  campaign: Campaign;
  /** Null for a plain call-back request from the contact page. */
  quote: EnquiryQuote | null;
}

export interface Enquiry extends EnquiryInput {
  /** The document id: the reference itself. Older (migrated) enquiries may have another id. */
  id: string;
  /** Like `MLY-7K2Q9P` (domain createReference); unique. */
  reference: string;
  /** ISO 8601, when it was stored. */
  createdAt: string;
  status: EnquiryStatus;
  bookingId: string | null;
}

export interface EnquiryNote {
  id: string;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  /** The operator's email. */
  author: string;
}

export type BlockKind = 'maintenance' | 'private';
export const BLOCK_KINDS: readonly BlockKind[] = ['maintenance', 'private'];

/** A confirmed charter or a block: the yacht is busy from `start` to `end`. */
export interface Booking {
  id: string;
  kind: 'booking' | 'block';
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  /** For bookings: the enquiry it came from and its reference. */
  enquiryId: string | null;
  reference: string | null;
  /** For blocks. */
  blockKind?: BlockKind;
  reason?: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface BlockInput {
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  blockKind: BlockKind;
  reason: string;
}

/** A busy interval as visitors read it: the yacht, the span and an opaque id — nothing personal. */
export interface PublicBusyInterval extends BusyInterval {
  id: string;
  start: string;
  end: string;
}

export interface EnquiryPageOptions {
  status?: EnquiryStatus;
  limit: number;
  /** The cursor a previous page returned as `next`. */
  after?: string | null;
}

export interface EnquiryPage {
  items: Enquiry[];
  /** The cursor of the next page, or null when this was the last. */
  next: string | null;
}

export interface EnquiriesApi {
  /** Anyone. Stored with a new unique reference, `createdAt` now, status 'new', no booking. */
  create(input: EnquiryInput): Promise<{ id: string; reference: string }>;
  /** Admin. All of them, newest first (exports and tests; screens read pages). */
  list(): Promise<Enquiry[]>;
  /** Admin. One page, newest first, of one status or all; `after` is the `next` of the page before. */
  page(options: EnquiryPageOptions): Promise<EnquiryPage>;
  /** Admin. How many there are, of one status or all. */
  count(status?: EnquiryStatus): Promise<number>;
  /** Admin. Null when there is none with this id. */
  get(id: string): Promise<Enquiry | null>;
  /**
   * Admin. By reference (exact, any case, hyphen optional), phone (exact after normalising: spaces and dashes
   * dropped, 00 → +, a local 0 → +971) or the start of the name (any case); newest first, at most 50.
   */
  search(term: string): Promise<Enquiry[]>;
  /** Admin. 'confirmed' is set by `confirm` only; a confirmed enquiry leaves it through `bookings.cancel`. */
  setStatus(id: string, status: EnquiryStatus): Promise<void>;
  /** Admin. A timestamped note by the signed-in operator. */
  addNote(id: string, text: string): Promise<void>;
  /** Admin. Oldest first. */
  notes(id: string): Promise<EnquiryNote[]>;
  /**
   * Admin. Books the enquiry's quoted selection, atomically: refused with 'conflict' (the message names the clashing
   * booking or block and its Dubai times) when the charter ± the turnaround overlaps another booking or block of the
   * yacht. Sets the enquiry 'confirmed' with its `bookingId`. Returns the booking's id.
   */
  confirm(enquiryId: string): Promise<string>;
}

export interface BookingApi {
  /** Anyone. The stored settings, or DEFAULT_BOOKING_SETTINGS when none are stored. */
  getSettings(): Promise<BookingSettings>;
  /** Admin. Validated (validateBookingSettings): 'invalid-argument' with the message. */
  saveSettings(settings: BookingSettings): Promise<void>;
  /**
   * Admin. Stores a yacht's pricing on its product: the hourly price becomes the product's `price` (AED), the rest
   * its `pricing`. Visitors read it with the catalogue (`pricingFor(product)`).
   */
  savePricing(pricing: YachtPricing): Promise<void>;
  /** Anyone. Active and inactive, by name. */
  listAddOns(): Promise<AddOn[]>;
  /** Admin. Creates or replaces the add-on with this id. */
  saveAddOn(addOn: AddOn): Promise<void>;
  /** Admin. */
  removeAddOn(id: string): Promise<void>;
  /** Anyone. Busy intervals of every yacht touching the Dubai dates `fromDate` to `toDate` inclusive. */
  busy(fromDate: DubaiDate, toDate: DubaiDate): Promise<PublicBusyInterval[]>;
}

export interface BookingsApi {
  /** Admin. Bookings and blocks touching the Dubai dates `fromDate` to `toDate` inclusive, by start. */
  list(fromDate: DubaiDate, toDate: DubaiDate): Promise<Booking[]>;
  /** Admin. The same atomic clash check as `enquiries.confirm`. Returns the block's id. */
  addBlock(input: BlockInput): Promise<string>;
  /**
   * Admin. Removes a booking or block and its busy interval in one transaction; a cancelled booking's enquiry goes
   * back to 'quoted' without a booking.
   */
  cancel(id: string): Promise<void>;
}

/** The methods of each booking API, for the backends that load them on first use (lazy-api.ts). */
export const ENQUIRIES_METHODS: readonly (keyof EnquiriesApi)[] = [
  'create',
  'list',
  'page',
  'count',
  'get',
  'search',
  'setStatus',
  'addNote',
  'notes',
  'confirm',
];
export const BOOKING_METHODS: readonly (keyof BookingApi)[] = [
  'getSettings',
  'saveSettings',
  'savePricing',
  'listAddOns',
  'saveAddOn',
  'removeAddOn',
  'busy',
];
export const BOOKINGS_METHODS: readonly (keyof BookingsApi)[] = ['list', 'addBlock', 'cancel'];
