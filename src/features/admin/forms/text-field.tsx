import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import Form from 'react-bootstrap/Form';
import CheckedField, { inColumn, type FieldColumn } from '../checked-field';

export type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'size'
> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (event: TextChange) => void;
  /** The check's message (useAdminForm's `field(name)` gives it with the value). */
  error?: string;
  hint?: string;
  /** Marks the label with * (and the control as required). */
  required?: boolean;
  /** A text area of so many rows; without it, one line. */
  rows?: number;
  inputRef?: Ref<HTMLInputElement>;
  col?: FieldColumn;
}

/** An admin form's text field: label (with * if required), the control, its hint and its check's message. */
export default function TextField({
  id,
  label,
  error,
  hint,
  required,
  rows,
  inputRef,
  col,
  ...control
}: TextFieldProps) {
  const labelled = required ? (
    <>
      {label}
      <span aria-hidden="true"> *</span>
    </>
  ) : (
    label
  );
  return (
    <CheckedField id={id} label={labelled} error={error} hint={hint} col={col}>
      {(checked) =>
        rows ? (
          <Form.Control as="textarea" rows={rows} required={required} {...control} {...checked} />
        ) : (
          <Form.Control
            ref={inputRef}
            type="text"
            autoComplete="off"
            required={required}
            {...control}
            {...checked}
          />
        )
      }
    </CheckedField>
  );
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (event: TextChange) => void;
  error?: string;
  /** The options. */
  children: ReactNode;
  col?: FieldColumn;
}

/** An admin form's choice from a list: label, the select and its check's message. */
export function SelectField({ id, label, error, children, col, ...select }: SelectFieldProps) {
  return (
    <CheckedField id={id} label={label} error={error} col={col}>
      {(checked) => (
        <Form.Select {...select} {...checked}>
          {children}
        </Form.Select>
      )}
    </CheckedField>
  );
}

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  col?: FieldColumn;
}

/** An admin form's yes or no: a labelled checkbox. */
export function CheckField({ id, label, checked, onChange, col }: CheckFieldProps) {
  return inColumn(
    col,
    <Form.Check
      id={id}
      type="checkbox"
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />,
  );
}
