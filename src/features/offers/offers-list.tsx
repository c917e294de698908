import type { Offer } from '../../domain/offer';
import OfferCard from './offer-card';
import { offersPanelStrings as offersStrings } from './panel-strings';

/** The offers in the panel; 'N Offers available' when there are none to show. */
export default function OffersList({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return <p className="lead">{offersStrings.count(offers.length)}</p>;
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={offersStrings.listLabel}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
