import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../app/backend-context';
import type { CallbackRequest, CallbackStatus } from '../../../backend/types';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/use-page-title';
import { adminText } from '../messages';
import { csvFileName, enquiriesCsv } from './csv';
import { downloadText } from './download';
import EnquiryItem from './enquiry-item';

type Filter = CallbackStatus | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; requests: CallbackRequest[] };

/** Call-back requests, newest first: filter new / handled, mark handled or reopen, export as CSV. */
export default function EnquiriesPage() {
  usePageTitle('Admin: enquiries');
  const backend = useBackend();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<Filter>('new');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    backend.callbackRequests.list().then(
      (requests) => active && setLoaded({ status: 'ready', requests }),
      (cause: unknown) => {
        console.warn('Could not load the enquiries.', cause);
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, attempt]);

  function refresh() {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  async function toggle(request: CallbackRequest) {
    const status: CallbackStatus = request.status === 'new' ? 'handled' : 'new';
    setBusyId(request.id);
    setError(null);
    try {
      await backend.callbackRequests.setStatus(request.id, status);
      setLoaded((current) =>
        current.status === 'ready'
          ? {
              ...current,
              requests: current.requests.map((r) => (r.id === request.id ? { ...r, status } : r)),
            }
          : current,
      );
    } catch (cause) {
      console.warn('Could not change the status.', cause);
      setError(adminText.statusChangeFailed);
    }
    setBusyId(null);
  }

  const all = loaded.status === 'ready' ? loaded.requests : [];
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
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)} role="alert">
          {error}
        </Alert>
      )}
      {loaded.status === 'loading' && <Loading label="Loading enquiries..." />}
      {loaded.status === 'failed' && (
        <Alert variant="danger">
          <p>{adminText.enquiriesLoadFailed}</p>
          <Button variant="outline-danger" onClick={refresh}>
            Try again
          </Button>
        </Alert>
      )}
      {loaded.status === 'ready' &&
        (shown.length === 0 ? (
          <p>{adminText.noEnquiries}</p>
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
