import { site } from '../../config/site';

/** Address, phones, email, hours and the map link. */
export default function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="h4">
        Get in touch
      </h2>
      <address className="mb-3">
        {site.address.lines.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
        <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer">
          View on the map
        </a>
      </address>
      <dl>
        <dt>Phone</dt>
        {site.phones.map((phone) => (
          <dd key={phone.tel} className="mb-1">
            <a href={`tel:${phone.tel}`}>{phone.label}</a>
          </dd>
        ))}
        <dt className="mt-2">Email</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
        <dt>Hours</dt>
        <dd>{site.hours}</dd>
      </dl>
    </section>
  );
}
