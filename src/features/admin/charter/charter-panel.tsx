import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import type { CharterRecord } from '../../../backend/charter-types';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { charterPageMessage } from '../../../domain/charter/charter-messages';
import type { Enquiry } from '../../../domain/enquiry';
import { formatDubaiDateTime, pageFormats } from '../../../i18n/page-language';
import { QuestionModal } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import AddressField from './address-field';
import { whatsappToClient } from './client-whatsapp';
import { addressOrigin, charterAddresses } from './charter-address';
import GuestListSection from './guest-list-section';
import ReminderEmail from './reminder-email';
import { charterStrings as t } from './strings';
import type { CharterControls } from './use-charter';
import './charter.scss';

/** The page's two addresses, Copy and WhatsApp, and the page's own actions. */
function PageAddresses({
  enquiry,
  record,
  charter,
}: {
  enquiry: Enquiry;
  record: CharterRecord;
  charter: CharterControls;
}) {
  const backend = useBackend();
  const [askingNew, setAskingNew] = useState(false);
  const { page } = record;
  const addresses = charterAddresses(page, addressOrigin(backend.kind));
  const message = charterPageMessage(
    {
      language: page.language,
      name: page.clientName,
      reference: page.reference,
      yachtName: page.yacht.name,
      selection: page.quote.selection,
      ...addresses,
    },
    pageFormats(page.language),
  );
  const busy = charter.action.busy;
  return (
    <div className="d-flex flex-column gap-2">
      {page.status === 'cancelled' && <p className="small text-warning-emphasis mb-0">{t.cancelled}</p>}
      <AddressField label={t.pageLink} url={addresses.pageUrl} onCopyFailed={charter.action.failed} />
      <AddressField label={t.guestLink} url={addresses.guestListUrl} onCopyFailed={charter.action.failed} />
      <div className="d-flex flex-wrap gap-2">
        <a
          className="btn btn-sm btn-success"
          href={whatsappToClient(enquiry.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void charter.update()}>
          {busy ? t.updating : t.update}
        </Button>
        <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => setAskingNew(true)}>
          {t.newAddress}
        </Button>
      </div>
      <p className="small text-body-secondary mb-0">{t.updatedAt(formatDubaiDateTime(page.updatedAt))}</p>
      <QuestionModal
        show={askingNew}
        titleId="new-address-title"
        title={t.newAddressTitle}
        detail={t.newAddressDetail}
        busy={busy}
        yes={t.newAddressYes}
        working={t.newAddressWorking}
        no={t.keep}
        onYes={() => void charter.newAddress().then(() => setAskingNew(false))}
        onNo={() => setAskingNew(false)}
      />
    </div>
  );
}

/**
 * The charter page of a confirmed enquiry (docs/decisions/0043-charter-page.md): opened here (and right after
 * Confirm), its addresses to copy or send on WhatsApp in the client's language, a new address, the page written
 * again; then the guest list with its manifest and erasure.
 */
export default function CharterPanel({ enquiry, charter }: { enquiry: Enquiry; charter: CharterControls }) {
  const { record, action } = charter;
  if ((enquiry.status !== 'confirmed' && enquiry.status !== 'completed') || !enquiry.quote) return null;
  return (
    <section
      aria-label={`${t.heading} of ${enquiry.reference}`}
      className="border rounded p-2 d-flex flex-column gap-2"
    >
      <h3 className="h6 mb-0">{t.heading}</h3>
      <FlashAlert action={action} className="py-1 mb-0" />
      {!enquiry.charter && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="small mb-0">{t.none}</p>
          <Button size="sm" disabled={action.busy} onClick={() => void charter.open()}>
            {action.busy ? t.opening : t.open}
          </Button>
        </div>
      )}
      {enquiry.charter && record.status === 'loading' && <Loading label={t.loading} />}
      {enquiry.charter && record.status === 'failed' && (
        <LoadError message={t.loadFailed} onRetry={record.retry} />
      )}
      {enquiry.charter && record.status === 'ready' && !record.data && (
        <Button size="sm" disabled={action.busy} onClick={() => void charter.open()}>
          {action.busy ? t.opening : t.open}
        </Button>
      )}
      {enquiry.charter && record.status === 'ready' && record.data && (
        <>
          <PageAddresses enquiry={enquiry} record={record.data} charter={charter} />
          <ReminderEmail enquiry={enquiry} charter={charter} />
          <hr className="my-1" />
          <GuestListSection record={record.data} charter={charter} phone={enquiry.phone} />
        </>
      )}
    </section>
  );
}
