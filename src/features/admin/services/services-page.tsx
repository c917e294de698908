import { useSiteData } from '../../../backend/react/site-data';
import { usePageTitle } from '../../../components/page-title';
import CollectionView from '../collection-view';
import { adminStrings } from '../strings';

/** The servicePanel screen: the services visitors see (managed in the backend's console for now). */
export default function ServicesPage() {
  usePageTitle('Admin: services');
  const { services } = useSiteData();
  return (
    <>
      <h1 className="h3 mb-3">Services</h1>
      <p>The services listed on the site. They are managed in the backend console.</p>
      <CollectionView
        collection="services"
        count={services.length}
        loadingLabel="Loading services..."
        failedMessage={adminStrings.servicesLoadFailed}
        empty={<p>{adminStrings.noServices}</p>}
      >
        <ul aria-label="Services">
          {services.map((service) => (
            <li key={service.id}>{service.name}</li>
          ))}
        </ul>
      </CollectionView>
    </>
  );
}
