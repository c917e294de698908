import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { depositStrings as t } from './strings';

/** A reference as the site makes them (MLY-7K2Q9P), or nothing: the address is typed by anyone. */
const REFERENCE = /^[A-Z]{3}-[A-Z0-9]{6}$/;

function referenceIn(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref')?.toUpperCase() ?? '';
  return REFERENCE.test(ref) ? ref : null;
}

/** The address does not change while the page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * The reference from the address (`?ref=`): none while prerendering and hydrating (the page's file has none), then
 * the address's. Nothing private is fetched.
 */
function useReference(): string | null {
  const { search } = useLocation();
  return useSyncExternalStore(
    unchanging,
    () => referenceIn(search),
    () => null,
  );
}

/** Where Stripe sends the client back: paid, or left unpaid (docs/decisions/0037-deposits.md). */
function DepositReturn({ paid }: { paid: boolean }) {
  const reference = useReference();
  usePageMeta({
    title: paid ? t.paidTitle : t.unpaidTitle,
    description: paid ? t.paidText : t.unpaidText,
    noindex: true,
  });
  return (
    <article className="container py-5">
      <h1 className="h2">{paid ? t.paidHeading : t.unpaidHeading}</h1>
      <p className="lead">{paid ? t.paidText : t.unpaidText}</p>
      {reference && (
        <p>
          <strong>{t.reference(reference)}</strong>
        </p>
      )}
      <p className="d-flex flex-wrap gap-3">
        <Link to={paths.home}>{t.home}</Link>
        <Link to={paths.contact}>{t.contact}</Link>
      </p>
    </article>
  );
}

export function DepositPaidPage() {
  return <DepositReturn paid />;
}

export function DepositUnpaidPage() {
  return <DepositReturn paid={false} />;
}
