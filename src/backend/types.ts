/**
 * The one typed interface between the UI and whatever stores the data.
 * Implementations: `demo/` (IndexedDB, zero configuration) and `firebase/` (Firestore, Storage, Auth), held to the
 * same behaviour by one contract suite (docs/decisions/0001).
 */
import type { YachtPricing } from '../domain/booking/settings';
import type { BookingApi, BookingsApi, EnquiriesApi } from './booking-types';

/** A yacht. `images` holds public URLs (`/img/...`, `https://...`) or storage paths (`Products/...`). */
/** The languages besides English whose text the operator may write (src/config/locales.ts). */
export type TranslatedLocale = 'ar' | 'ru';
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['ar', 'ru'];

/** What the operator wrote in other languages; a missing or empty text is shown in English. */
export type Translations<Text> = Partial<Record<TranslatedLocale, Partial<Text>>>;

export interface Product {
  id: string;
  /** Booking rules beyond the weekday hourly price (which is `price`); none means `defaultYachtPricing`. */
  pricing?: ProductPricing;
  name: string;
  /** AED per hour. */
  price: number;
  /** Length in feet. */
  feet: number;
  capacity: number;
  /** Included services text. */
  complementary: string;
  /** The included services in Arabic and Russian. */
  translations?: Translations<{ complementary: string }>;
  images: string[];
  isVIP: boolean;
  /** Ascending sort key; missing counts as 999. */
  position?: number;
}

export type ProductInput = Omit<Product, 'id'>;

/** A yacht's pricing as stored on its product: `YachtPricing` without the yacht and the weekday rate (`price`). */
export type ProductPricing = Omit<YachtPricing, 'yachtId' | 'hourlyFils'>;

export interface Offer {
  id: string;
  name: string;
  description: string;
  /** Public URL or storage path; may be empty. */
  image: string;
  features: string[];
  /** Its name, description and features in Arabic and Russian. */
  translations?: Translations<{ name: string; description: string; features: string[] }>;
  /** ISO 8601 date-time; offers that have not started are hidden from visitors. */
  startTime?: string;
  /** ISO 8601 date-time; no end time means no countdown. */
  endTime?: string;
}

export type OfferInput = Omit<Offer, 'id'>;

export interface Service {
  id: string;
  /** Also its address: `/services/{name}`. */
  name: string;
  description?: string;
  /** A site image (`/img/…`) or one uploaded under `Services/{id}/`. */
  image?: string;
  /** Its name and description in Arabic and Russian; an empty one shows the English. */
  translations?: Translations<Pick<Service, 'name' | 'description'>>;
}

export type ServiceInput = Omit<Service, 'id'>;

export * from './booking-types';

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

/** Errors every implementation throws with a stable code, so the UI can pick a message. */
export type BackendErrorCode =
  | 'invalid-credentials'
  | 'not-found'
  | 'permission-denied'
  | 'unavailable'
  | 'invalid-argument'
  | 'canceled'
  /** A booking or block would overlap another one (the message names it). */
  | 'conflict'
  | 'unknown';

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendError';
    this.code = code;
  }
}

export interface ProductsApi {
  list(): Promise<Product[]>;
  /** Resolves to null when no product has this id. */
  get(id: string): Promise<Product | null>;
  /** A fresh id, so images can be uploaded under `Products/{id}/` before the document is saved. */
  newId(): string;
  /** Creates the product; with `id` it uses that id (from `newId()`). Returns the id. */
  add(input: ProductInput, id?: string): Promise<string>;
  update(id: string, input: ProductInput): Promise<void>;
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

/** Newest first; at the same time, the larger id first (a stable order for paging). */
export function newestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) {
  return b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** A page cursor: where the last item of a page stands in that order. */
export const pageCursor = (request: { createdAt: string; id: string }) =>
  `${request.createdAt}|${request.id}`;

export function parsePageCursor(cursor: string): { createdAt: string; id: string } | null {
  const at = cursor.indexOf('|');
  if (at < 0) return null;
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
}

export interface FilesApi {
  /** Stores the file at `path` and resolves to the stored path. */
  upload(path: string, file: Blob, options?: UploadOptions): Promise<string>;
  /** A URL an `<img>` can show for a public URL or a storage path. */
  resolveUrl(pathOrUrl: string): Promise<string>;
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
  readonly products: ProductsApi;
  readonly offers: OffersApi;
  readonly services: ServicesApi;
  readonly enquiries: EnquiriesApi;
  readonly booking: BookingApi;
  readonly bookings: BookingsApi;
  readonly files: FilesApi;
  readonly auth: AuthApi;
}

/** Public URLs are shown as they are; anything else is a storage path to resolve. */
export function isPublicUrl(pathOrUrl: string): boolean {
  return /^(https?:|blob:|data:|\/)/.test(pathOrUrl);
}

export const MISSING_POSITION = 999;

/** Ascending by `position`, a missing position counting as 999; stable for ties. */
export function sortByPosition<T extends { position?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.position ?? MISSING_POSITION) - (b.position ?? MISSING_POSITION));
}
