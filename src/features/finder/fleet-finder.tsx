import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInBrowser } from '../../components/use-in-browser';
import type { Yacht } from '../../domain/yacht';
import { withMessages } from '../../i18n/catalogues';
import { whenNear } from '../../components/when-near';
import type { FinderFormProps } from './finder-form';
import { FinderLoading } from './finder-loading';
import { asksFinder, dubaiDate } from './address';

/** The answer's code (the finder engine, the busy times, the list) with its messages: loaded on demand. */
const loadResults = withMessages(() => import('./finder-results'));
const FinderResults = lazy(loadResults);

/**
 * The form: prerendered, its code loaded when it comes on screen or the visitor touches it (below the hero on a
 * phone), at once when the address asks the finder something; a yacht page's first visit never loads it.
 */
const FinderForm = /* @__PURE__ */ whenNear<FinderFormProps>(
  'fleet-finder-form',
  // With its texts (a catalogue of its own).
  withMessages(() => import('./finder-form'), 'finder'),
  {
    margin: '0px',
    loadAtOnce: () => asksFinder(location.search),
  },
);

interface FleetFinderProps {
  yachts: Yacht[];
  /** The catalogue is still loading. */
  loading: boolean;
  /** The section's anchor (`#fleet`): the finder's links keep the visitor there. */
  anchor: string;
  /** The whole fleet as the page shows it without a selection, filter or sort (prerendered). */
  children: ReactNode;
}

/**
 * The fleet finder: its form, then the yachts free for the URL's selection with their prices, filtered
 * and sorted; without any, the whole fleet (`children`). The state is the URL's (read once in the browser, so a
 * prerendered page hydrates as it was built); each change of the selection is a history step, one of the filters
 * or the sort replaces the current one.
 */
export function FleetFinder({ yachts, loading, anchor, children }: FleetFinderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  const [now] = useState(() => Date.now());
  // What the form last asked for, until the address changes. The router renders a navigation as a transition, in
  // slices after everything else; the answer to the visitor's own change is drawn at once instead, while the
  // address follows.
  const [asked, setAsked] = useState<string | null>(null);
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    setAsked(null);
  }
  const search = inBrowser ? (asked ?? location.search) : '';
  // What the form's fields show: drawn afresh (a new key) only when the address changed by other means (Back, an
  // alternative's link), so a visitor typing in it keeps their place.
  const [form, setForm] = useState({ search, key: 0 });
  if (form.search !== search) setForm({ search, key: form.key + 1 });

  const apply = (next: string, selectionChanged: boolean) => {
    setAsked(next);
    setForm({ search: next, key: form.key });
    void navigate({ search: next, hash: anchor }, { replace: !selectionChanged, preventScrollReset: true });
  };

  return (
    <>
      <FinderForm
        key={form.key}
        search={search}
        anchor={anchor}
        today={inBrowser ? dubaiDate(now) : undefined}
        onApply={apply}
        onUse={() => void loadResults()}
      />
      {asksFinder(search) ? (
        <Suspense fallback={<FinderLoading />}>
          <FinderResults search={search} yachts={yachts} loading={loading} anchor={anchor} now={now}>
            {children}
          </FinderResults>
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
