import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { voucherAmountProblem, voucherState, type Voucher } from '../../../domain/ledger/voucher';
import { formatAed, formatDubaiDateTime } from '../../../i18n/page-language';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import { draftFils } from '../ledger/ledger-draft';
import { cancelStrings as t, voucherStateLabels } from './strings';

const BADGE = { valid: 'success', used: 'secondary', expired: 'warning' } as const;

function VoucherRow({ voucher, now }: { voucher: Voucher; now: number }) {
  const state = voucherState(voucher, now);
  return (
    <tr>
      <td className="font-monospace">{voucher.code}</td>
      <td>{formatAed(voucher.amountFils)}</td>
      <td>{formatAed(voucher.usedFils)}</td>
      <td>
        <Badge bg={BADGE[state]}>{voucherStateLabels[state]}</Badge>
      </td>
      <td>{formatDubaiDateTime(voucher.expiresAt)}</td>
      <td>{voucher.reason === 'weather' ? `Weather, ${voucher.fromEnquiryId}` : 'By hand'}</td>
    </tr>
  );
}

/** The credit vouchers: each with its value, use, state and expiry, and one issued by hand. */
export default function VouchersSection({ now = Date.now }: { now?: () => number }) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  const vouchers = useBackendRead('vouchers', (from) => from.cancellations.vouchers());
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function issue(event: FormEvent) {
    event.preventDefault();
    const fils = draftFils(amount);
    const problem = Number.isNaN(fils) ? t.issueBlank : voucherAmountProblem(fils);
    setError(problem);
    if (problem) return;
    await action.run(
      async () => {
        const voucher = await backend.cancellations.issueVoucher(fils);
        setAmount('');
        await invalidate('vouchers');
        return voucher;
      },
      {
        success: (voucher) => t.issued(voucher.code),
        failure: (failure) => backendMessage(failure, t.issueFailed),
        log: 'Issuing a voucher failed.',
      },
    );
  }

  return (
    <section aria-labelledby="vouchers-title" className="mt-5">
      <h2 id="vouchers-title" className="h4 mb-2">
        {t.vouchersTitle}
      </h2>
      <p className="text-body-secondary small">{t.vouchersIntro}</p>
      <FlashAlert action={action} />
      <Form
        noValidate
        onSubmit={(event) => void issue(event)}
        className="d-flex flex-wrap align-items-start gap-2 mb-3"
      >
        <Form.Group controlId="voucher-amount">
          <Form.Label className="small mb-1">{t.issueAmount}</Form.Label>
          <Form.Control
            value={amount}
            inputMode="decimal"
            dir="ltr"
            isInvalid={error !== null}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" variant="outline-primary" className="mt-4" disabled={action.busy}>
          {t.issue}
        </Button>
      </Form>
      {vouchers.status === 'loading' && <Loading label="Loading vouchers..." />}
      {vouchers.status === 'failed' && <LoadError message={t.vouchersLoadFailed} onRetry={vouchers.retry} />}
      {vouchers.status === 'ready' &&
        (vouchers.data.length === 0 ? (
          <p>{t.noVouchers}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Value</th>
                  <th scope="col">Used</th>
                  <th scope="col">State</th>
                  <th scope="col">Valid until (Dubai)</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {vouchers.data.map((voucher) => (
                  <VoucherRow key={voucher.code} voucher={voucher} now={now()} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
