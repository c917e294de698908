import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Enquiry, EnquiryStatus } from '../../../backend/types';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { adminStrings } from '../strings';
import { csvFileName, enquiriesCsv } from './csv';
import { downloadText } from './download';
import EnquiryItem from './enquiry-item';
import { useEnquiries, type Filter } from './use-enquiries';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';

const filters: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'lost', label: 'Lost' },
  { value: 'all', label: 'All' },
];

/** Enquiries, newest first, a page at a time: filter by status, mark contacted or reopen, export as CSV. */
export default function EnquiriesPage() {
  usePageTitle('Admin: enquiries');
  const [filter, setFilter] = useState<Filter>('new');
  const enquiries = useEnquiries(filter);
  const [busyId, setBusyId] = useState<string | null>(null);
  const action = useAdminAction();
  const { shown, counts } = enquiries;

  async function changeStatus(enquiry: Enquiry, status: EnquiryStatus) {
    setBusyId(enquiry.id);
    await action.run(() => enquiries.setStatus(enquiry, status), {
      failure: adminStrings.statusChangeFailed,
      log: 'Could not change the status.',
    });
    setBusyId(null);
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
            onClick={() => downloadText(enquiriesCsv(shown), csvFileName(new Date()))}
            disabled={shown.length === 0}
          >
            Export CSV
          </Button>
        </div>
      </div>
      <fieldset className="mb-3">
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
        <LoadError message={adminStrings.enquiriesLoadFailed} onRetry={enquiries.refresh} />
      )}
      {enquiries.status === 'ready' &&
        (shown.length === 0 ? (
          <p>{adminStrings.noEnquiries}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-3" aria-label="Enquiries">
            {shown.map((enquiry) => (
              <EnquiryItem
                key={enquiry.id}
                enquiry={enquiry}
                busy={busyId === enquiry.id}
                onStatus={(status) => changeStatus(enquiry, status)}
              />
            ))}
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
