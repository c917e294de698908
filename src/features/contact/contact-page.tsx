import { usePageTitle } from '../../components/use-page-title';
import ContactDetails from './contact-details';

export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <div className="container py-5">
      <h1 className="h2 mb-4">Contact us</h1>
      <div className="row g-5">
        <div className="col-12 col-md-5">
          <ContactDetails />
        </div>
      </div>
    </div>
  );
}
