import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { feedUrl, webcalUrl, type CalendarFeed } from '../../../domain/calendar-feed';
import type { Backend } from '../../../backend/types';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';
import { feedStrings } from './strings';

type Copied = 'copied' | 'failed' | null;

/** A feed at a secret address: how it is read and made anew, and what its panel says. */
export interface SecretFeed {
  /** The cached read's key. */
  key: string;
  read: (from: Backend) => Promise<CalendarFeed>;
  rotate: (backend: Backend) => Promise<CalendarFeed>;
  strings: Record<keyof typeof feedStrings, string>;
  /** Said under the panel whatever the feed's state (a download that works without a feed). */
  extra?: ReactNode;
  /** Offered as "Subscribe on this device" (a phone calendar's feed; not the marketplaces'). */
  subscribe?: boolean;
}

/** The operator's own feed of charters (docs/decisions/0036-calendar-feed.md). */
export const chartersFeed: SecretFeed = {
  key: 'calendar feed',
  read: (from) => from.bookings.calendarFeed(),
  rotate: (backend) => backend.bookings.rotateCalendarFeed(),
  strings: feedStrings,
  subscribe: true,
};

/**
 * A calendar feed: its secret address to subscribe to, and a new one on demand (the old stops working). Without
 * Cloud Functions nothing serves a feed: it says so and points to the export. `feed`: which one (the operator's
 * charters by default; a yacht's busy times, docs/decisions/0050).
 */
export default function FeedPanel({
  onClose,
  feed: which = chartersFeed,
}: {
  onClose?: () => void;
  feed?: SecretFeed;
}) {
  const t = which.strings;
  const titleId = `${which.key.replace(/[^a-z0-9]+/gi, '-')}-title`;
  const backend = useBackend();
  const invalidate = useInvalidate();
  const feed = useBackendRead(which.key, which.read);
  const action = useAdminAction();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState<Copied>(null);

  async function rotate(first: boolean) {
    setCopied(null);
    const done = await action.run(
      async () => {
        await which.rotate(backend);
        await invalidate(which.key);
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
          {which.subscribe && (
            <a className="btn btn-outline-primary" href={webcalUrl(url)}>
              {t.subscribe}
            </a>
          )}
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
    <section aria-labelledby={titleId} className="card card-body mb-3 d-flex flex-column gap-2">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h2 id={titleId} className="h6 mb-0">
          {t.title}
        </h2>
        {onClose && (
          <Button variant="outline-secondary" size="sm" onClick={onClose}>
            {t.close}
          </Button>
        )}
      </div>
      <p className="small mb-0">{t.intro}</p>
      <FlashAlert action={action} />
      {body()}
      {which.extra}
    </section>
  );
}
