import { useSiteData } from '../../../app/data-context';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/use-page-title';

/** The spec's servicePanel: the services visitors see (managed in the backend's console for now). */
export default function ServicesPage() {
  usePageTitle('Admin: services');
  const { services, status } = useSiteData();
  return (
    <>
      <h1 className="h3 mb-3">Services</h1>
      <p>The services listed on the site. They are managed in the backend console.</p>
      {status === 'loading' ? (
        <Loading label="Loading services..." />
      ) : services.length === 0 ? (
        <p>No services yet.</p>
      ) : (
        <ul aria-label="Services">
          {services.map((service) => (
            <li key={service.id}>{service.name}</li>
          ))}
        </ul>
      )}
    </>
  );
}
