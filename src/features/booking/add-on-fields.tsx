import Form from 'react-bootstrap/Form';
import type { AddOn } from '../../domain/booking';
import { formatAed } from '../../i18n/page-language';
import { addOnName } from './add-on-name';
import { bookingPanelStrings as t } from './panel-strings';
import type { BookingForm } from './use-booking-form';

export interface AddOnFieldsProps {
  id: string;
  form: BookingForm;
  addOns: readonly AddOn[];
}

/** A checkbox for each add-on offered (nothing when none is), with their error. */
export default function AddOnFields({ id, form, addOns }: AddOnFieldsProps) {
  const { values, errors } = form;
  const offered = addOns.filter((addOn) => addOn.active);
  if (offered.length === 0) return null;
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6 mb-1">{t.addOns}</legend>
      {offered.map((addOn) => (
        <Form.Check
          key={addOn.id}
          id={`${id}-addon-${addOn.id}`}
          type="checkbox"
          label={t.addOnLabel(addOnName(addOn), formatAed(addOn.priceFils), t.unit[addOn.unit])}
          checked={values.addOnIds.includes(addOn.id)}
          onChange={(event) =>
            form.set(
              'addOnIds',
              event.target.checked
                ? [...values.addOnIds, addOn.id]
                : values.addOnIds.filter((chosen) => chosen !== addOn.id),
            )
          }
        />
      ))}
      {errors.addOnIds && <div className="invalid-feedback d-block">{errors.addOnIds}</div>}
    </fieldset>
  );
}
