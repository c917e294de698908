import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { type Backend } from '../types';
import { sortByPosition, type Yacht } from '../../domain/yacht';
import { type Service } from '../../domain/service';
import { type Offer } from '../../domain/offer';
import { keepUnchanged } from './keep-unchanged';
import type { SiteSnapshot } from './snapshot';
import { useBackendRead } from './use-backend-read';

export type Collection = 'products' | 'offers' | 'services';

export interface SiteData {
  status: 'loading' | 'ready';
  /** Sorted by position (missing = 999). */
  yachts: Yacht[];
  offers: Offer[];
  services: Service[];
  /**
   * The collections whose last load failed: visitors see them as empty lists; the admin screens say it failed
   * (an empty list would tell the operator their fleet is gone) and offer to try again.
   */
  failed: readonly Collection[];
}

const SiteDataContext = createContext<SiteData | null>(null);
/** The data the prerendered page was built with (none in the SPA shell): its FAQ and reviews on the home page. */
const SnapshotContext = createContext<SiteSnapshot | undefined>(undefined);
const NONE: never[] = [];
const ALL: readonly Collection[] = ['products', 'offers', 'services'];

/**
 * One collection, through the read cache under its name. A failure is logged as an error (visitors then see what
 * was shown: a prerendered page's catalogue, or nothing); an answer keeps the shown items that did not change.
 */
const useCollection = <T extends { id: string }>(
  name: Collection,
  read: (backend: Backend) => Promise<T[]>,
  initial: T[] | undefined,
) =>
  useBackendRead<T[]>(
    name,
    (backend, shown) =>
      read(backend).then(
        (list) => keepUnchanged(shown ?? NONE, list),
        (error: unknown) => {
          console.error(`Could not load ${name}.`, error);
          throw error;
        },
      ),
    initial,
  );

/**
 * Products, offers and services, read when the backend is ready and shared by every page.
 * `initial` is the data a prerendered page was built with: shown (and hydrated) until the backend answers.
 */
export function SiteDataProvider({ children, initial }: { children: ReactNode; initial?: SiteSnapshot }) {
  const reads = [
    useCollection('products', (from) => from.yachts.list().then(sortByPosition), initial?.yachts),
    useCollection('offers', (from) => from.offers.list(), initial && NONE),
    useCollection('services', (from) => from.services.list(), initial?.services),
  ] as const;
  const [yachts, offers, services] = reads.map((read) => read.data ?? NONE);
  const statuses = reads.map((read) => read.status).join();
  // Every collection has been answered by the backend (not only a prerendered page's data shown).
  const answered = !reads.some((read) => read.status === 'loading' || read.refreshing);

  useEffect(() => {
    // Browser tests and the benchmark wait for this instead of guessing from network silence.
    if (answered) document.documentElement.dataset.siteData = 'loaded';
  }, [answered]);

  const value = useMemo<SiteData>(() => {
    const each = statuses.split(',');
    return {
      status: each.includes('loading') ? 'loading' : 'ready',
      yachts: yachts as Yacht[],
      offers: offers as Offer[],
      services: services as Service[],
      failed: ALL.filter((_, index) => each[index] === 'failed'),
    };
  }, [statuses, yachts, offers, services]);
  return (
    <SiteDataContext.Provider value={value}>
      <SnapshotContext.Provider value={initial}>{children}</SnapshotContext.Provider>
    </SiteDataContext.Provider>
  );
}

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData() must be used inside <SiteDataProvider>.');
  return data;
}

/** The page's build-time data (src/backend/react/snapshot.ts), as the initial data of its own reads. */
export function usePageSnapshot(): SiteSnapshot | undefined {
  return useContext(SnapshotContext);
}
