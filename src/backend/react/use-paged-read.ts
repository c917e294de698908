import type { Backend } from '../types';
import { useBackendOrNull } from './backend-context';
import { storeOf, update, type Entry, type ReadKey } from './read-cache';
import { useBackendRead, type BackendRead } from './use-backend-read';

/** One page of a list, and the cursor of the next (null after the last). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** The pages read so far, in order. */
export interface Pages<T> {
  pages: Page<T>[];
}

export type PagedRead<T> = BackendRead<Pages<T>> & {
  /** The items of the pages read, in order (none before the first answer). */
  items: T[];
  hasMore: boolean;
  /** Reads the next page and adds it to the list; a failure is thrown (the list stays as it was). */
  loadMore: () => Promise<void>;
};

/**
 * A list read a page at a time, through the same cache as `useBackendRead` (and invalidated the same way):
 * `readPage(backend, after)` reads the page after the cursor (null: the first). A refresh reads again as many
 * pages as are shown, so the list keeps its length on screen.
 */
export function usePagedBackendRead<T>(
  key: ReadKey | null,
  readPage: (backend: Backend, after: string | null) => Promise<Page<T>>,
): PagedRead<T> {
  const backend = useBackendOrNull();
  const read = useBackendRead<Pages<T>>(key, async (from, shown) => {
    const pages = [await readPage(from, null)];
    for (let last = pages[0]; last.next !== null && pages.length < (shown?.pages.length ?? 1);) {
      pages.push((last = await readPage(from, last.next)));
    }
    return { pages };
  });
  const pages = read.data?.pages ?? [];

  // The next page is added to the entry, unless a read of it started meanwhile (that read's answer counts). One
  // under way when the page is asked for answers with the pages it started from.
  const loadMore = async () => {
    const entry = backend && key && (storeOf(backend).get(key) as Entry<Pages<T>>);
    const after = entry && entry.state.data?.pages.at(-1)?.next;
    if (!backend || !entry || !after) return;
    const { run } = entry;
    const page = await readPage(backend, after);
    const { state } = entry;
    if (run === entry.run && state.status === 'ready') {
      update(entry, { ...state, data: { pages: [...state.data.pages, page] } });
    }
  };
  return {
    ...read,
    items: pages.flatMap((page) => page.items),
    hasMore: Boolean(pages.at(-1)?.next),
    loadMore,
  };
}
