import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useBackend } from '../../../app/backend-context';
import { useSiteData } from '../../../app/data-context';
import type { Offer } from '../../../backend/types';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/use-page-title';
import ConfirmDeleteModal, { useDeleteTarget } from '../confirm-delete-modal';
import { useNow } from '../format';
import { adminText, type Flash } from '../messages';
import OfferForm from './offer-form';
import OfferRow from './offer-row';

/** Offers: the list with each one's status, a form for a new one, and delete. */
export default function OffersPage() {
  usePageTitle('Admin: offers');
  const backend = useBackend();
  const { offers, status, reload } = useSiteData();
  const now = useNow();
  const [offerId, setOfferId] = useState(() => backend.offers.newId());
  const [flash, setFlash] = useState<Flash | null>(null);
  const [busy, setBusy] = useState(false);
  const deletion = useDeleteTarget<Offer>();
  const sorted = [...offers].sort((a, b) => (b.startTime ?? '').localeCompare(a.startTime ?? ''));

  async function added() {
    await reload('offers');
    setFlash({ variant: 'success', text: adminText.offerAdded });
    // A fresh form (and id) for the next offer.
    setOfferId(backend.offers.newId());
  }

  async function confirmDelete() {
    const offer = deletion.target;
    if (!offer) return;
    setBusy(true);
    try {
      await backend.offers.remove(offer.id);
      await reload('offers');
      setFlash({ variant: 'success', text: adminText.deleted });
    } catch (error) {
      console.warn('Deleting the offer failed.', error);
      setFlash({ variant: 'danger', text: adminText.deleteFailed });
    }
    deletion.close();
    setBusy(false);
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Offers</h1>
        <a className="btn btn-primary" href="#new-offer">
          New offer
        </a>
      </div>
      {flash && (
        <Alert variant={flash.variant} dismissible onClose={() => setFlash(null)} role="alert">
          {flash.text}
        </Alert>
      )}
      <section className="mb-5" aria-labelledby="offers-list-title">
        <h2 id="offers-list-title" className="h5 mb-3">
          All offers
        </h2>
        {status === 'loading' ? (
          <Loading label="Loading offers..." />
        ) : sorted.length === 0 ? (
          <p>{adminText.noOffers}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-3" aria-label="Offers">
            {sorted.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                now={now}
                busy={busy}
                onDelete={() => deletion.ask(offer)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="card card-body" id="new-offer">
        <OfferForm key={offerId} offerId={offerId} onAdded={added} />
      </section>
      <ConfirmDeleteModal
        show={deletion.open}
        name={deletion.lastTarget?.name ?? ''}
        detail="This removes the offer and its image from the site. It cannot be undone."
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={deletion.close}
      />
    </>
  );
}
