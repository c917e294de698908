import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import type { CallbackRequest, CallbackStatus } from '../../../backend/types';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { adminStrings } from '../strings';
import { csvFileName, enquiriesCsv } from './csv';
import { downloadText } from './download';
import EnquiryItem from './enquiry-item';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';

type Filter = CallbackStatus | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** Call-back requests, newest first: filter new / handled, mark handled or reopen, export as CSV. */
export default function EnquiriesPage() {
  usePageTitle('Admin: enquiries');
  const backend = useBackend();
  const loaded = useBackendRead('the enquiries', (from) => from.callbackRequests.list());
  // Status changes made on this screen since the list was read.
  const [changed, setChanged] = useState<Record<string, CallbackStatus>>({});
  const [filter, setFilter] = useState<Filter>('new');
  const [busyId, setBusyId] = useState<string | null>(null);
  const action = useAdminAction();

  function refresh() {
    setChanged({});
    loaded.retry();
  }

  async function toggle(request: CallbackRequest) {
    const status: CallbackStatus = request.status === 'new' ? 'handled' : 'new';
    setBusyId(request.id);
    await action.run(
      async () => {
        await backend.callbackRequests.setStatus(request.id, status);
        setChanged((current) => ({ ...current, [request.id]: status }));
      },
      { failure: adminStrings.statusChangeFailed, log: 'Could not change the status.' },
    );
    setBusyId(null);
  }

  const all =
    loaded.status === 'ready'
      ? loaded.data.map((request) => ({ ...request, status: changed[request.id] ?? request.status }))
      : [];
  const shown = filter === 'all' ? all : all.filter((request) => request.status === filter);
  const count = (value: Filter) =>
    value === 'all' ? all.length : all.filter((r) => r.status === value).length;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Enquiries</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={refresh} disabled={loaded.status === 'loading'}>
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
            label={`${label} (${count(value)})`}
            checked={filter === value}
            onChange={() => setFilter(value)}
          />
        ))}
      </fieldset>
      <FlashAlert action={action} />
      {loaded.status === 'loading' && <Loading label="Loading enquiries..." />}
      {loaded.status === 'failed' && (
        <LoadError message={adminStrings.enquiriesLoadFailed} onRetry={refresh} />
      )}
      {loaded.status === 'ready' &&
        (shown.length === 0 ? (
          <p>{adminStrings.noEnquiries}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-3" aria-label="Enquiries">
            {shown.map((request) => (
              <EnquiryItem
                key={request.id}
                request={request}
                busy={busyId === request.id}
                onToggle={() => toggle(request)}
              />
            ))}
          </ul>
        ))}
    </>
  );
}
