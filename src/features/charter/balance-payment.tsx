import { useState } from 'react';
import { useBackend } from '../../backend/react/backend-context';
import { useBackendRead } from '../../backend/react/use-backend-read';
import { BackendError } from '../../backend/types';
import { formatAed } from '../../i18n/page-language';
import { isolate } from './format';
import { charterStrings as t } from './strings';

/** The read key of whether this backend takes money online (the same for every page). */
const AVAILABLE_KEY = 'payments/available';

/** What to say when the payment page could not be opened: refused (nothing due now, the charter cancelled), or not reached. */
const failureMessage = (error: unknown) =>
  error instanceof BackendError && error.code === 'invalid-argument'
    ? t.payBalanceRefused
    : t.payBalanceFailed;

/**
 * "Pay the balance online": where the backend takes money online (Functions on, or the demo's own payment page), the
 * link for what is still due, worked out by the backend from the stored quote and ledger, then its payment page.
 * A refusal or a failure is said here, on the page.
 */
export default function BalancePayment({ token, dueFils }: { token: string; dueFils: number }) {
  const backend = useBackend();
  const online = useBackendRead(AVAILABLE_KEY, (from) => from.payments.available());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (online.status !== 'ready' || !online.data || dueFils <= 0) return null;

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const link = await backend.payments.balanceLinkForPage(token);
      if (!link) throw new BackendError('invalid-argument', 'No charter at this address.');
      // Busy until the payment page has replaced this one.
      window.location.assign(link.url);
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="charter-pay mb-2">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pay()}>
        {busy ? t.payBalanceOpening : t.payBalance(isolate(formatAed(dueFils)))}
      </button>
      {error && (
        <p role="alert" className="alert alert-danger py-2 small mt-2 mb-0">
          {error}
        </p>
      )}
    </div>
  );
}

/** Back from the payment page (`?balance=paid` or `unpaid`, as Stripe's and the demo's send): said at the top of the money. */
export function BalanceReturn({ dueFils }: { dueFils: number }) {
  const [outcome] = useState(() => new URLSearchParams(window.location.search).get('balance'));
  if (outcome !== 'paid' && outcome !== 'unpaid') return null;
  const text =
    outcome === 'unpaid' ? t.balanceUnpaid : dueFils > 0 ? t.balancePaidPending : t.balancePaidThanks;
  return (
    <p role="status" className={`alert ${outcome === 'paid' ? 'alert-success' : 'alert-info'} py-2 small`}>
      {text}
    </p>
  );
}
