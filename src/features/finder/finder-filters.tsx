import { PARAMS as P, type formValues } from './form-state';
import { finderFormStrings as t } from './strings';

/** The sorts offered (their texts read when shown, in the page's language). */
const sorts = () =>
  [
    ['', t.sortFleet],
    ['price', t.sortPriceAsc],
    ['price-desc', t.sortPriceDesc],
    ['size', t.sortSizeDesc],
    ['size-asc', t.sortSizeAsc],
    ['capacity', t.sortCapacityDesc],
    ['capacity-asc', t.sortCapacityAsc],
  ] as const;

/** A field's id. */
export const field = (name: string) => `finder-${name}`;

export interface FinderFiltersProps {
  /** What the address asks for. */
  values: ReturnType<typeof formValues>;
  /** Applies the form at once (the sort, VIP only). */
  applyNow: (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => void;
}

/** The finder's filters and sort, folded away unless one is set. */
export default function FinderFilters({ values, applyNow }: FinderFiltersProps) {
  const filtered = Boolean(
    values.minGuests ||
    values.priceMin ||
    values.priceMax ||
    values.feetMin ||
    values.feetMax ||
    values.vipOnly ||
    values.sort,
  );
  return (
    <details className="finder-filters mt-2" open={filtered}>
      <summary>{t.filters}</summary>
      <div className="row g-3 mt-0">
        {(
          [
            ['cap', P.minGuests, t.minCapacity, values.minGuests],
            ['price-min', `${P.price}-min`, t.priceFrom, values.priceMin],
            ['price-max', `${P.price}-max`, t.priceTo, values.priceMax],
            ['feet-min', `${P.feet}-min`, t.lengthFrom, values.feetMin],
            ['feet-max', `${P.feet}-max`, t.lengthTo, values.feetMax],
          ] as const
        ).map(([id, name, label, value]) => (
          <div key={id} className="col-6 col-md-2">
            <label className="form-label small" htmlFor={field(id)}>
              {label}
            </label>
            <input
              id={field(id)}
              className="form-control"
              type="number"
              name={name}
              min={0}
              inputMode="numeric"
              defaultValue={value}
            />
          </div>
        ))}
        <div className="col-6 col-md-2">
          <label className="form-label small" htmlFor={field('sort')}>
            {t.sortBy}
          </label>
          <select
            id={field('sort')}
            className="form-select"
            name={P.sort}
            defaultValue={values.sort}
            onChange={applyNow}
          >
            {sorts().map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <div className="form-check">
            <input
              id={field('vip')}
              className="form-check-input"
              type="checkbox"
              name={P.vipOnly}
              value="1"
              defaultChecked={values.vipOnly}
              onChange={applyNow}
            />
            <label className="form-check-label" htmlFor={field('vip')}>
              {t.vipOnly}
            </label>
          </div>
        </div>
      </div>
    </details>
  );
}
