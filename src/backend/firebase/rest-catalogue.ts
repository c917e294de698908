// What visitors read, through Firestore's REST API: a visitor's first page refreshes the yachts, offers and services
// it was prerendered with, and the booking panel reads the settings, add-ons and busy intervals, without downloading
// the Firebase SDK (docs/decisions/0013-prerender-live-catalogue.md). Plain `fetch`, no Firebase import: the SDK
// comes later, when something needs it (sending an enquiry, the admin area).
import type { AddOn, BookingSettings } from '../../domain/booking/settings';
import type { PublicBusyInterval } from '../../domain/booking/bookings';
import { BackendError } from '../types';
import { sortByPosition, type Yacht } from '../../domain/yacht';
import { type Service } from '../../domain/service';
import { type Offer } from '../../domain/offer';
import { catalogueConverters } from './converters';
import {
  BODY_HEADERS,
  documentsUrl,
  fetchOnce,
  fromRestFields,
  type RestDocument,
  type RestTarget,
} from './rest-request';
import type { PublicUrl } from './storage-urls';

/** Where and as whom to read (./rest-request), and where the photos are. */
export interface RestCatalogueSettings extends RestTarget {
  /** The address of a stored photo's file (the bucket's public address, or the Storage emulator's). */
  publicUrl: PublicUrl;
}

const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

function failure(status: number, message: string) {
  if (status === 401 || status === 403) return new BackendError('permission-denied', message);
  if (status === 404) return new BackendError('not-found', message);
  if (status === 0 || status === 429 || status >= 500) return new BackendError('unavailable', message);
  return new BackendError('unknown', message);
}

/**
 * A request to Firestore's REST API (or the same one started early: ./rest-request); a network failure or an error
 * status becomes a BackendError.
 */
export async function request(what: string, url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetchOnce(url, init);
  } catch (error) {
    throw new BackendError('unavailable', `Could not reach Firestore to read ${what}.`, { cause: error });
  }
  if (!response.ok) throw failure(response.status, `Reading ${what} failed (HTTP ${response.status}).`);
  return response;
}

/** Every document of a top-level collection, page by page. */
export async function readCollection<T>(
  settings: RestCatalogueSettings,
  name: string,
  convert: (id: string, data: unknown) => T,
): Promise<T[]> {
  const base = `${documentsUrl(settings)}/${name}`;
  const items: T[] = [];
  let pageToken = '';
  do {
    const query = new URLSearchParams({ pageSize: '300', key: settings.apiKey });
    if (pageToken) query.set('pageToken', pageToken);
    const response = await request(name, `${base}?${query}`);
    const page = (await response.json()) as { documents?: RestDocument[]; nextPageToken?: string };
    for (const document of page.documents ?? [])
      items.push(convert(idOf(document.name), fromRestFields(document.fields)));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return items;
}

/** One document's fields, or undefined when there is no such document. */
export async function readDocument(
  settings: RestCatalogueSettings,
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const url = `${documentsUrl(settings)}/${path}?${new URLSearchParams({ key: settings.apiKey })}`;
  let response: Response;
  try {
    response = await request(path, url);
  } catch (error) {
    if (error instanceof BackendError && error.code === 'not-found') return undefined;
    throw error;
  }
  return fromRestFields(((await response.json()) as RestDocument).fields);
}

/** The `yachtDays` documents whose date is in [from, to] (a structured query; the SDK's `where` on `date`). */
async function readYachtDays(settings: RestCatalogueSettings, from: string, to: string) {
  const bound = (op: string, value: string) => ({
    fieldFilter: { field: { fieldPath: 'date' }, op, value: { stringValue: value } },
  });
  const body = {
    structuredQuery: {
      from: [{ collectionId: 'yachtDays' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [bound('GREATER_THAN_OR_EQUAL', from), bound('LESS_THAN_OR_EQUAL', to)],
        },
      },
    },
  };
  const response = await request(
    'yachtDays',
    `${documentsUrl(settings)}:runQuery?${new URLSearchParams({ key: settings.apiKey })}`,
    { method: 'POST', headers: BODY_HEADERS, body: JSON.stringify(body) },
  );
  const rows = (await response.json()) as { document?: RestDocument }[];
  return rows.flatMap((row) => (row.document ? [fromRestFields(row.document.fields)] : []));
}

/** What any visitor may read (the rules allow it without signing in), as the SDK backend returns it. */
export function createRestCatalogue(settings: RestCatalogueSettings) {
  const convert = catalogueConverters(settings.publicUrl);
  // The booking's converters (and the domain's checks behind them) come with the booking panel's first read: a page
  // that only shows the fleet never loads them.
  const booking = () => import('./booking-converters');
  return {
    yachts: async (): Promise<Yacht[]> =>
      sortByPosition(await readCollection(settings, 'products', convert.yacht)),
    offers: (): Promise<Offer[]> => readCollection(settings, 'offers', convert.offer),
    services: (): Promise<Service[]> => readCollection(settings, 'services', convert.service),
    bookingSettings: async (): Promise<BookingSettings> =>
      (await booking()).toBookingSettings(await readDocument(settings, 'settings/booking')),
    addOns: async (): Promise<AddOn[]> =>
      (await readCollection(settings, 'addOns', (await booking()).toAddOn)).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    busy: async (fromDate: string, toDate: string): Promise<PublicBusyInterval[]> => {
      // An interval spanning midnight is on two days' documents: listed once.
      const found = new Map<string, PublicBusyInterval>();
      const { toDayIntervals } = await booking();
      for (const day of await readYachtDays(settings, fromDate, toDate)) {
        const yachtId = String(day.yachtId ?? '');
        for (const interval of toDayIntervals(day)) found.set(interval.id, { ...interval, yachtId });
      }
      return [...found.values()];
    },
  };
}
