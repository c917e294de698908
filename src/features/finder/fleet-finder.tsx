import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInBrowser } from '../../components/use-in-browser';
import type { Product } from '../../domain/yacht';
import { withMessages } from '../../i18n/catalogues';
import { FinderForm } from './finder-form';
import { FinderLoading } from './finder-loading';
import { asksFinder, dubaiDate } from './form-state';

/** The answer's code (the finder engine, the busy times, the list) with its messages: loaded on demand. */
const loadResults = withMessages(() => import('./finder-results'));
const FinderResults = lazy(loadResults);

interface FleetFinderProps {
  products: Product[];
  /** The catalogue is still loading. */
  loading: boolean;
  /** The section's anchor (`#fleet`): the finder's links keep the visitor there. */
  anchor: string;
  /** The whole fleet as the page shows it without a selection, filter or sort (prerendered). */
  children: ReactNode;
}

/**
 * The fleet finder (issue 23): its form, then the yachts free for the URL's selection with their prices, filtered
 * and sorted; without any, the whole fleet (`children`). The state is the URL's (read once in the browser, so a
 * prerendered page hydrates as it was built); each change of the selection is a history step, one of the filters
 * or the sort replaces the current one.
 */
export function FleetFinder({ products, loading, anchor, children }: FleetFinderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  const [now] = useState(() => Date.now());
  const search = inBrowser ? location.search : '';

  const apply = (next: string, selectionChanged: boolean) =>
    navigate({ search: next, hash: anchor }, { replace: !selectionChanged, preventScrollReset: true });

  return (
    <>
      <FinderForm
        key={search}
        search={search}
        anchor={anchor}
        today={inBrowser ? dubaiDate(now) : undefined}
        onApply={apply}
        onUse={() => void loadResults()}
      />
      {asksFinder(search) ? (
        <Suspense fallback={<FinderLoading />}>
          <FinderResults search={search} products={products} loading={loading} anchor={anchor} now={now}>
            {children}
          </FinderResults>
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
