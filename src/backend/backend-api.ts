/**
 * The one typed interface between the UI and whatever stores the data.
 * Implementations: `demo/` (IndexedDB, zero configuration) and `firebase/` (Firestore, Storage, Auth), held to the
 * same behaviour by one contract suite (docs/decisions/0001).
 */
import type { FaqEntry, FaqEntryInput } from '../domain/faq';
import type { Offer, OfferInput } from '../domain/offer';
import type { Review, ReviewInput } from '../domain/review';
import type { Service, ServiceInput } from '../domain/service';
import type { Yacht, YachtInput } from '../domain/yacht';
import type { BookingApi, BookingsApi, EnquiriesApi } from './booking-types';
import type { ChartersApi } from './charter-types';
import type { LedgerApi } from './ledger-types';
import type { DemoCheckoutApi, PaymentsApi } from './payment-types';
import type { CancellationsApi } from './cancellation-types';

export interface SessionUser {
  uid: string;
  email: string;
  /** Firebase: the ID token's custom claim `admin == true`. Demo: the operator account. */
  isAdmin: boolean;
}

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

export interface UploadOptions {
  contentType?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export type Unsubscribe = () => void;

export interface YachtsApi {
  list(): Promise<Yacht[]>;
  /** Resolves to null when no product has this id. */
  get(id: string): Promise<Yacht | null>;
  /** A fresh id, so images can be uploaded under `Products/{id}/` before the document is saved. */
  newId(): string;
  /** Creates the product; with `id` it uses that id (from `newId()`). Returns the id. */
  add(input: YachtInput, id?: string): Promise<string>;
  update(id: string, input: YachtInput): Promise<void>;
  /** Deletes the document and its image files. */
  remove(id: string): Promise<void>;
}

export interface OffersApi {
  list(): Promise<Offer[]>;
  newId(): string;
  add(input: OfferInput, id?: string): Promise<string>;
  /** Deletes the document and its image file. */
  remove(id: string): Promise<void>;
}

export interface ServicesApi {
  list(): Promise<Service[]>;
  /** A fresh id, so an image can be uploaded under `Services/{id}/` before the document is saved. */
  newId(): string;
  /** Creates the service; with `id` it uses that id (from `newId()`). Returns the id. */
  add(input: ServiceInput, id?: string): Promise<string>;
  /** Replaces its fields; fields this site does not know about stay. Not found: BackendError('not-found'). */
  update(id: string, input: ServiceInput): Promise<void>;
  /** Deletes the document and its uploaded image. */
  remove(id: string): Promise<void>;
}

/** Guests' reviews the operator enters (docs/decisions/0023-reviews-and-faq.md). Anyone may read them. */
export interface ReviewsApi {
  /** Every review, newest first (by date, then id). */
  list(): Promise<Review[]>;
  /** Stores a new review (empty translations left out). Returns its id. Admin only. */
  add(input: ReviewInput): Promise<string>;
  /** Replaces its fields; a cleared translation is gone. Not found: BackendError('not-found'). Admin only. */
  update(id: string, input: ReviewInput): Promise<void>;
  /** Not found: BackendError('not-found'). Admin only. */
  remove(id: string): Promise<void>;
}

/** The FAQ the operator keeps in English, Arabic and Russian (docs/decisions/0023-reviews-and-faq.md). */
export interface FaqApi {
  /** The published entries, by position then id: what visitors may read. */
  list(): Promise<FaqEntry[]>;
  /** Every entry, drafts included, by position then id. Admin only. */
  listAll(): Promise<FaqEntry[]>;
  /** Stores a new entry (half-written translations left out). Returns its id. Admin only. */
  add(input: FaqEntryInput): Promise<string>;
  /** Replaces its fields; a cleared translation is gone. Not found: BackendError('not-found'). Admin only. */
  update(id: string, input: FaqEntryInput): Promise<void>;
  /** Not found: BackendError('not-found'). Admin only. */
  remove(id: string): Promise<void>;
  /**
   * Gives the entries these positions: `ids[i]` gets position `i`, all at once (entries not named keep theirs).
   * An unknown id: BackendError('not-found') and nothing changes; a repeated one: 'invalid-argument'. Admin only.
   */
  reorder(ids: readonly string[]): Promise<void>;
}

export interface FilesApi {
  /** Stores the file at `path` and resolves to the stored path. */
  upload(path: string, file: Blob, options?: UploadOptions): Promise<string>;
  /** A URL an `<img>` can show for a public URL or a storage path. */
  resolveUrl(pathOrUrl: string): Promise<string>;
  /**
   * The address to store for an uploaded file, known at once: Firebase, its public address (pages show it with no
   * lookup); the demo, its path (kept in this browser, given an address when read).
   */
  publicUrl(path: string): string;
  /** Deletes a stored file; public URLs and missing files are ignored. */
  remove(pathOrUrl: string): Promise<void>;
}

export interface AuthApi {
  /** Throws BackendError('invalid-credentials') on a wrong email or password. */
  signIn(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) once known, then on every change. */
  onChange(callback: (user: SessionUser | null) => void): Unsubscribe;
}

export interface Backend {
  readonly kind: 'demo' | 'firebase';
  readonly yachts: YachtsApi;
  readonly offers: OffersApi;
  readonly services: ServicesApi;
  readonly enquiries: EnquiriesApi;
  readonly booking: BookingApi;
  readonly bookings: BookingsApi;
  /** The client's charter page and its guest list (docs/decisions/0043-charter-page.md). */
  readonly charters: ChartersApi;
  /** A confirmed charter's payments and refunds (docs/decisions/0045-ledger.md). Admin only. */
  readonly ledger: LedgerApi;
  /** The balance paid online and refunds to the card (Functions on, or the demo's stand-in for Stripe). */
  readonly payments: PaymentsApi;
  /**
   * The demo backend's own payment page's sessions (docs/decisions/0048-demo-payment-page.md): present only on the
   * demo backend, which stands in for Stripe; absent on Firebase.
   */
  readonly demoCheckout?: DemoCheckoutApi;
  /** Cancellations by the policy and credit vouchers (docs/decisions/0049-cancellations-and-vouchers.md). */
  readonly cancellations: CancellationsApi;
  readonly reviews: ReviewsApi;
  readonly faq: FaqApi;
  readonly files: FilesApi;
  readonly auth: AuthApi;
  /**
   * Firebase with App Check on: a current token for requests to this project's own functions (the chat proxy sends
   * it as `X-Firebase-AppCheck`); null when none can be had. Absent without App Check.
   */
  readonly appCheckToken?: () => Promise<string | null>;
}
