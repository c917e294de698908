import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { dubaiDateOf } from '../../domain/booking/dubai-time';
import { normaliseVoucherCode } from '../../domain/ledger/voucher-code';
import { formatAed, formatDubaiDate } from '../../i18n/page-language';
import { bookingPanelStrings as t } from './panel-strings';

type Check = { kind: 'idle' | 'checking' } | { kind: 'valid' | 'invalid'; message: string };

/**
 * A credit voucher's code (docs/decisions/0049-cancellations-and-vouchers.md): checked with the backend, its value and
 * expiry said, and passed on only once found valid. What was typed stays while it is corrected.
 */
export default function VoucherField({
  id,
  onValid,
}: {
  id: string;
  onValid: (code: string | null) => void;
}) {
  const backend = useBackendOrNull();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [check, setCheck] = useState<Check>({ kind: 'idle' });

  async function verify(event?: FormEvent) {
    event?.preventDefault();
    onValid(null);
    const code = normaliseVoucherCode(typed);
    if (!code) return setCheck({ kind: 'invalid', message: t.voucherFormat });
    setCheck({ kind: 'checking' });
    try {
      if (!backend) throw new Error('No backend yet.');
      const found = await backend.cancellations.checkVoucher(code);
      if (!found) return setCheck({ kind: 'invalid', message: t.voucherUnknown });
      if (Date.parse(found.expiresAt) <= Date.now())
        return setCheck({ kind: 'invalid', message: t.voucherExpired });
      if (found.availableFils <= 0) return setCheck({ kind: 'invalid', message: t.voucherUsed });
      setCheck({
        kind: 'valid',
        message: t.voucherValid(
          formatAed(found.availableFils),
          formatDubaiDate(dubaiDateOf(Date.parse(found.expiresAt))),
        ),
      });
      onValid(code);
    } catch (error) {
      console.warn('A voucher could not be checked.', error);
      setCheck({ kind: 'invalid', message: t.voucherFailed });
    }
  }

  if (!open) {
    return (
      <Button
        variant="link"
        size="sm"
        className="px-0 mb-2"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {t.voucherOpen}
      </Button>
    );
  }
  const feedback = `${id}-voucher-feedback`;
  return (
    <Form noValidate onSubmit={(event) => void verify(event)} className="mb-3">
      <Form.Label htmlFor={`${id}-voucher`}>{t.voucherLabel}</Form.Label>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Form.Control
          id={`${id}-voucher`}
          value={typed}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          className="w-auto"
          htmlSize={14}
          isInvalid={check.kind === 'invalid'}
          isValid={check.kind === 'valid'}
          aria-describedby={check.kind === 'valid' || check.kind === 'invalid' ? feedback : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            if (check.kind !== 'idle') setCheck({ kind: 'idle' });
            onValid(null);
          }}
        />
        <Button
          type="submit"
          variant="outline-secondary"
          className="text-nowrap"
          disabled={check.kind === 'checking'}
        >
          {check.kind === 'checking' ? t.voucherChecking : t.voucherCheck}
        </Button>
      </div>
      {(check.kind === 'valid' || check.kind === 'invalid') && (
        <div
          id={feedback}
          role={check.kind === 'invalid' ? 'alert' : 'status'}
          className={`small mt-1 ${check.kind === 'invalid' ? 'text-danger' : 'text-success'}`}
        >
          {check.message}
        </div>
      )}
    </Form>
  );
}
