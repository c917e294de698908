import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { paymentTermsOf } from '../../../domain/charter/cancellation-policy';
import type { Enquiry } from '../../../domain/enquiry';
import { refundStillDue, type Cancellation } from '../../../domain/ledger/cancellation';
import { OFFLINE_METHODS, type OfflineMethod } from '../../../domain/ledger/ledger';
import { formatAed, formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { methodLabels } from '../ledger/strings';
import CancelForm from './cancel-form';
import { settleCancellation } from './settle';
import { cancelStrings as t, reasonLabels } from './strings';
import VoucherUse from './voucher-use';

/** What a cancelled charter shows: why and when, the policy and the refund, the voucher, and what is left to refund. */
function CancelledSummary({ enquiry, cancellation }: { enquiry: Enquiry; cancellation: Cancellation }) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  const [method, setMethod] = useState<OfflineMethod>('cash');
  const left = refundStillDue(cancellation, enquiry.money);
  return (
    <div className="d-flex flex-column gap-1 small">
      <FlashAlert action={action} className="py-1 mb-1" />
      <p className="mb-0">
        {t.summary(reasonLabels[cancellation.reason], formatDubaiDateTime(cancellation.at), cancellation.by)}
      </p>
      <p className="mb-0">
        {t.amounts(formatAed(cancellation.policyFils), formatAed(cancellation.refundFils))}
      </p>
      {cancellation.voucherCode && (
        <p className="mb-0">
          {t.voucherIssued(cancellation.voucherCode, formatAed(cancellation.creditFils))}
        </p>
      )}
      {left > 0 && (
        <div className="d-flex flex-wrap align-items-end gap-2">
          <strong>{t.stillToRefund(formatAed(left))}</strong>
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={t.method}
            value={method}
            onChange={(event) => setMethod(event.target.value as OfflineMethod)}
          >
            {OFFLINE_METHODS.filter((how) => how !== 'credit').map((how) => (
              <option key={how} value={how}>
                {methodLabels[how]}
              </option>
            ))}
          </Form.Select>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={action.busy}
            onClick={() =>
              void action.run(
                async () => {
                  try {
                    await settleCancellation(backend, enquiry.id, cancellation, method);
                  } finally {
                    await invalidate('enquiries');
                  }
                },
                {
                  success: t.settled,
                  failure: (error) => backendMessage(error, t.settleFailed),
                  log: 'Recording a cancellation refund failed.',
                },
              )
            }
          >
            {t.settle}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The enquiry screen's cancellation: for a confirmed charter, "Cancel by the policy" and its form; for a cancelled
 * one, what was decided and what is still to refund; and the voucher the client named.
 */
export default function CancellationPanel({ enquiry }: { enquiry: Enquiry }) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  const [open, setOpen] = useState(false);
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const cancellable = enquiry.status === 'confirmed' && enquiry.bookingId !== null && enquiry.quote !== null;
  if (!cancellable && !enquiry.cancellation && !enquiry.voucherCode) return null;

  async function cancel(input: Parameters<typeof backend.cancellations.cancel>[1], method: OfflineMethod) {
    const cancellation = await backend.cancellations.cancel(enquiry.id, input);
    try {
      await settleCancellation(backend, enquiry.id, cancellation, method);
      action.succeeded(t.done);
    } catch (error) {
      // Cancelled, but a refund is left: the summary shows it with a button to record it.
      action.failed(backendMessage(error, t.settleFailed));
    }
    await invalidate('enquiries');
    if (cancellation.voucherCode) await invalidate('vouchers');
    return cancellation;
  }

  return (
    <section aria-label={`${t.heading} of ${enquiry.reference}`} className="border rounded p-2">
      <h3 className="h6 mb-2">{t.heading}</h3>
      <FlashAlert action={action} className="py-1 mb-2" />
      {enquiry.voucherCode && <VoucherUse enquiry={enquiry} />}
      {enquiry.cancellation && <CancelledSummary enquiry={enquiry} cancellation={enquiry.cancellation} />}
      {cancellable && !open && (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setOpen(true)}
          disabled={settings.status !== 'ready'}
        >
          {t.open}
        </Button>
      )}
      {cancellable && open && settings.status === 'ready' && (
        <CancelForm
          enquiry={enquiry}
          terms={paymentTermsOf(settings.data)}
          cancel={cancel}
          onDone={() => setOpen(false)}
        />
      )}
    </section>
  );
}
