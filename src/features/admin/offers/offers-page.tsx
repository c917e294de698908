import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { Offer } from '../../../domain/offer';
import { usePageTitle } from '../../../components/page-title';
import CollectionView from '../collection-view';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { useNow } from '../../../components/use-now';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';
import OfferForm from './offer-form';
import OfferRow from './offer-row';

/** Offers: the list with each one's status, a form for a new one, and delete. */
export default function OffersPage() {
  usePageTitle('Admin: offers');
  const backend = useBackend();
  const { offers } = useSiteData();
  const invalidate = useInvalidate();
  const now = useNow();
  const [offerId, setOfferId] = useState(() => backend.offers.newId());
  const action = useAdminAction();
  const deletion = useDeletion<Offer>(action, async (offer) => {
    await backend.offers.remove(offer.id);
    await invalidate('offers');
  });
  const sorted = [...offers].sort((a, b) => (b.startTime ?? '').localeCompare(a.startTime ?? ''));

  async function added() {
    await invalidate('offers');
    action.succeeded(adminStrings.offerAdded);
    // A fresh form (and id) for the next offer.
    setOfferId(backend.offers.newId());
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Offers</h1>
        <a className="btn btn-primary" href="#new-offer">
          New offer
        </a>
      </div>
      <FlashAlert action={action} />
      <section className="mb-5" aria-labelledby="offers-list-title">
        <h2 id="offers-list-title" className="h5 mb-3">
          All offers
        </h2>
        <CollectionView
          collection="offers"
          count={sorted.length}
          loadingLabel="Loading offers..."
          failedMessage={adminStrings.offersLoadFailed}
          empty={<p>{adminStrings.noOffers}</p>}
        >
          <ul className="list-unstyled d-grid gap-3" aria-label="Offers">
            {sorted.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                now={now}
                busy={action.busy}
                onDelete={() => deletion.ask(offer)}
              />
            ))}
          </ul>
        </CollectionView>
      </section>
      <section className="card card-body" id="new-offer">
        <OfferForm key={offerId} offerId={offerId} onAdded={added} />
      </section>
      <ConfirmDeleteModal
        deletion={deletion}
        detail="This removes the offer and its image from the site. It cannot be undone."
        busy={action.busy}
      />
    </>
  );
}
