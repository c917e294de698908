import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import type { Offer } from '../../../domain/offer';
import { usePageTitle } from '../../../components/page-title';
import { useNow } from '../../../components/use-now';
import { useCollectionSource } from '../collection-view';
import AdminListPage from '../list/admin-list-page';
import { useAdminList } from '../list/use-admin-list';
import { adminStrings } from '../strings';
import OfferForm from './offer-form';
import OfferRow from './offer-row';

/** Offers: the list with each one's status, a form for a new one, and delete. */
export default function OffersPage() {
  usePageTitle('Admin: offers');
  const backend = useBackend();
  const { offers } = useSiteData();
  const now = useNow();
  const list = useAdminList<Offer>({
    reads: 'offers',
    what: 'offer',
    texts: adminStrings.offerList,
    remove: (offer) => backend.offers.remove(offer.id),
    // A fresh form (and id) for the next offer.
    newId: () => backend.offers.newId(),
  });
  const sorted = [...offers].sort((a, b) => (b.startTime ?? '').localeCompare(a.startTime ?? ''));

  return (
    <AdminListPage
      list={list}
      title="Offers"
      add={{ label: 'New offer', form: 'new-offer' }}
      section={{ id: 'offers-list-title', title: 'All offers' }}
      source={useCollectionSource('offers')}
      items={sorted}
      row={(offer, controls) => <OfferRow offer={offer} now={now} controls={controls} />}
      form={
        <OfferForm
          key={list.formKey}
          offerId={list.newId}
          onAdded={() => list.saved(adminStrings.offerList.added)}
        />
      }
    />
  );
}
