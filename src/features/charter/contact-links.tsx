import { whatsappUrl } from '../../components/whatsapp-url';
import { site } from '../../config/site';
import { charterStrings as t } from './strings';

/** WhatsApp and call links to the operator, the message naming the charter when there is one. */
export default function ContactLinks({ reference }: { reference?: string }) {
  const phone = site.phones[0];
  return (
    <p className="d-flex flex-wrap gap-2 mb-0">
      <a
        className="btn btn-success"
        href={whatsappUrl(reference ? t.contactMessage(reference) : t.questions)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.whatsappUs}
      </a>
      {phone && (
        <a className="btn btn-outline-primary" href={`tel:${phone.tel}`}>
          <bdi dir="ltr">{t.callUs(phone.label)}</bdi>
        </a>
      )}
    </p>
  );
}
