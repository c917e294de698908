import { usePageMeta } from '../../components/page-meta';
import { CallbackForm } from '../callback';
import { contactStrings as t } from './strings';
import ContactDetails from './contact-details';

export default function ContactPage() {
  usePageMeta({
    title: t.title,
    description: t.metaDescription,
    jsonLd: ({ businessData }) => [businessData()],
  });
  return (
    <div className="container py-5">
      <h1 className="h2 mb-4">{t.heading}</h1>
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
