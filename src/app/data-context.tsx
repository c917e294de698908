import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { sortByPosition, type Backend, type Offer, type Product, type Service } from '../backend/types';
import { useBackendOrNull } from './backend-context';
import type { SiteSnapshot } from './snapshot';

export type Collection = 'products' | 'offers' | 'services';

export interface SiteData {
  status: 'loading' | 'ready';
  /** Sorted by position (missing = 999). */
  products: Product[];
  offers: Offer[];
  services: Service[];
  /** Reads collections again after a change (all of them when none is named). */
  reload: (...collections: Collection[]) => Promise<void>;
}

const SiteDataContext = createContext<SiteData | null>(null);

/** Loads one collection; a failure is logged and becomes an empty list (spec §8). */
async function loadCollection<T>(name: Collection, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`Could not load ${name}.`, error);
    return [];
  }
}

function readers(backend: Backend) {
  return {
    products: () => loadCollection('products', () => backend.products.list()).then(sortByPosition),
    offers: () => loadCollection('offers', () => backend.offers.list()),
    services: () => loadCollection('services', () => backend.services.list()),
  };
}

/**
 * Products, offers and services, loaded once when the backend is ready and shared by every page.
 * `initial` is the data a prerendered page was built with: shown (and hydrated) until the backend answers.
 */
export function SiteDataProvider({ children, initial }: { children: ReactNode; initial?: SiteSnapshot }) {
  const backend = useBackendOrNull();
  const [state, setState] = useState<Omit<SiteData, 'reload'>>(() => ({
    status: initial ? 'ready' : 'loading',
    products: initial?.products ?? [],
    offers: [],
    services: initial?.services ?? [],
  }));

  useEffect(() => {
    if (!backend) return;
    let active = true;
    const read = readers(backend);
    Promise.all([read.products(), read.offers(), read.services()]).then(([products, offers, services]) => {
      // A transition, like the backend's arrival: a prerendered page still hydrating keeps its markup.
      if (active) startTransition(() => setState({ status: 'ready', products, offers, services }));
    });
    return () => {
      active = false;
    };
  }, [backend]);

  const reload = useCallback(
    async (...collections: Collection[]) => {
      if (!backend) return;
      const read = readers(backend);
      const names: Collection[] = collections.length > 0 ? collections : ['products', 'offers', 'services'];
      const loaded = await Promise.all(names.map(async (name) => [name, await read[name]()] as const));
      setState((previous) => ({ ...previous, ...Object.fromEntries(loaded) }));
    },
    [backend],
  );

  const value = useMemo(() => ({ ...state, reload }), [state, reload]);
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData() must be used inside <SiteDataProvider>.');
  return data;
}
