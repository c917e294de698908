import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import {
  campaignText,
  ENQUIRY_FLAG_TEXT,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryStatus,
} from '../../../domain/enquiry';
import { paths } from '../../../config/paths';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage, isConflict } from '../backend-message';
import DepositPanel from './deposit-panel';
import EnquiryNotes from './enquiry-notes';
import EnquiryQuoteDetails from './enquiry-quote';
import QuoteCheckNotice from './quote-check-notice';
import type { PriceListState } from './use-price-list';
import { checkQuote } from '../../../domain/booking/quote-check';
import { depositStrings, languageOf, pipelineStrings as t, statusLabels } from './strings';

interface EnquiryItemProps {
  enquiry: Enquiry;
  /** Today's price list, read once for the whole screen: the quote is checked against it. */
  prices: PriceListState;
  busy: boolean;
  onStatus: (status: EnquiryStatus) => void;
  /** Book its slot; throws a BackendError 'conflict' naming the clash when the slot is taken. */
  onConfirm: () => Promise<void>;
  /** Cancel its booking, freeing the slot. */
  onCancelBooking: () => Promise<void>;
  /** Make (or give again) its deposit link: `online` false where no server makes them (the demo). */
  deposit: { online: boolean; onCreate: () => Promise<void> };
}

const BADGES: Record<EnquiryStatus, string> = {
  new: 'primary',
  contacted: 'info',
  quoted: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  lost: 'dark',
};

/** The statuses an enquiry can be moved to by hand: 'confirmed' only by Confirm; a booked one only to completed. */
const statusChoices = (enquiry: Enquiry) =>
  ENQUIRY_STATUSES.filter(
    (status) =>
      status === enquiry.status || (enquiry.bookingId ? status === 'completed' : status !== 'confirmed'),
  );

type Outcome = { variant: 'success' | 'danger'; text: string } | null;

