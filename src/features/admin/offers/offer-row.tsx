import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { Offer } from '../../../domain/offer';
import AppImage from '../../../components/app-image';
import { formatDateTime } from '../../../i18n/page-language';
import { offerStatus, type OfferStatus } from './offer-status';

const badge: Record<OfferStatus, { bg: string; text?: 'dark' }> = {
  running: { bg: 'success' },
  scheduled: { bg: 'info', text: 'dark' },
  ended: { bg: 'secondary' },
};

interface OfferRowProps {
  offer: Offer;
  now: number;
  busy: boolean;
  onDelete: () => void;
}

export default function OfferRow({ offer, now, busy, onDelete }: OfferRowProps) {
  const status = offerStatus(offer, now);
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-3">
        <AppImage src={offer.image?.src} alt="" width={120} height={90} className="admin-thumb-small" />
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-item-info">
          <h3 className="h6 mb-0">
            {offer.name}{' '}
            <Badge bg={badge[status].bg} text={badge[status].text}>
              {status}
            </Badge>
          </h3>
          <span>Starts: {formatDateTime(offer.startTime)}</span>
          <span>Ends: {formatDateTime(offer.endTime)}</span>
          <span className="small text-body-secondary">
            {offer.features.length > 0 ? offer.features.join(' · ') : 'No features'}
          </span>
        </div>
        <div className="align-self-start">
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${offer.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
