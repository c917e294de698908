import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../../backend/react/site-data';
import type { Enquiry, EnquiryStatus } from '../../../domain/enquiry';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { adminStrings } from '../strings';
import { csvFileName, enquiriesCsv } from './csv';
import { downloadText } from './download';
import EnquiryItem from './enquiry-item';
import { useEnquiries, type Filter } from './use-enquiries';
import { usePriceList } from './use-price-list';
import FlashAlert from '../flash-alert';
import { ItemBoundary, UnreadableItem } from '../unreadable-item';
import { useAdminAction } from '../use-admin-action';
import { pipelineStrings } from './strings';
import { backendMessage } from '../backend-message';

const filters: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'lost', label: 'Lost' },
  { value: 'all', label: 'All' },
];

/**
 * The pipeline: enquiries newest first, a page at a time, filtered by status or found by reference, name or phone;
 * each moves through its statuses, is confirmed into a booking (or refused with the clash named), cancelled, and
 * annotated. The shown ones export as CSV.
 */
export default function EnquiriesPage() {
  usePageTitle('Admin: enquiries');
  const [filter, setFilter] = useState<Filter>('new');
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [term, setTerm] = useState(query);
  const enquiries = useEnquiries(filter, query);
  // Today's price list, read once for every enquiry shown: each quote is checked against it.
  const prices = usePriceList();
  const { yachts } = useSiteData();
  const [busyId, setBusyId] = useState<string | null>(null);
  const action = useAdminAction();
  const { shown, counts } = enquiries;

  async function changeStatus(enquiry: Enquiry, status: EnquiryStatus) {
    setBusyId(enquiry.id);
    await action.run(() => enquiries.setStatus(enquiry, status), {
      failure: (error) => backendMessage(error, adminStrings.statusChangeFailed),
      log: 'Could not change the status.',
    });
    setBusyId(null);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(term.trim() ? { q: term.trim() } : {});
  }

  function clearSearch() {
    setTerm('');
    setParams({});
  }

  const loadMore = () =>
    action.run(enquiries.loadMore, {
      failure: adminStrings.enquiriesLoadFailed,
      log: 'Could not load more.',
    });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Enquiries</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-secondary"
            onClick={enquiries.refresh}
            disabled={enquiries.status === 'loading'}
          >
            Refresh
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => downloadText(enquiriesCsv(shown, yachts), csvFileName(new Date()))}
            disabled={shown.length === 0}
          >
            Export CSV
          </Button>
        </div>
      </div>
      <Form role="search" onSubmit={search} className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="enquiries-search">
          <Form.Label className="small mb-1">Search by reference, name or phone</Form.Label>
          <Form.Control
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </Form.Group>
        <Button type="submit" variant="outline-primary">
          Search
        </Button>
        {query && (
          <Button variant="outline-secondary" onClick={clearSearch}>
            Clear search
          </Button>
        )}
      </Form>
      {query && (
        <p className="small" aria-live="polite">
          Results for “{query}” (all statuses)
        </p>
      )}
      <fieldset className="mb-3" disabled={query !== ''}>
        <legend className="fs-6 fw-semibold mb-1">Show</legend>
        {filters.map(({ value, label }) => (
          <Form.Check
            key={value}
            inline
            type="radio"
            id={`enquiries-filter-${value}`}
            name="enquiries-filter"
            label={counts ? `${label} (${counts[value]})` : label}
            checked={filter === value}
            onChange={() => setFilter(value)}
          />
        ))}
      </fieldset>
      <FlashAlert action={action} />
      {enquiries.status === 'loading' && <Loading label="Loading enquiries..." />}
      {enquiries.status === 'failed' && (
        <LoadError
          message={query ? pipelineStrings.searchFailed : adminStrings.enquiriesLoadFailed}
          onRetry={enquiries.refresh}
        />
      )}
      {enquiries.status === 'ready' &&
        (shown.length === 0 ? (
          <p>{query ? pipelineStrings.noResults : adminStrings.noEnquiries}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-3" aria-label="Enquiries">
            {shown.map((enquiry) => {
              const remove = () => enquiries.remove(enquiry);
              // One document that cannot be read is said as such, with a delete button; the rest still work.
              return enquiry.unreadable ? (
                <UnreadableItem
                  key={enquiry.id}
                  what="enquiry"
                  id={enquiry.id}
                  reason={enquiry.unreadable}
                  onDelete={remove}
                />
              ) : (
                <ItemBoundary key={enquiry.id} what="enquiry" id={enquiry.id} onDelete={remove}>
                  <EnquiryItem
                    enquiry={enquiry}
                    prices={prices}
                    busy={busyId === enquiry.id}
                    onStatus={(status) => changeStatus(enquiry, status)}
                    onConfirm={() => enquiries.confirm(enquiry)}
                    onCancelBooking={() => enquiries.cancelBooking(enquiry)}
                    deposit={{
                      online: enquiries.depositsOnline,
                      onCreate: () => enquiries.createDepositLink(enquiry),
                    }}
                  />
                </ItemBoundary>
              );
            })}
          </ul>
        ))}
      {enquiries.status === 'ready' && enquiries.hasMore && (
        <Button variant="outline-primary" className="mt-3" onClick={loadMore} disabled={action.busy}>
          {action.busy ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  );
}
