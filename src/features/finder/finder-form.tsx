import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import FinderFilters, { field } from './finder-filters';
import { asksFinder, formSearch, formValues, PARAMS as P, selectionKey, STARTS } from './form-state';
import { finderFormStrings as t } from './strings';

const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface FinderFormProps {
  /** The address's query, as the form shows it. */
  search: string;
  /** Applies what the form asks for: a history step when its selection changed. */
  onApply: (search: string, selectionChanged: boolean) => void;
  /** The visitor has started using the form: the answer's code may start loading. */
  onUse: () => void;
  /** The fleet section's anchor: links keep the visitor there. */
  anchor: string;
  /** Today in Dubai, the first date offered (unknown while prerendering). */
  today?: string;
}

/**
 * The finder's form (light and prerendered): a selection (date, start, hours, guests in Dubai time), filters and a
 * sort. Its fields are uncontrolled, filled from the address; sending it (or changing the sort or VIP) applies it.
 */
export default function FinderForm({ search, onApply, onUse, anchor, today }: FinderFormProps) {
  const values = formValues(search);
  const apply = (form: HTMLFormElement) => {
    const next = formSearch(new FormData(form));
    onApply(next, selectionKey(next) !== selectionKey(search));
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }
  const applyNow = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };

  return (
    <form className="finder card card-body mb-4" aria-label={t.formLabel} onSubmit={submit} onFocus={onUse}>
      <SelectionFields values={values} today={today} />
      <p id={field('zone')} className="small text-body-secondary mt-2 mb-0">
        {t.dubaiTime}
      </p>
      <FinderFilters values={values} applyNow={applyNow} />
      {asksFinder(search) && (
        <Link to={{ search: '', hash: anchor }} className="d-inline-block mt-2">
          {t.showAll}
        </Link>
      )}
    </form>
  );
}

/** The selection (date, start, hours, guests) and the button that sends the form. */
function SelectionFields({ values, today }: { values: ReturnType<typeof formValues>; today?: string }) {
  return (
    <div className="row g-3 align-items-end">
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={field('date')}>
          {t.date}
        </label>
        <input
          id={field('date')}
          className="form-control"
          type="date"
          name={P.date}
          min={today}
          defaultValue={values.date}
        />
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={field('start')}>
          {t.startTime}
        </label>
        <select
          id={field('start')}
          className="form-select"
          name={P.start}
          aria-describedby={field('zone')}
          defaultValue={values.start}
        >
          {STARTS.map((start) => (
            <option key={start}>{start}</option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label" htmlFor={field('hours')}>
          {t.hours}
        </label>
        <select id={field('hours')} className="form-select" name={P.hours} defaultValue={values.hours}>
          {HOURS.map((count) => (
            <option key={count}>{count}</option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label" htmlFor={field('guests')}>
          {t.guests}
        </label>
        <input
          id={field('guests')}
          className="form-control"
          type="number"
          name={P.guests}
          min={1}
          max={999}
          inputMode="numeric"
          defaultValue={values.guests}
        />
      </div>
      <div className="col-12 col-md-2">
        <button type="submit" className="btn btn-gold w-100">
          {t.find}
        </button>
      </div>
    </div>
  );
}
