import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  DEPOSITS_NEED_FUNCTIONS,
  depositMessage,
  depositRefusal,
  depositState,
} from '../../../domain/deposit';
import type { Enquiry } from '../../../domain/enquiry';
import { isMobileDevice, whatsappLink } from '../../../domain/whatsapp';
import { formatAed, formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { useClockUntil } from '../use-clock-until';
import { depositStrings as t } from './strings';

interface DepositPanelProps {
  enquiry: Enquiry;
  /** False where no server makes links (the demo backend): the panel says deposits need Functions. */
  online: boolean;
  /** Makes (or gives again) the link; throws a BackendError saying why not. */
  onCreate: () => Promise<void>;
  /** Now, in ms (tests pass a fixed one): a link past its expiry shows expired before Stripe says so. */
  now?: number;
}

/** A WhatsApp link (wa.me on phones) to the client's phone, digits only, with the short message and the link. */
const whatsappTo = (enquiry: Enquiry, url: string, amount: string) =>
  whatsappLink(depositMessage(enquiry, url, amount), {
    mobile: typeof navigator !== 'undefined' && isMobileDevice(navigator.userAgent),
    phone: enquiry.phone.replace(/\D/g, ''),
  });

/**
 * The deposit of a confirmed enquiry: make the payment link (Stripe Checkout, by the server), copy it or send it on
 * WhatsApp, and see it paid or expired (docs/decisions/0037-deposits.md).
 */
export default function DepositPanel({ enquiry, online, onCreate, now }: DepositPanelProps) {
  const action = useLocalAction();
  const deposit = enquiry.deposit;
  // An open link turns expired on screen when its time comes, before Stripe's webhook says so.
  const clock = useClockUntil(deposit?.status === 'link-sent' ? Date.parse(deposit.expiresAt) : Number.NaN);
  const canCreate = depositRefusal(enquiry) === null;
  if (!deposit && !canCreate) return null;
  const state = deposit ? depositState(deposit, now ?? clock) : null;
  const amount = formatAed(deposit?.amountFils ?? enquiry.quote?.depositFils ?? 0);

  const create = () =>
    action.run(onCreate, {
      success: t.created,
      failure: (error) => backendMessage(error, t.failed),
      log: 'Making the deposit link failed.',
    });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      action.succeeded(t.copied);
    } catch {
      action.failed(t.copyFailed);
    }
  }

  const createButton = (label: string) =>
    online ? (
      <Button
        size="sm"
        variant="primary"
        disabled={action.busy}
        onClick={() => void create()}
        aria-label={`${label}: ${enquiry.reference}`}
      >
        {action.busy ? t.creating : label}
      </Button>
    ) : (
      <p className="small mb-0">{DEPOSITS_NEED_FUNCTIONS}</p>
    );

  return (
    <section aria-label={`${t.heading} of ${enquiry.reference}`} className="border rounded p-2">
      <h3 className="h6 mb-2">{t.heading}</h3>
      <FlashAlert action={action} className="py-1 mb-2" />
      {!deposit && createButton(t.create)}
      {deposit && state === 'link-sent' && (
        <div className="d-flex flex-column gap-2">
          <p className="mb-0 small">{t.sent(amount, formatDubaiDateTime(deposit.expiresAt))}</p>
          <Form.Group controlId={`deposit-link-${enquiry.id}`}>
            <Form.Label className="small mb-1">{t.linkLabel}</Form.Label>
            <Form.Control size="sm" readOnly value={deposit.url} onFocus={(event) => event.target.select()} />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" variant="outline-primary" onClick={() => void copy(deposit.url)}>
              {t.copy}
            </Button>
            <a
              className="btn btn-sm btn-success"
              href={whatsappTo(enquiry, deposit.url, amount)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.whatsapp}
            </a>
          </div>
        </div>
      )}
      {deposit && state === 'paid' && (
        <p className="mb-0 text-success-emphasis">
          <strong>{t.paidBadge}</strong>:{' '}
          {t.paid(amount, formatDubaiDateTime(deposit.paidAt ?? deposit.createdAt))}
        </p>
      )}
      {deposit && state === 'expired' && (
        <div className="d-flex flex-column gap-2">
          <p className="mb-0 small text-warning-emphasis">
            {t.expired(amount, formatDubaiDateTime(deposit.expiresAt))}
          </p>
          {canCreate && <div>{createButton(t.renew)}</div>}
        </div>
      )}
    </section>
  );
}
