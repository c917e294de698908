import { LIMITS } from '../../domain/limits';
import Form from 'react-bootstrap/Form';
import { callbackStrings as t } from './strings';
import { prefetchPhoneValidator } from './submit-callback';

export interface ContactFieldValues {
  name: string;
  phone: string;
  preferredTime: string;
}

interface ContactFieldsProps {
  /** Prefix for the fields' ids; `${id}-status` is the element with the form's message. */
  id: string;
  /** Without `preferredTime`, the field is not shown (forms that only need a name and a phone). */
  values: Pick<ContactFieldValues, 'name' | 'phone'> & Partial<Pick<ContactFieldValues, 'preferredTime'>>;
  set: (field: keyof ContactFieldValues) => (event: { target: { value: string } }) => void;
  /** The field the last error was about, marked invalid and pointed at the message. */
  invalidField?: string;
  /** Layout class of each field's group. */
  groupClassName: string;
  /** Shows the hint about how to write a phone number. */
  phoneHint?: boolean;
  /** The id of the element with the form's message; `${id}-status` when not given. */
  statusId?: string;
}

/** Name, phone and preferred time: the part every call-back request form shares. */
export default function ContactFields({
  id,
  values,
  set,
  invalidField,
  groupClassName,
  phoneHint = false,
  statusId = `${id}-status`,
}: ContactFieldsProps) {
  const describedBy = (field: string, extra?: string) =>
    [extra, invalidField === field ? statusId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Form.Group className={groupClassName} controlId={`${id}-name`}>
        <Form.Label>{t.name}</Form.Label>
        <Form.Control
          name="name"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          value={values.name}
          onChange={set('name')}
          isInvalid={invalidField === 'name'}
          aria-invalid={invalidField === 'name' || undefined}
          aria-describedby={describedBy('name')}
        />
      </Form.Group>
      <Form.Group className={groupClassName} controlId={`${id}-phone`}>
        <Form.Label>{t.phone}</Form.Label>
        <Form.Control
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          required
          value={values.phone}
          onChange={set('phone')}
          onFocus={prefetchPhoneValidator}
          isInvalid={invalidField === 'phone'}
          aria-invalid={invalidField === 'phone' || undefined}
          aria-describedby={describedBy('phone', phoneHint ? `${id}-phone-hint` : undefined)}
        />
        {phoneHint && <Form.Text id={`${id}-phone-hint`}>{t.phoneHint}</Form.Text>}
      </Form.Group>
      {values.preferredTime !== undefined && (
        <Form.Group className={groupClassName} controlId={`${id}-time`}>
          <Form.Label>{t.preferredTime}</Form.Label>
          <Form.Control
            type="time"
            name="preferredTime"
            value={values.preferredTime}
            onChange={set('preferredTime')}
          />
        </Form.Group>
      )}
    </>
  );
}