/** One enquiry: reference, who, the quote, its status and the steps it can take, and its notes. */
export default function EnquiryItem({
  enquiry,
  prices,
  busy,
  onStatus,
  onConfirm,
  onCancelBooking,
  deposit,
}: EnquiryItemProps) {
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [askingCancel, setAskingCancel] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const who = enquiry.name || enquiry.reference;
  const quote = enquiry.quote;
  const check = quote && prices.status === 'ready' ? checkQuote(quote, prices.prices) : null;
  const campaign = campaignText(enquiry.campaign);
  const disabled = busy || working;

  async function attempt(work: () => Promise<void>, success: string, failure: (error: unknown) => string) {
    setWorking(true);
    setOutcome(null);
    try {
      await work();
      setOutcome({ variant: 'success', text: success });
    } catch (error) {
      console.warn('The booking action failed.', error);
      setOutcome({ variant: 'danger', text: failure(error) });
    } finally {
      setWorking(false);
      setAskingCancel(false);
    }
  }

  const confirm = () =>
    attempt(onConfirm, t.booked, (error) =>
      isConflict(error) ? `${t.clash} ${error.message}` : backendMessage(error, t.confirmFailed),
    );
  const cancel = () =>
    attempt(onCancelBooking, t.bookingCancelled, (error) => backendMessage(error, t.cancelFailed));

  return (
    <li className="card">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex flex-wrap gap-3 justify-content-between">
          <div className="d-flex flex-column gap-1 admin-item-info">
            <h2 className="h6 mb-0">
              {who} <Badge bg={BADGES[enquiry.status]}>{enquiry.status}</Badge>
              {enquiry.deposit?.status === 'paid' && (
                <>
                  {' '}
                  <Badge bg="success">{depositStrings.paidBadge}</Badge>
                </>
              )}
              {enquiry.flags?.map((flag) => (
                <span key={flag}>
                  {' '}
                  <Badge bg="warning" text="dark">
                    {ENQUIRY_FLAG_TEXT[flag]}
                  </Badge>
                </span>
              ))}
            </h2>
            <span className="small">
              Reference <strong>{enquiry.reference}</strong> ·{' '}
              {enquiry.channel === 'whatsapp' ? 'WhatsApp' : 'Call back'} · {languageOf(enquiry.language)}
            </span>
            {campaign && <span className="small">Campaign: {campaign}</span>}
            {enquiry.phone && (
              <a href={`tel:${enquiry.phone}`} aria-label={`Call ${who} on ${enquiry.phone}`}>
                {enquiry.phone}
              </a>
            )}
            {enquiry.channel === 'callback' && (
              <span>Preferred time: {enquiry.preferredTime || 'any time'}</span>
            )}
            <span className="text-break">Message: {enquiry.message || 'No message'}</span>
            <span className="small text-body-secondary">
              Received {formatDubaiDateTime(enquiry.createdAt)} (Dubai)
            </span>
          </div>
          {quote && (
            <div className="admin-item-info">
              <EnquiryQuoteDetails quote={quote} check={check} failed={prices.status === 'failed'} />
            </div>
          )}
        </div>
        {quote && !enquiry.bookingId && <QuoteCheckNotice check={check} prices={prices.status} />}
        {enquiry.notification?.status === 'failed' && (
          <p className="alert alert-warning small mb-0 py-2 text-break">
            {t.notificationFailed(enquiry.notification.error ?? '')}
          </p>
        )}
        <DepositPanel enquiry={enquiry} online={deposit.online} onCreate={deposit.onCreate} />
        {outcome && (
          <Alert
            variant={outcome.variant}
            role="alert"
            className="mb-0 py-2"
            dismissible
            onClose={() => setOutcome(null)}
          >
            {outcome.text}
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-end gap-2">
          {enquiry.status === 'new' && (
            <Button
              size="sm"
              variant="success"
              disabled={disabled}
              onClick={() => onStatus('contacted')}
              aria-label={`Mark contacted: ${who}`}
            >
              Mark contacted
            </Button>
          )}
          <Form.Group controlId={`status-${enquiry.id}`} className="d-flex align-items-center gap-1">
            <Form.Label className="small mb-0">Status</Form.Label>
            <Form.Select
              size="sm"
              value={enquiry.status}
              disabled={disabled}
              aria-label={`Status of ${enquiry.reference}`}
              onChange={(event) => onStatus(event.target.value as EnquiryStatus)}
            >
              {statusChoices(enquiry).map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {quote && !enquiry.bookingId && (
            <Button
              size="sm"
              variant="primary"
              disabled={disabled}
              onClick={confirm}
              aria-label={`Confirm booking ${enquiry.reference}`}
            >
              {working ? 'Working...' : 'Confirm booking'}
            </Button>
          )}
          {quote && enquiry.bookingId && (
            <>
              <Link
                className="btn btn-sm btn-outline-primary"
                to={paths.admin.calendarAt(quote.selection.date)}
                aria-label={`View ${enquiry.reference} on the calendar`}
              >
                View on calendar
              </Link>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={disabled}
                onClick={() => setAskingCancel(true)}
                aria-label={`Cancel booking ${enquiry.reference}`}
              >
                Cancel booking
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="outline-secondary"
            aria-expanded={notesOpen}
            onClick={() => setNotesOpen((open) => !open)}
            aria-label={`Notes on ${enquiry.reference}`}
          >
            Notes
          </Button>
        </div>
        {askingCancel && (
          <div
            role="group"
            aria-label={`Cancel ${enquiry.reference}?`}
            className="alert alert-warning mb-0 py-2"
          >
            <p className="mb-2">{t.cancelQuestion}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" variant="danger" disabled={disabled} onClick={cancel}>
                {working ? 'Cancelling...' : 'Yes, cancel the booking'}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={disabled}
                onClick={() => setAskingCancel(false)}
              >
                Keep it
              </Button>
            </div>
          </div>
        )}
        {notesOpen && <EnquiryNotes enquiryId={enquiry.id} reference={enquiry.reference} />}
      </div>
    </li>
  );
}
