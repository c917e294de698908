import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  customPeriod,
  PERIOD_KINDS,
  type CustomPeriodErrors,
  type Period,
  type PeriodKind,
} from '../../../../domain/dashboard/periods';
import CheckedField from '../../checked-field';
import { useAdminForm } from '../../forms/use-admin-form';
import { periodStrings as t } from './strings';

interface PeriodPickerProps {
  kind: PeriodKind;
  /** The custom period shown, to start the form from. */
  custom: Period;
  onKind: (kind: PeriodKind) => void;
  onCustom: (period: Period) => void;
}

/** This week, this month, the last 30 or 90 days, or a custom period from and to Dubai dates. */
export default function PeriodPicker({ kind, custom, onKind, onCustom }: PeriodPickerProps) {
  const form = useAdminForm<Period, CustomPeriodErrors>({
    initial: custom,
    check: (draft) => customPeriod(draft.from, draft.to).errors ?? {},
    save: async (draft) => onCustom(draft),
    messages: { failure: t.loadFailed, log: 'Choosing the period failed.' },
  });
  return (
    <>
      <div className="period-kinds mb-2" role="group" aria-label={t.periodLabel}>
        {PERIOD_KINDS.map((item) => (
          <Button
            key={item}
            variant={item === kind ? 'primary' : 'outline-primary'}
            aria-pressed={item === kind}
            onClick={() => onKind(item)}
          >
            {t.kinds[item]}
          </Button>
        ))}
      </div>
      {kind === 'custom' && (
        <Form
          noValidate
          onSubmit={form.submit}
          aria-label={t.customLabel}
          className="d-flex flex-wrap align-items-start gap-2 mb-2"
        >
          <CheckedField id="period-from" label={t.from} error={form.errors.from}>
            {(control) => <Form.Control {...control} type="date" {...form.text('from')} />}
          </CheckedField>
          <CheckedField id="period-to" label={t.to} error={form.errors.to}>
            {(control) => <Form.Control {...control} type="date" {...form.text('to')} />}
          </CheckedField>
          <Button type="submit" className="align-self-end" style={{ marginTop: '2rem' }}>
            {t.show}
          </Button>
        </Form>
      )}
    </>
  );
}
