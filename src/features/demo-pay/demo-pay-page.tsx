import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBackend } from '../../backend/react/backend-context';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { BackendError, type DemoCheckoutSession } from '../../backend/types';
import LoadError from '../../components/load-error';
import Loading from '../../components/loading';
import { usePageMeta } from '../../components/page-meta';
import { charterPaths } from '../../config/charter-paths';
import { DEMO_SESSION_ID } from '../../config/demo-pay-session';
import { paths } from '../../config/paths';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, localePath } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { formatAed } from '../../i18n/page-language';
import { documentNavigation } from './navigation';
import { demoPayStrings as t } from './strings';

/** The client's charter page in their language, with what the payment page says happened (as Stripe's return). */
const charterAddress = (session: DemoCheckoutSession, outcome: 'paid' | 'unpaid') =>
  `${localePath(
    isLocale(session.language) ? session.language : DEFAULT_LOCALE,
    charterPaths.page(session.charterToken),
  )}?balance=${outcome}`;

/** An amount inside a right-to-left sentence, isolated so its own direction does not reorder the words around it. */
const isolated = (value: string) =>
  LOCALE_INFO[activeLocale()].dir === 'rtl' ? `\u2068${value}\u2069` : value;

/** The demo's banner: first and unmissable, so nobody takes the page for a real one. */
function DemoBanner() {
  return (
    <section className="alert alert-warning" aria-labelledby="demo-pay-banner">
      <h1 id="demo-pay-banner" className="h4">
        {t.demoHeading}
      </h1>
      <p className="mb-0">{t.demoText}</p>
    </section>
  );
}

function Figure({ label, fils, strong = false }: { label: string; fils: number; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between gap-3${strong ? ' fw-bold fs-5' : ''}`}>
      <dt className={strong ? '' : 'fw-normal'}>{label}</dt>
      <dd className="mb-0">
        <bdi>{formatAed(fils)}</bdi>
      </dd>
    </div>
  );
}

/**
 * An open session: the charter, what is paid and the amount, and Pay, a declined card (said here, nothing recorded)
 * or Cancel (back to the charter page, nothing recorded).
 */
function Checkout({ session }: { session: DemoCheckoutSession }) {
  const backend = useBackend();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function complete(outcome: 'paid' | 'declined') {
    setBusy(true);
    setMessage(null);
    try {
      await backend.demoCheckout?.complete(session.sessionId, outcome);
      if (outcome === 'paid') {
        documentNavigation.assign(charterAddress(session, 'paid'));
        return;
      }
      setMessage(t.declined);
    } catch (error) {
      const refused = error instanceof BackendError && error.code === 'invalid-argument';
      setMessage(refused ? t.refused : t.failed);
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="demo-pay-heading" className="card">
      <div className="card-body d-flex flex-column gap-3">
        <h2 id="demo-pay-heading" className="h4 mb-0">
          {t.heading}
        </h2>
        <p className="mb-0">
          {t.reference}: <bdi className="fw-semibold">{session.reference}</bdi>
          {session.yachtName && (
            <>
              {' · '}
              {t.yacht}: <bdi>{session.yachtName}</bdi>
            </>
          )}
        </p>
        <dl className="mb-0 d-flex flex-column gap-1">
          <Figure label={t.total} fils={session.totalFils} />
          <Figure label={t.paid} fils={session.paidFils} />
          <Figure label={t.amount} fils={session.amountFils} strong />
        </dl>
        {message && (
          <p role="alert" className="alert alert-danger mb-0">
            {message}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void complete('paid')}
          >
            {busy ? t.paying : t.pay(isolated(formatAed(session.amountFils)))}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => void complete('declined')}
          >
            {t.decline}
          </button>
          {/* Leaving records nothing: the link stays open until it expires, as Stripe's. */}
          <a className="btn btn-link" href={charterAddress(session, 'unpaid')}>
            {t.cancel}
          </a>
        </div>
      </div>
    </section>
  );
}

/** A session that takes no payment: unknown, paid, or expired; the way back. */
function Closed({ session }: { session: DemoCheckoutSession | null }) {
  const heading = !session
    ? t.unavailableHeading
    : session.status === 'paid'
      ? t.paidHeading
      : t.expiredHeading;
  return (
    <section aria-labelledby="demo-pay-closed">
      <h2 id="demo-pay-closed" className="h4">
        {heading}
      </h2>
      {!session && <p>{t.unavailableText}</p>}
      {session?.status === 'expired' && <p>{t.expiredText}</p>}
      {session?.charterToken ? (
        <a href={charterAddress(session, session.status === 'paid' ? 'paid' : 'unpaid')}>{t.backToCharter}</a>
      ) : (
        <Link to={paths.home}>{t.home}</Link>
      )}
    </section>
  );
}

/** /demo-pay/:session: the demo backend's payment page, which stands in for Stripe's (never prerendered, not indexed). */
export function DemoPayPage() {
  const { session: sessionId = '' } = useParams();
  usePageMeta({ title: t.title, description: t.description, noindex: true });
  const valid = DEMO_SESSION_ID.test(sessionId);
  const read = useBackendRead(valid ? `demo-pay/${sessionId}` : null, async (from) =>
    from.demoCheckout ? from.demoCheckout.session(sessionId) : null,
  );
  let body;
  if (!valid) body = <Closed session={null} />;
  else if (read.status === 'loading') body = <Loading label={t.loading} />;
  else if (read.status === 'failed')
    body = <LoadError message={t.loadFailed} onRetry={read.retry} retryLabel={t.tryAgain} />;
  else if (read.data?.status === 'open') body = <Checkout session={read.data} />;
  else body = <Closed session={read.data} />;
  return (
    <article className="container py-4">
      <div className="row justify-content-center">
        <div className="col-md-10 col-lg-7">
          <DemoBanner />
          {body}
        </div>
      </div>
    </article>
  );
}
