// Build time only (src/entry-server.tsx, run by tools/prerender.mjs in Node): the public catalogue the pages are
// prerendered with. Never part of the browser's bundle (docs/decisions/0013-prerender-live-catalogue.md).
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  setLogLevel,
  where,
} from 'firebase/firestore/lite';
import type { FirebaseSettings } from '../../config/env';
import { sortByPosition, type Yacht } from '../../domain/yacht';
import { type Service } from '../../domain/service';
import { type Offer } from '../../domain/offer';
import { faqOrder, type FaqEntry } from '../../domain/faq';
import { newestReviewsFirst, type Review } from '../../domain/review';
import { catalogueConverters } from './converters';
import { toFaqEntry, toReview } from './reviews-faq-converters';
import { DEFAULT_EMULATORS } from '../../config/data-hosts';
import { storagePublicUrl } from './storage-urls';

export interface BuildCatalogue {
  yachts: Yacht[];
  offers: Offer[];
  services: Service[];
  /** The published FAQ by position and the reviews newest first: the home page's (its snapshot only). */
  faq: FaqEntry[];
  reviews: Review[];
}

/** Where the catalogue is read from, for messages: the project, and the emulator's address when on the emulators. */
export function catalogueSource(settings: FirebaseSettings): string {
  if (!settings.useEmulators) return `Firestore of project ${settings.projectId}`;
  const port = settings.emulatorPorts?.firestore ?? DEFAULT_EMULATORS.firestore;
  return `the Firestore emulator at ${DEFAULT_EMULATORS.host}:${port} (project ${settings.projectId})`;
}

/**
 * Reads products, offers and services, the published FAQ and the reviews as any visitor may (the public catalogue: no credentials), with the web
 * SDK's converters, so the pages show exactly what the browser would. Rejects when Firestore does not answer within
 * `timeoutMs` or refuses a read.
 */
export async function readBuildCatalogue(
  settings: FirebaseSettings,
  timeoutMs = 30_000,
): Promise<BuildCatalogue> {
  const { apiKey, authDomain, projectId, storageBucket, appId } = settings;
  // The build says what failed in one line (tools/prerender.mjs); the SDK's own log would repeat it per request.
  setLogLevel('silent');
  // App Check is left out: its reCAPTCHA runs only in a browser, and the catalogue is public.
  const app = initializeApp({ apiKey, authDomain, projectId, storageBucket, appId }, 'prerender');
  const convert = catalogueConverters(
    storagePublicUrl(
      storageBucket,
      settings.useEmulators ? (settings.emulatorPorts?.storage ?? DEFAULT_EMULATORS.storage) : undefined,
    ),
  );
  try {
    const db = getFirestore(app);
    if (settings.useEmulators) {
      const port = settings.emulatorPorts?.firestore ?? DEFAULT_EMULATORS.firestore;
      connectFirestoreEmulator(db, DEFAULT_EMULATORS.host, port);
    }
    const read = async <T>(name: string, convert: (id: string, data: unknown) => T) =>
      (await getDocs(collection(db, name))).docs.map((document) => convert(document.id, document.data()));
    // Visitors may list only the published FAQ entries, and must ask for them (firestore.rules).
    const readFaq = async () =>
      (await getDocs(query(collection(db, 'faq'), where('published', '==', true)))).docs
        .map((document) => toFaqEntry(document.id, document.data()))
        .filter((entry) => entry.published)
        .sort(faqOrder);
    const readReviews = async () =>
      (await read('reviews', toReview))
        .filter((review): review is Review => review !== null)
        .sort(newestReviewsFirst);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)),
        timeoutMs,
      );
    });
    try {
      const [yachts, offers, services, faq, reviews] = await Promise.race([
        Promise.all([
          read('products', convert.yacht),
          read('offers', convert.offer),
          read('services', convert.service),
          readFaq(),
          readReviews(),
        ]),
        timeout,
      ]);
      return { yachts: sortByPosition(yachts), offers, services, faq, reviews };
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await deleteApp(app).catch(() => undefined);
  }
}
