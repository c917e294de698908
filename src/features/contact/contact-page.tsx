import { usePageTitle } from '../../components/use-page-title';
import CallbackForm from './callback-form';
import ContactDetails from './contact-details';

export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <div className="container py-5">
      <h1 className="h2 mb-4">Contact us</h1>
      <div className="row gx-4 gx-lg-5 gy-5">
        <div className="col-12 col-md-5">
          <ContactDetails />
        </div>
        <div className="col-12 col-md-7">
          <CallbackForm />
        </div>
      </div>
    </div>
  );
}
