/**
 * The booking side of the Backend interface: enquiries (priced quotes with a reference, followed through a
 * pipeline), bookings and blocks, and what visitors read to price and pick a slot (settings, pricing, add-ons, busy
 * intervals). Re-exported from ./types. Decisions: docs/decisions/0012-booking-data.md.
 */
import type { Booking, BlockInput, PublicBusyInterval } from '../domain/booking/bookings';
import type { DubaiDate } from '../domain/booking/dubai-time';
import type { AddOn, BookingSettings, YachtPricing } from '../domain/booking/settings';
import type { Enquiry, EnquiryInput, EnquiryNote, EnquiryQuote, EnquiryStatus } from '../domain/enquiry';
import type { PeriodTotals } from '../domain/dashboard/figures';
import type { CalendarFeed } from '../domain/calendar-feed';
import type { Deposit } from '../domain/deposit';
import type {
  FeedSyncError,
  FeedSyncOutcome,
  FeedSyncReport,
  ImportFeedInput,
  ImportFeedRecord,
} from '../domain/calendar-import/feed';

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

/** The methods of the enquiries API that write; the rest read (each backend keeps them apart). */
export type EnquiryWrites =
  'create' | 'remove' | 'setStatus' | 'addNote' | 'createDepositLink' | 'confirm' | 'hold' | 'releaseHold';

export interface EnquiriesApi {
  /**
   * Anyone. Stored with a new unique reference, `createdAt` now, status 'new', no booking. With Cloud Functions on
   * (Firebase), the server prices the selection and stores its own quote, which comes back as `quote`.
   */
  create(input: EnquiryInput): Promise<{ id: string; reference: string; quote?: EnquiryQuote | null }>;
  /** Admin. All of them, newest first (exports and tests; screens read pages). */
  list(): Promise<Enquiry[]>;
  /** Admin. One page, newest first, of one status or all; `after` is the `next` of the page before. */
  page(options: EnquiryPageOptions): Promise<EnquiryPage>;
  /** Admin. How many there are, of one status or all. */
  count(status?: EnquiryStatus): Promise<number>;
  /** Admin. The enquiries created on the Dubai dates `fromDate` to `toDate` inclusive, oldest first. */
  created(fromDate: DubaiDate, toDate: DubaiDate): Promise<Enquiry[]>;
  /**
   * Admin. Of the enquiries created on those dates: how many, how many are 'confirmed' or 'completed', and the total
   * of those ones' quotes in fils — without reading them (an aggregation query on Firestore).
   */
  totals(fromDate: DubaiDate, toDate: DubaiDate): Promise<PeriodTotals>;
  /** Admin. Null when there is none with this id. */
  get(id: string): Promise<Enquiry | null>;
  /** Admin. The enquiries with these ids (at most 100), in that order; ids with none are left out. */
  getMany(ids: readonly string[]): Promise<Enquiry[]>;
  /** Admin. The `limit` oldest of one status, oldest first (at the same time, the smaller id first). */
  oldest(status: EnquiryStatus, limit: number): Promise<Enquiry[]>;
  /**
   * Admin. By reference (exact, any case, hyphen optional), phone (exact after normalising: spaces and dashes
   * dropped, 00 → +, a local 0 → +971) or the start of the name (any case); newest first, at most 50.
   */
  search(term: string): Promise<Enquiry[]>;
  /**
   * Admin. Deletes the enquiry, its notes and its hold (an unreadable one, say: `Enquiry.unreadable`); refused
   * ('invalid-argument') while it holds a booking, which is cancelled first, or once money was recorded on it.
   * 'not-found' when there is none.
   */
  remove(id: string): Promise<void>;
  /**
   * Admin. 'confirmed' is set by `confirm` only; a confirmed enquiry leaves it through `bookings.cancel`. 'lost'
   * releases the quote's hold with it.
   */
  setStatus(id: string, status: EnquiryStatus): Promise<void>;
  /** Admin. A timestamped note by the signed-in operator. */
  addNote(id: string, text: string): Promise<void>;
  /** Admin. Oldest first. */
  notes(id: string): Promise<EnquiryNote[]>;
  /**
   * Admin. Books the enquiry's quoted selection, atomically: refused with 'conflict' (the message names the clashing
   * booking or block and its Dubai times) when the charter ± the turnaround overlaps another booking or block of the
   * yacht (its own hold aside: the booking replaces it). Sets the enquiry 'confirmed' with its `bookingId`. Returns the
   * booking's id.
   */
  confirm(enquiryId: string): Promise<string>;
  /**
   * Admin. Holds the quote's slot for `hours` (1 to 168) from now (docs/decisions/0052-quote-holds.md): a block of
   * kind 'hold' that visitors, the finder and every clash check see as busy until it lapses, with the same atomic
   * clash check as `confirm` (its own earlier hold aside, which this one replaces). Sets the enquiry's `heldUntil`,
   * which it returns. Refused ('invalid-argument') without a quote, once booked, cancelled or lost.
   */
  hold(enquiryId: string, hours: number): Promise<string>;
  /** Admin. Frees the slot the quote holds and clears `heldUntil` (nothing to do when it holds none). */
  releaseHold(enquiryId: string): Promise<void>;
  /**
   * Admin, with Cloud Functions on. The deposit link of a confirmed enquiry whose quote has a deposit (a Stripe
   * Checkout page made by the server for the stored quote's deposit), or the one still open. Without Functions
   * (the demo, Firebase on the free plan): 'unavailable' with DEPOSITS_NEED_FUNCTIONS.
   */
  createDepositLink(enquiryId: string): Promise<Deposit>;
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
  /** Anyone. Busy intervals of every yacht touching the Dubai dates `fromDate` to `toDate` inclusive (no lapsed hold). */
  busy(fromDate: DubaiDate, toDate: DubaiDate): Promise<PublicBusyInterval[]>;
}

