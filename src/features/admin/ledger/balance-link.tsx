import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { Enquiry } from '../../../domain/enquiry';
import {
  balanceLinkMessage,
  isReusableLink,
  ONLINE_PAYMENTS_NEED_FUNCTIONS,
  type PaymentLink,
} from '../../../domain/ledger/payment-link';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales';
import { formatAed, formatDubaiDateTime, pageFormats } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import AddressField from '../charter/address-field';
import { whatsappToClient } from '../charter/client-whatsapp';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { ledgerStrings as t } from './strings';

interface BalanceLinkProps {
  enquiry: Enquiry;
  /** What is still due (the panel's balance): no link is offered for nothing. */
  dueFils: number;
  now: () => number;
}

/** The link, Copy, and the WhatsApp message to the client in their language. */
function LinkShown({
  enquiry,
  link,
  onCopyFailed,
}: {
  enquiry: Enquiry;
  link: PaymentLink;
  onCopyFailed: (text: string) => void;
}) {
  const language = isLocale(enquiry.language) ? enquiry.language : DEFAULT_LOCALE;
  const message = balanceLinkMessage(language, {
    name: enquiry.name,
    reference: enquiry.reference,
    amount: pageFormats(language).aed(link.amountFils),
    url: link.url,
  });
  return (
    <div className="d-flex flex-column gap-2">
      <AddressField
        label={t.balanceLinkLabel(formatAed(link.amountFils))}
        url={link.url}
        onCopyFailed={onCopyFailed}
      />
      <p className="small text-body-secondary mb-0">
        {t.balanceLinkOpen(formatAed(link.amountFils), formatDubaiDateTime(link.expiresAt))}
      </p>
      <div>
        <a
          className="btn btn-sm btn-success"
          href={whatsappToClient(enquiry.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.balanceWhatsapp}
        </a>
      </div>
    </div>
  );
}

/**
 * The balance paid online (docs/decisions/0048-demo-payment-page.md; Stripe with Functions on): the link for exactly
 * what is due, made by the backend from the stored quote and ledger, to copy or send on WhatsApp. Absent when nothing
 * is due; where no payments are taken online, says what they need.
 */
export default function BalanceLink({ enquiry, dueFils, now }: BalanceLinkProps) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  const online = useBackendRead('payments/available', (from) => from.payments.available());
  const [made, setMade] = useState<PaymentLink | null>(null);
  if (enquiry.status !== 'confirmed' || dueFils <= 0 || online.status !== 'ready') return null;
  if (!online.data) return <p className="small text-body-secondary mb-0">{ONLINE_PAYMENTS_NEED_FUNCTIONS}</p>;

  // The link made here, else the one stored on the enquiry, while it may still be paid for what is due.
  const link = [made, enquiry.balanceLink].find(
    (candidate): candidate is PaymentLink => !!candidate && isReusableLink(candidate, dueFils, now()),
  );
  const make = () =>
    action.run(
      async () => {
        setMade(await backend.payments.balanceLink(enquiry.id));
        await invalidate('enquiries');
      },
      {
        success: t.balanceLinkMade,
        failure: (error) => backendMessage(error, t.balanceLinkFailed),
        log: 'Making the balance link failed.',
      },
    );
  return (
    <div className="d-flex flex-column gap-2">
      <FlashAlert action={action} className="py-1 mb-0" />
      {link ? (
        <LinkShown enquiry={enquiry} link={link} onCopyFailed={action.failed} />
      ) : (
        <div>
          <Button size="sm" variant="primary" disabled={action.busy} onClick={() => void make()}>
            {action.busy ? t.balanceLinkWorking : t.balanceLink}
          </Button>
        </div>
      )}
    </div>
  );
}
