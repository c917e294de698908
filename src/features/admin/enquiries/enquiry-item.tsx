import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { Enquiry, EnquiryStatus } from '../../../backend/types';
import { formatAed, formatDubaiDate, formatDubaiTime } from '../../../domain/booking';
import { formatDateTime } from '../../../domain/format';

interface EnquiryItemProps {
  enquiry: Enquiry;
  busy: boolean;
  onStatus: (status: EnquiryStatus) => void;
}

const BADGES: Record<EnquiryStatus, string> = {
  new: 'primary',
  contacted: 'info',
  quoted: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  lost: 'dark',
};

/** The next step the inbox offers: a new enquiry is marked contacted; a contacted one can be reopened. */
function nextStep(status: EnquiryStatus): { status: EnquiryStatus; label: string } | null {
  if (status === 'new') return { status: 'contacted', label: 'Mark contacted' };
  if (status === 'contacted') return { status: 'new', label: 'Reopen' };
  return null;
}

/** One enquiry: its reference, who, how to call them back, the quote they saw, when, and its status. */
export default function EnquiryItem({ enquiry, busy, onStatus }: EnquiryItemProps) {
  const step = nextStep(enquiry.status);
  const who = enquiry.name || enquiry.reference;
  const quote = enquiry.quote;
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-3 justify-content-between">
        <div className="d-flex flex-column gap-1 admin-product-info">
          <h2 className="h6 mb-0">
            {who} <Badge bg={BADGES[enquiry.status]}>{enquiry.status}</Badge>
          </h2>
          <span className="small">
            Reference {enquiry.reference} · {enquiry.channel === 'whatsapp' ? 'WhatsApp' : 'Call back'}
          </span>
          {enquiry.phone && (
            <a href={`tel:${enquiry.phone}`} aria-label={`Call ${who} on ${enquiry.phone}`}>
              {enquiry.phone}
            </a>
          )}
          {quote && (
            <span>
              {quote.yachtName}, {formatDubaiDate(quote.selection.date)} at{' '}
              {formatDubaiTime(quote.selection.startMinute)} for {quote.selection.hours} h,{' '}
              {quote.selection.guests} guests: {formatAed(quote.totalFils)}
            </span>
          )}
          {enquiry.channel === 'callback' && (
            <span>Preferred time: {enquiry.preferredTime || 'any time'}</span>
          )}
          <span className="text-break">Message: {enquiry.message || 'No message'}</span>
          <span className="small text-body-secondary">Received {formatDateTime(enquiry.createdAt)}</span>
        </div>
        {step && (
          <div className="align-self-start">
            <Button
              size="sm"
              variant={step.status === 'new' ? 'outline-secondary' : 'success'}
              disabled={busy}
              onClick={() => onStatus(step.status)}
              aria-label={`${step.label}: ${who}`}
            >
              {step.label}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