export interface BookingsApi {
  /** Admin. Bookings and blocks touching the Dubai dates `fromDate` to `toDate` inclusive, by start (no lapsed hold). */
  list(fromDate: DubaiDate, toDate: DubaiDate): Promise<Booking[]>;
  /** Admin. The same atomic clash check as `enquiries.confirm`. Returns the block's id. */
  addBlock(input: BlockInput): Promise<string>;
  /**
   * Admin. Removes a booking or block and its busy interval in one transaction; a cancelled booking's enquiry goes
   * back to 'quoted' without a booking, a removed hold's enquiry holds nothing.
   */
  cancel(id: string): Promise<void>;
  /**
   * Admin. The calendar feed (docs/decisions/0036-calendar-feed.md): where this site serves it (null without Cloud
   * Functions: no feed, the .ics export only) and its current secret (null until the first rotation).
   */
  calendarFeed(): Promise<CalendarFeed>;
  /**
   * Admin. A new random secret replaces the stored one at once, so the old address is refused from then on; returns
   * the feed with it. Kept without Functions too (the demo, a site on the free plan), where nothing serves it.
   */
  rotateCalendarFeed(): Promise<CalendarFeed>;
  /**
   * Admin. The yacht's own feed of busy times for the marketplaces (docs/decisions/0050): where it is served (null
   * without Cloud Functions: the busy times are downloaded as a file instead) and its secret (null until made).
   */
  yachtFeed(yachtId: string): Promise<CalendarFeed>;
  /** Admin. A new secret for the yacht's feed: the old address stops at once. */
  rotateYachtFeed(yachtId: string): Promise<CalendarFeed>;
  /** Admin. The other channels' calendar feeds imported on the yachts (docs/decisions/0050), oldest first. */
  importFeeds(): Promise<ImportFeedRecord[]>;
  /** Admin. Adds a feed (checked as checkFeedInput says; at most FEEDS_PER_YACHT a yacht). Returns its id. */
  addImportFeed(input: ImportFeedInput): Promise<string>;
  /** Admin. Removes the feed and every block it made. Not found: BackendError('not-found'). */
  removeImportFeed(id: string): Promise<void>;
  /**
   * Admin. Stores one sync of the feed: its blocks added, moved and removed where they changed (never checked against
   * the yacht's other bookings: a clash is the double booking the dashboard raises), or its failure kept beside the
   * last good blocks. Returns what changed.
   */
  recordImport(feedId: string, outcome: FeedSyncOutcome): Promise<FeedSyncReport>;
  /**
   * Admin. The feed read now by the server, as its schedule does (Cloud Functions on), and stored: what changed, or
   * the failure it recorded. Without Functions: BackendError('unavailable'), and the browser reads it instead.
   */
  syncImportFeedOnServer(feedId: string): Promise<FeedSyncReport & { error: FeedSyncError | null }>;
}
