import type { Yacht } from '../../domain/yacht';
import YachtCard from './yacht-card';
import { fleetStrings as t } from './strings';

interface YachtGridProps {
  yachts: Yacht[];
  loading: boolean;
  /** Shown when loading is done and there is nothing to show. */
  emptyMessage?: string;
}

/** How many cards are above the fold on a desktop and load eagerly. */
const EAGER_CARDS = 3;
const SKELETON_CARDS = 6;
/**
 * Cards after the first screenfuls are laid out only when scrolled near (content-visibility, app.scss): a fleet
 * of hundreds renders without a long task, while the first cards keep their exact layout (scroll restoration).
 */
const FULL_LAYOUT_CARDS = 12;

/** Card-sized placeholders (drawn by app.scss), so the page does not jump when the yachts arrive. */
function GridSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">{t.loadingYachts}</span>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="col">
            <div className="card yacht-card-skeleton h-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function YachtGrid({ yachts, loading, emptyMessage = t.noYachts }: YachtGridProps) {
  if (loading) return <GridSkeleton />;
  if (yachts.length === 0) return <p className="text-center py-5 lead">{emptyMessage}</p>;
  return (
    <ul
      className="yacht-grid row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0"
      aria-label={t.fleetLabel}
    >
      {yachts.map((yacht, index) => (
        <li key={yacht.id} className={index < FULL_LAYOUT_CARDS ? 'col' : 'col layout-when-near'}>
          <YachtCard yacht={yacht} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
