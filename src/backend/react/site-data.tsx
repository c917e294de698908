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
import { sortByPosition, type Backend, type Offer, type Product, type Service } from '../types';
import { useBackendOrNull } from './backend-context';
import { keepUnchanged } from './keep-unchanged';
import type { SiteSnapshot } from './snapshot';

export type Collection = 'products' | 'offers' | 'services';
const ALL: readonly Collection[] = ['products', 'offers', 'services'];

export interface SiteData {
  status: 'loading' | 'ready';
  /** Sorted by position (missing = 999). */
  products: Product[];
  offers: Offer[];
  services: Service[];
  /**
   * The collections whose last load failed: visitors see them as empty lists; the admin screens say it failed
   * (an empty list would tell the operator their fleet is gone) and offer to try again.
   */
  failed: readonly Collection[];
  /** Reads collections again after a change (all of them when none is named). */
  reload: (...collections: Collection[]) => Promise<void>;
}

type Loaded = { [K in Collection]: { list: SiteData[K]; failed: boolean } };

const SiteDataContext = createContext<SiteData | null>(null);

/** Loads one collection; a failure is logged and marked, and the list is empty. */
async function loadCollection<T>(name: Collection, read: () => Promise<T[]>) {
  try {
    return { list: await read(), failed: false };
  } catch (error) {
    console.error(`Could not load ${name}.`, error);
    return { list: [] as T[], failed: true };
  }
}

async function load(backend: Backend, names: readonly Collection[]): Promise<Partial<Loaded>> {
  const readers: { [K in Collection]: () => Promise<SiteData[K]> } = {
    products: () => backend.products.list().then(sortByPosition),
    offers: () => backend.offers.list(),
    services: () => backend.services.list(),
  };
  const loaded = await Promise.all(
    names.map(async (name) => [name, await loadCollection<unknown>(name, readers[name])]),
  );
  return Object.fromEntries(loaded) as Partial<Loaded>;
}

type State = Omit<SiteData, 'reload'>;

/** The list to show after a read: the read's, keeping unchanged items; what was shown if it failed or was not read. */
function fresh<T extends { id: string }>(shown: T[], read: { list: T[]; failed: boolean } | undefined): T[] {
  return read && !read.failed ? keepUnchanged(shown, read.list) : shown;
}

function apply(state: State, loaded: Partial<Loaded>): State {
  const failed = new Set(state.failed);
  for (const name of ALL) {
    const result = loaded[name];
    if (result?.failed) failed.add(name);
    else if (result) failed.delete(name);
  }
  return {
    status: 'ready',
    // A failed read keeps what is shown (a prerendered page's catalogue stays on screen).
    products: fresh(state.products, loaded.products),
    offers: fresh(state.offers, loaded.offers),
    services: fresh(state.services, loaded.services),
    failed: ALL.filter((name) => failed.has(name)),
  };
}

/**
 * Products, offers and services, loaded once when the backend is ready and shared by every page.
 * `initial` is the data a prerendered page was built with: shown (and hydrated) until the backend answers.
 */
export function SiteDataProvider({ children, initial }: { children: ReactNode; initial?: SiteSnapshot }) {
  const backend = useBackendOrNull();
  const [state, setState] = useState<State>(() => ({
    status: initial ? 'ready' : 'loading',
    products: initial?.products ?? [],
    offers: [],
    services: initial?.services ?? [],
    failed: [],
  }));

  useEffect(() => {
    if (!backend) return;
    let active = true;
    load(backend, ALL).then((loaded) => {
      if (!active) return;
      // A transition, like the backend's arrival: a prerendered page still hydrating keeps its markup.
      startTransition(() => setState((previous) => apply(previous, loaded)));
      // Browser tests and the benchmark wait for this instead of guessing from network silence.
      document.documentElement.dataset.siteData = 'loaded';
    });
    return () => {
      active = false;
    };
  }, [backend]);

  const reload = useCallback(
    async (...collections: Collection[]) => {
      if (!backend) return;
      const loaded = await load(backend, collections.length > 0 ? collections : ALL);
      setState((previous) => apply(previous, loaded));
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
