/** The demo backend's IndexedDB: its stores and what each holds. */
import type { DBSchema, IDBPDatabase, IDBPTransaction } from 'idb';
import type { AddOn, BookingSettings } from '../../domain/booking/settings';
import type { Enquiry, EnquiryNote } from '../../domain/enquiry';
import type { Booking } from '../../domain/booking/bookings';
import type { Yacht } from '../../domain/yacht';
import type { Service } from '../../domain/service';
import type { Offer } from '../../domain/offer';
import type { Review } from '../../domain/review';
import type { FaqEntry } from '../../domain/faq';
import type { CharterPage, GuestInput, GuestListPage } from '../../domain/charter';
import type { LedgerEntry } from '../../domain/ledger/ledger';
import type { Voucher } from '../../domain/ledger/voucher';
import type { PaymentLink } from '../../domain/ledger/payment-link';
import type { TaxDocument } from '../../domain/ledger/tax-document';
import type { ImportFeedRecord } from '../../domain/calendar-import/feed';

/** Bytes are kept as an ArrayBuffer: Blobs in IndexedDB are unreliable in some browsers. */
export interface StoredFile {
  path: string;
  data: ArrayBuffer;
  contentType: string;
  size: number;
  createdAt: string;
}

/** A guest on a charter's list, with the device that added it (`device`: the demo's stand-in for a signed-in uid). */
export interface StoredGuest extends GuestInput {
  /** `${guestToken}/${slot}`. */
  key: string;
  guestToken: string;
  slot: string;
  device: string;
  addedAt: string;
}

export interface DemoSchema extends DBSchema {
  products: { key: string; value: Yacht };
  offers: { key: string; value: Offer };
  services: { key: string; value: Service };
  /** `statusCreated`: by status, then oldest first (the dashboard's queue, counts by status); `createdAt`: a period's. */
  enquiries: { key: string; value: Enquiry; indexes: { statusCreated: [string, string]; createdAt: string } };
  notes: { key: string; value: EnquiryNote & { enquiryId: string }; indexes: { enquiryId: string } };
  bookings: { key: string; value: Booking; indexes: { yachtId: string; end: string } };
  addOns: { key: string; value: AddOn };
  /** The booking settings under the key 'booking'. */
  settings: { key: string; value: BookingSettings };
  reviews: { key: string; value: Review };
  faq: { key: string; value: FaqEntry };
  files: { key: string; value: StoredFile };
  /** Clients' pages by their address, guest lists by theirs, and the guests on them (docs/decisions/0043). */
  charters: { key: string; value: CharterPage };
  guestLists: { key: string; value: GuestListPage };
  guests: { key: string; value: StoredGuest; indexes: { guestToken: string } };
  /** Charters' payments and refunds, by entry id (docs/decisions/0045-ledger.md). */
  ledger: { key: string; value: LedgerEntry & { enquiryId: string }; indexes: { enquiryId: string } };
  /** Their invoices and credit notes by id (`invoice-12`); each series' next serial is in `meta` (`counter:invoice`). */
  documents: { key: string; value: TaxDocument; indexes: { enquiryId: string } };
  meta: { key: string; value: string };
  /** Credit vouchers by code (docs/decisions/0049-cancellations-and-vouchers.md). */
  vouchers: { key: string; value: Voucher };
  /** The demo's stand-in for Stripe: its payment pages' sessions, by session id. */
  paymentSessions: { key: string; value: DemoPaymentSession; indexes: { enquiryId: string } };
  /** Other channels' calendar feeds imported on the yachts (docs/decisions/0050); their blocks are bookings. */
  importFeeds: { key: string; value: ImportFeedRecord };
}

/** A session of the demo's payment page: the link as the enquiry keeps it, and whose it is. */
export interface DemoPaymentSession extends PaymentLink {
  enquiryId: string;
}

export type DemoDb = IDBPDatabase<DemoSchema>;

/**
 * The yachts and services a new database is seeded with: the fixtures, which a prerendered page carries already
 * (the data it was built with), so a visitor's first page does not download them again.
 */
export interface SeedCatalogue {
  yachts: readonly Yacht[];
  services: readonly Service[];
  /** The starter FAQ, when the page carries it (else it is loaded from the fixtures when first read). */
  faq?: readonly FaqEntry[];
}

/** The stores a seed writes (src/backend/demo/db.ts), in one transaction. */
export type SeedStore =
  | 'products'
  | 'offers'
  | 'services'
  | 'addOns'
  | 'settings'
  | 'meta'
  | 'enquiries'
  | 'bookings'
  | 'notes'
  | 'charters'
  | 'guestLists'
  | 'guests'
  | 'ledger'
  | 'documents';
export const SEED_STORES: SeedStore[] = [
  'products',
  'offers',
  'services',
  'addOns',
  'settings',
  'meta',
  'enquiries',
  'bookings',
  'notes',
  'charters',
  'guestLists',
  'guests',
  'ledger',
  'documents',
];
export type SeedTransaction = IDBPTransaction<DemoSchema, SeedStore[], 'readwrite'>;
