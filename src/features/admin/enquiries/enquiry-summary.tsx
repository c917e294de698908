import Badge from 'react-bootstrap/Badge';
import { campaignText, ENQUIRY_FLAG_TEXT, type Enquiry, type EnquiryStatus } from '../../../domain/enquiry';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { depositStrings, languageOf } from './strings';

const BADGES: Record<EnquiryStatus, string> = {
  new: 'primary',
  contacted: 'info',
  quoted: 'warning',
  confirmed: 'success',
  completed: 'secondary',
  lost: 'dark',
};

/** Who asked and how: the name with the status, deposit and flag badges, the reference, contact and message. */
export default function EnquirySummary({ enquiry }: { enquiry: Enquiry }) {
  const who = enquiry.name || enquiry.reference;
  const campaign = campaignText(enquiry.campaign);
  return (
    <div className="d-flex flex-column gap-1 admin-item-info">
      <h2 className="h6 mb-0">
        {who} <Badge bg={BADGES[enquiry.status]}>{enquiry.cancellation ? 'cancelled' : enquiry.status}</Badge>
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
      {enquiry.channel === 'callback' && <span>Preferred time: {enquiry.preferredTime || 'any time'}</span>}
      <span className="text-break">Message: {enquiry.message || 'No message'}</span>
      <span className="small text-body-secondary">
        Received {formatDubaiDateTime(enquiry.createdAt)} (Dubai)
      </span>
    </div>
  );
}
