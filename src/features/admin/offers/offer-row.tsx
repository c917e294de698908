import Badge from 'react-bootstrap/Badge';
import type { Offer } from '../../../domain/offer';
import { formatDateTime } from '../../../i18n/page-language';
import AdminRow, { type RowControls } from '../list/admin-row';
import { offerStatus, type OfferStatus } from './offer-status';

const badge: Record<OfferStatus, { bg: string; text?: 'dark' }> = {
  running: { bg: 'success' },
  scheduled: { bg: 'info', text: 'dark' },
  ended: { bg: 'secondary' },
};

/** An offer in the list: image, name and status, its times and features; delete. */
export default function OfferRow({
  offer,
  now,
  controls,
}: {
  offer: Offer;
  now: number;
  controls: RowControls;
}) {
  const status = offerStatus(offer, now);
  const heading = (
    <>
      {offer.name}{' '}
      <Badge bg={badge[status].bg} text={badge[status].text}>
        {status}
      </Badge>
    </>
  );
  return (
    <AdminRow controls={controls} name={offer.name} heading={heading} image={{ src: offer.image?.src }}>
      <span>Starts: {formatDateTime(offer.startTime)}</span>
      <span>Ends: {formatDateTime(offer.endTime)}</span>
      <span className="small text-body-secondary">
        {offer.features.length > 0 ? offer.features.join(' · ') : 'No features'}
      </span>
    </AdminRow>
  );
}
