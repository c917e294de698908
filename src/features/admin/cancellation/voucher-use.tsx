import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { Enquiry } from '../../../domain/enquiry';
import { formatAed, formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { cancelStrings as t } from './strings';

/** The voucher a client named on their enquiry: what is left of it, and applying it once the charter is confirmed. */
export default function VoucherUse({ enquiry }: { enquiry: Enquiry }) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  const code = enquiry.voucherCode ?? '';
  const check = useBackendRead(`enquiries/voucher/${code}`, (from) => from.cancellations.checkVoucher(code));
  const confirmed = enquiry.status === 'confirmed' || enquiry.status === 'completed';
  const voucher = check.status === 'ready' ? check.data : undefined;
  return (
    <div className="d-flex flex-column gap-1 small mb-2">
      <FlashAlert action={action} className="py-1 mb-1" />
      <p className="mb-0">
        <strong>{t.voucherHeading}: </strong>
        {t.voucherNamed(code)} {voucher === null && t.voucherUnknown}
        {voucher && t.voucherLeft(formatAed(voucher.availableFils), formatDubaiDateTime(voucher.expiresAt))}
      </p>
      {voucher && voucher.availableFils > 0 && !confirmed && !enquiry.cancellation && (
        <p className="mb-0 text-body-secondary">{t.applyWhenConfirmed}</p>
      )}
      {voucher && voucher.availableFils > 0 && confirmed && (
        <div>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={action.busy}
            onClick={() =>
              void action.run(
                async () => {
                  await backend.cancellations.applyVoucher(enquiry.id);
                  await invalidate('enquiries');
                },
                {
                  success: t.applied,
                  failure: (error) => backendMessage(error, t.applyFailed),
                  log: 'Applying a voucher failed.',
                },
              )
            }
          >
            {t.apply}
          </Button>
        </div>
      )}
    </div>
  );
}
