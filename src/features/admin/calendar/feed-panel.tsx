import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { feedUrl, webcalUrl } from '../../../domain/calendar-feed';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';
import { feedStrings as t } from './strings';

type Copied = 'copied' | 'failed' | null;

/**
 * The calendar feed (docs/decisions/0036-calendar-feed.md): its secret address to subscribe to, and a new one on
 * demand (the old stops working). Without Cloud Functions nothing serves a feed: it says so and points to the export.
 */
export default function FeedPanel({ onClose }: { onClose: () => void }) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const feed = useBackendRead('calendar feed', (from) => from.bookings.calendarFeed());
  const action = useAdminAction();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState<Copied>(null);

  async function rotate(first: boolean) {
    setCopied(null);
    const done = await action.run(
      async () => {
        await backend.bookings.rotateCalendarFeed();
        await invalidate('calendar feed');
      },
      {
        success: first ? t.created : t.rotated,
        failure: (error) => backendMessage(error, t.rotateFailed),
        log: 'Rotating the calendar feed failed.',
      },
    );
    if (done) setAsking(false);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  const body = () => {
    if (feed.status === 'loading') return <Loading label={t.loading} />;
    if (feed.status === 'failed') return <LoadError message={t.loadFailed} onRetry={feed.retry} />;
    const { endpoint, secret } = feed.data;
    if (endpoint === null) return <p className="mb-0">{t.needsFunctions}</p>;
    if (secret === null) {
      return (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0">{t.none}</p>
          <Button onClick={() => void rotate(true)} disabled={action.busy}>
            {action.busy ? t.rotating : t.create}
          </Button>
        </div>
      );
    }
    const url = feedUrl(endpoint, secret);
    return (
      <>
        <Form.Group controlId="calendar-feed-url">
          <Form.Label className="small mb-0">{t.address}</Form.Label>
          <Form.Control
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-monospace"
          />
        </Form.Group>
        <p className="small mb-0">{t.secretNote}</p>
        <p className="small mb-0">{t.howTo}</p>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => void copy(url)}>
            {t.copy}
          </Button>
          <a className="btn btn-outline-primary" href={webcalUrl(url)}>
            {t.subscribe}
          </a>
          <Button variant="outline-danger" onClick={() => setAsking(true)} disabled={asking || action.busy}>
            {t.rotate}
          </Button>
        </div>
        {copied && (
          <p className="small mb-0" role="status">
            {copied === 'copied' ? t.copied : t.copyFailed}
          </p>
        )}
        {asking && (
          <div className="alert alert-warning mb-0 d-flex flex-column gap-2">
            <span>{t.rotateQuestion}</span>
            <span className="d-flex flex-wrap gap-2">
              <Button variant="danger" onClick={() => void rotate(false)} disabled={action.busy}>
                {action.busy ? t.rotating : t.rotateConfirm}
              </Button>
              <Button variant="outline-secondary" onClick={() => setAsking(false)} disabled={action.busy}>
                {t.rotateKeep}
              </Button>
            </span>
          </div>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="card card-body mb-3 d-flex flex-column gap-2">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h2 id="calendar-feed-title" className="h6 mb-0">
          {t.title}
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          {t.close}
        </Button>
      </div>
      <p className="small mb-0">{t.intro}</p>
      <FlashAlert action={action} />
      {body()}
    </section>
  );
}
