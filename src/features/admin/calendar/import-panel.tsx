import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BackendError } from '../../../backend/types';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { DEFAULT_BOOKING_SETTINGS } from '../../../domain/booking';
import {
  checkFeedInput,
  FEED_LABEL_MAX,
  type FeedSyncError,
  type FeedSyncOutcome,
  type FeedSyncReport,
  type ImportFeedInput,
  type ImportFeedRecord,
} from '../../../domain/calendar-import/feed';
import type { Yacht } from '../../../domain/yacht';
import { LIMITS } from '../../../domain/limits';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import CheckedField from '../checked-field';
import FlashAlert from '../flash-alert';
import FormAlert from '../forms/form-alert';
import { FormButtons } from '../forms/form-buttons';
import { useAdminForm } from '../forms/use-admin-form';
import { useAdminAction } from '../use-admin-action';
import { fetchInBrowser, importWindow, readFeedText } from './import-sync';
import { importStrings as t } from './strings';

/** A sync done and stored: what changed, and the failure recorded with the feed if it could not be read. */
type Synced = FeedSyncReport & { error: FeedSyncError | null };
type Sync = (feed: ImportFeedRecord, run: () => Promise<Synced>) => Promise<void>;

/** A feed read from an uploaded file, or from its address (by the server where it can, else by this browser). */
interface FeedReads {
  fromFile: (feed: ImportFeedRecord, file: File) => Promise<Synced>;
  fromAddress: (feed: ImportFeedRecord) => Promise<Synced>;
}

/** One feed: its yacht, where it comes from, how its last sync went (a failure stays on screen), and its actions. */
function FeedRow({
  feed,
  yachtName,
  busy,
  sync,
  reads,
  onRemove,
}: {
  feed: ImportFeedRecord;
  yachtName: string;
  busy: boolean;
  sync: Sync;
  reads: FeedReads;
  onRemove: (feed: ImportFeedRecord) => void;
}) {
  const fileId = `import-file-${feed.id}`;
  return (
    <li className="list-group-item d-flex flex-column gap-1">
      <div className="d-flex flex-wrap align-items-baseline column-gap-2">
        <span className="fw-semibold text-break">{feed.label}</span>
        <span className="small text-body-secondary">{yachtName}</span>
      </div>
      <span className="small text-break font-monospace">{feed.url || t.uploadedFiles}</span>
      <span className="small">
        {feed.lastSuccessAt
          ? t.lastSuccess(formatDubaiDateTime(feed.lastSuccessAt), feed.blockCount)
          : t.neverSynced}
      </span>
      {feed.lastError && (
        <div className="alert alert-danger small py-1 px-2 mb-0" role="status">
          {t.lastFailed(
            feed.lastAttemptAt ? formatDubaiDateTime(feed.lastAttemptAt) : '',
            feed.lastError.message,
          )}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {feed.url && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={() => void sync(feed, () => reads.fromAddress(feed))}
            aria-label={`${t.syncNow}: ${feed.label}, ${yachtName}`}
          >
            {t.syncNow}
          </Button>
        )}
        <label htmlFor={fileId} className={`btn btn-sm btn-outline-primary mb-0${busy ? ' disabled' : ''}`}>
          {t.upload}
          <span className="visually-hidden">
            : {feed.label}, {yachtName}
          </span>
        </label>
        <input
          id={fileId}
          type="file"
          accept=".ics,text/calendar"
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) void sync(feed, () => reads.fromFile(feed, chosen));
          }}
        />
        <Button
          size="sm"
          variant="outline-danger"
          disabled={busy}
          onClick={() => onRemove(feed)}
          aria-label={`${t.remove}: ${feed.label}, ${yachtName}`}
        >
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

/** A feed that could not be read (its failure is stored with it): the operator is told, as for any failure. */
class FeedNotRead extends Error {}

const emptyDraft = (yachtId = ''): ImportFeedInput => ({ yachtId, label: '', url: '' });

/** The form that adds a feed: the yacht, a label and the address (or none, to upload files). */
function AddFeedForm({
  yachts,
  yachtId,
  add,
}: {
  yachts: readonly Yacht[];
  yachtId?: string;
  add: (input: ImportFeedInput) => Promise<void>;
}) {
  const form = useAdminForm({
    initial: () => emptyDraft(yachtId),
    check: (draft) => checkFeedInput(draft).errors,
    save: (draft) => add(checkFeedInput(draft).value),
    messages: {
      failure: (error) => backendMessage(error, t.addFailed),
      log: 'Adding a calendar feed failed.',
    },
    startOver: true,
  });
  const { errors } = form;
  return (
    <Form noValidate onSubmit={form.submit} aria-label={t.addTitle} className="border-top pt-2">
      <h3 className="h6">{t.addTitle}</h3>
      <FormAlert alert={form.alert} />
      <Row className="g-2">
        {!yachtId && (
          <CheckedField id="import-yacht" label="Yacht" error={errors.yachtId} col={{ xs: 12, md: 4 }}>
            {(control) => (
              <Form.Select {...control} {...form.text('yachtId')}>
                <option value="">Choose a yacht</option>
                {yachts.map((yacht) => (
                  <option key={yacht.id} value={yacht.id}>
                    {yacht.name}
                  </option>
                ))}
              </Form.Select>
            )}
          </CheckedField>
        )}
        <CheckedField
          id="import-label"
          label={t.label}
          hint={t.labelHint}
          error={errors.label}
          col={{ xs: 12, md: yachtId ? 4 : 3 }}
        >
          {(control) => (
            <Form.Control
              {...control}
              {...form.text('label')}
              maxLength={FEED_LABEL_MAX}
              autoComplete="off"
            />
          )}
        </CheckedField>
        <CheckedField
          id="import-url"
          label={t.address}
          hint={t.addressHint}
          error={errors.url}
          col={{ xs: 12, md: yachtId ? 8 : 5 }}
        >
          {(control) => (
            <Form.Control
              {...control}
              {...form.text('url')}
              type="url"
              inputMode="url"
              maxLength={LIMITS.path}
              autoComplete="off"
              dir="ltr"
            />
          )}
        </CheckedField>
      </Row>
      <FormButtons className="mt-2" label={form.saving ? t.adding : t.add} saving={form.saving} />
    </Form>
  );
}

