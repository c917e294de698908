import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { RadioChoices } from '../checked-field';
import type { Filter } from './use-enquiries';

const filters: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'lost', label: 'Lost' },
  { value: 'all', label: 'All' },
];

/** The search the address holds (`?q=`), trimmed, and the term being typed, which a submit puts in the address. */
export function useEnquirySearch() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [term, setTerm] = useState(query);
  return {
    query,
    term,
    setTerm,
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      setParams(term.trim() ? { q: term.trim() } : {});
    },
    clear() {
      setTerm('');
      setParams({});
    },
  };
}

/** Finds enquiries by reference, name or phone, in all statuses; says what the results are of. */
export function EnquirySearch({ search }: { search: ReturnType<typeof useEnquirySearch> }) {
  const { query } = search;
  return (
    <>
      <Form role="search" onSubmit={search.submit} className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="enquiries-search">
          <Form.Label className="small mb-1">Search by reference, name or phone</Form.Label>
          <Form.Control
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={search.term}
            onChange={(event) => search.setTerm(event.target.value)}
          />
        </Form.Group>
        <Button type="submit" variant="outline-primary">
          Search
        </Button>
        {query && (
          <Button variant="outline-secondary" onClick={search.clear}>
            Clear search
          </Button>
        )}
      </Form>
      {query && (
        <p className="small" aria-live="polite">
          Results for “{query}” (all statuses)
        </p>
      )}
    </>
  );
}

interface StatusFilterProps {
  filter: Filter;
  onChange: (filter: Filter) => void;
  /** How many there are of each, once read. */
  counts: Record<Filter, number> | null;
  /** While a search shows (it spans all statuses). */
  disabled: boolean;
}

/** Which enquiries to show, by status, with how many there are of each. */
export function StatusFilter({ filter, onChange, counts, disabled }: StatusFilterProps) {
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="fs-6 fw-semibold mb-1">Show</legend>
      <RadioChoices
        name="enquiries-filter"
        choices={filters.map(({ value, label }) => ({
          value,
          label: counts ? `${label} (${counts[value]})` : label,
        }))}
        value={filter}
        onChange={onChange}
      />
    </fieldset>
  );
}
