import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { CallbackRequest } from '../../../backend/types';
import { formatDateTime } from '../../../domain/format';

interface EnquiryItemProps {
  request: CallbackRequest;
  busy: boolean;
  onToggle: () => void;
}

/** One call-back request: who, how to call them back, when, and whether it is handled. */
export default function EnquiryItem({ request, busy, onToggle }: EnquiryItemProps) {
  const handled = request.status === 'handled';
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-3 justify-content-between">
        <div className="d-flex flex-column gap-1 admin-product-info">
          <h2 className="h6 mb-0">
            {request.name} <Badge bg={handled ? 'secondary' : 'primary'}>{handled ? 'handled' : 'new'}</Badge>
          </h2>
          <a href={`tel:${request.phone}`} aria-label={`Call ${request.name} on ${request.phone}`}>
            {request.phone}
          </a>
          <span>Preferred time: {request.preferredTime || 'any time'}</span>
          <span className="text-break">Message: {request.message || 'No message'}</span>
          <span className="small text-body-secondary">Received {formatDateTime(request.createdAt)}</span>
        </div>
        <div className="align-self-start">
          <Button
            size="sm"
            variant={handled ? 'outline-secondary' : 'success'}
            disabled={busy}
            onClick={onToggle}
            aria-label={`${handled ? 'Reopen' : 'Mark handled'}: ${request.name}`}
          >
            {handled ? 'Reopen' : 'Mark handled'}
          </Button>
        </div>
      </div>
    </li>
  );
}
