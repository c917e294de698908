import type { Offer } from '../../backend/types';

/** The offers in the panel; 'N Offers available' when there are none to show. */
export default function OffersList({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return <p>{offers.length} Offers available</p>;
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {offers.map((offer) => (
        <li key={offer.id}>
          <h3 className="h5">{offer.name}</h3>
          <p className="mb-0">{offer.description}</p>
        </li>
      ))}
    </ul>
  );
}