/**
 * Other channels' calendars imported on the yachts (docs/decisions/0050-calendar-import.md): each feed with the time
 * of its last good sync and its last failure (kept on screen), synced from its address by this browser or from an
 * uploaded `.ics` file. `yachtId`: only that yacht's feeds (the yacht's own screen).
 */
export default function ImportPanel({
  yachts,
  yachtId,
  onClose,
}: {
  yachts: readonly Yacht[];
  yachtId?: string;
  onClose?: () => void;
}) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const feeds = useBackendRead('import feeds', (from) => from.bookings.importFeeds());
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const horizonDays = (settings.status === 'ready' ? settings.data : DEFAULT_BOOKING_SETTINGS).horizonDays;
  const action = useAdminAction();
  const [removing, setRemoving] = useState<ImportFeedRecord | null>(null);
  const nameOf = (id: string) => yachts.find((yacht) => yacht.id === id)?.name ?? id;

  const window = () => importWindow(Date.now(), horizonDays);
  /** The outcome read in this browser, stored. */
  const store = async (feed: ImportFeedRecord, outcome: FeedSyncOutcome): Promise<Synced> => ({
    ...(await backend.bookings.recordImport(feed.id, outcome)),
    error: outcome.ok ? null : outcome.error,
  });
  const reads: FeedReads = {
    fromFile: async (feed, file) =>
      store(feed, await readFeedText(new TextDecoder().decode(await file.arrayBuffer()), feed, window())),
    fromAddress: async (feed) => {
      try {
        return await backend.bookings.syncImportFeedOnServer(feed.id);
      } catch (error) {
        // No server (the demo, Firebase without Functions): this browser reads the address.
        if (!(error instanceof BackendError && error.code === 'unavailable')) throw error;
      }
      const fetched = await fetchInBrowser(feed.url);
      return store(feed, fetched.ok ? await readFeedText(fetched.text, feed, window()) : fetched);
    },
  };

  const sync: Sync = async (feed, run) => {
    await action.run(
      async () => {
        const synced = await run();
        await invalidate('bookings', 'import feeds');
        // Recorded beside the feed (its last good blocks kept); said as a failure here too.
        if (synced.error) throw new FeedNotRead(synced.error.message);
        return synced;
      },
      {
        success: (report: FeedSyncReport) => t.synced(feed.label, report),
        failure: (error) =>
          error instanceof FeedNotRead
            ? t.syncFailed(feed.label, error.message)
            : backendMessage(error, t.syncError(feed.label)),
        log: 'Syncing a calendar feed failed.',
      },
    );
  };

  async function remove(feed: ImportFeedRecord) {
    await action.run(
      async () => {
        await backend.bookings.removeImportFeed(feed.id);
        await invalidate('bookings', 'import feeds');
      },
      {
        success: t.removed(feed.label),
        failure: (error) => backendMessage(error, t.removeFailed),
        log: 'Removing a calendar feed failed.',
      },
    );
    setRemoving(null);
  }

  const shown =
    feeds.status === 'ready' ? feeds.data.filter((feed) => !yachtId || feed.yachtId === yachtId) : [];

  return (
    <section aria-labelledby="import-title" className="card card-body mb-3 d-flex flex-column gap-2">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h2 id="import-title" className="h6 mb-0">
          {t.title}
        </h2>
        {onClose && (
          <Button variant="outline-secondary" size="sm" onClick={onClose}>
            {t.close}
          </Button>
        )}
      </div>
      <p className="small mb-0">{t.intro}</p>
      <FlashAlert action={action} dismissible={false} />
      {feeds.status === 'loading' ? (
        <Loading label={t.loading} />
      ) : feeds.status === 'failed' ? (
        <LoadError message={t.loadFailed} onRetry={feeds.retry} />
      ) : shown.length === 0 ? (
        <p className="small mb-0">{t.none}</p>
      ) : (
        <ul className="list-group" aria-label={t.title}>
          {shown.map((feed) => (
            <FeedRow
              key={feed.id}
              feed={feed}
              yachtName={nameOf(feed.yachtId)}
              busy={action.busy}
              sync={sync}
              reads={reads}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      {removing && (
        <div
          className="alert alert-warning mb-0 d-flex flex-column gap-2"
          role="alertdialog"
          aria-label={t.remove}
        >
          <span>{t.removeQuestion(removing.label, removing.blockCount)}</span>
          <span className="d-flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => void remove(removing)} disabled={action.busy}>
              {t.removeConfirm}
            </Button>
            <Button variant="outline-secondary" onClick={() => setRemoving(null)} disabled={action.busy}>
              {t.keep}
            </Button>
          </span>
        </div>
      )}
      <AddFeedForm
        yachts={yachts}
        yachtId={yachtId}
        add={async (input) => {
          await backend.bookings.addImportFeed(input);
          await invalidate('import feeds');
          action.succeeded(input.url ? t.addedWithAddress(input.label) : t.addedForFiles(input.label));
        }}
      />
    </section>
  );
}
