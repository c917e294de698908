import { site } from '../../config/site';
import { contactStrings as t } from './strings';

/** Address, phones, email, hours and the map link. */
export default function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="h4">
        {t.getInTouch}
      </h2>
      <address className="mb-3">
        {site.address.lines.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
        <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer">
          {t.viewOnMap}
        </a>
      </address>
      <dl>
        <dt>{t.phone}</dt>
        {site.phones.map((phone) => (
          <dd key={phone.tel} className="mb-1">
            <a href={`tel:${phone.tel}`}>{phone.label}</a>
          </dd>
        ))}
        <dt className="mt-2">{t.email}</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
        <dt>{t.hours}</dt>
        <dd>{site.hours}</dd>
      </dl>
    </section>
  );
}
