import type { ChangeEvent, ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';

/** Where a field sits in its form's row (a Bootstrap grid): a column of these widths, or `true` for the full width. */
export type FieldColumn = ColProps | true;

/** The field in its column of the form's row, or as it is without one. */
export function inColumn(col: FieldColumn | undefined, field: ReactNode) {
  if (!col) return field;
  return <Col {...(col === true ? { xs: 12 } : col)}>{field}</Col>;
}

/** What a checked field's control needs: whether it is invalid, and the id of its message. */
export interface CheckedControl {
  isInvalid: boolean;
  'aria-describedby'?: string;
}

interface CheckedFieldProps {
  /** The control's id; its message is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The message of a failed check, shown under the control; none means valid. */
  error?: string;
  /** A hint under the control (its id is `${id}-hint`), read with the control. */
  hint?: string;
  /** Renders the control with the props that mark it invalid and point at the message. */
  children: (control: CheckedControl) => ReactNode;
  col?: FieldColumn;
}

/** A labelled admin field with its check's message under it. */
export default function CheckedField({ id, label, error, hint, children, col }: CheckedFieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return inColumn(
    col,
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children({ isInvalid: Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>,
  );
}

interface NumberFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** As typed, so nothing typed is lost or reformatted. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Whole numbers (the numeric keypad, steps of 1) rather than any amount (the decimal keypad). */
  whole?: boolean;
  max?: number;
  hint?: string;
  col?: FieldColumn;
}

/** A checked field for a number from 0 up (a price, minutes, days), with the keypad a phone shows for it. */
export function NumberField({ id, label, error, whole = false, max, hint, col, ...typed }: NumberFieldProps) {
  return (
    <CheckedField id={id} label={label} error={error} hint={hint} col={col}>
      {(control) => (
        <Form.Control
          {...control}
          type="number"
          inputMode={whole ? 'numeric' : 'decimal'}
          step={whole ? '1' : 'any'}
          min={0}
          max={max}
          {...typed}
        />
      )}
    </CheckedField>
  );
}

interface RadioChoicesProps<Value extends string | number> {
  /** The radios' name; each one's id is `${name}-${value}`. */
  name: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** Marks the radios invalid (a RadioGroup with a message). */
  invalid?: boolean;
}

/** One choice of a few, as radios side by side (inside a fieldset that names them). */
export function RadioChoices<Value extends string | number>({
  name,
  choices,
  value,
  onChange,
  invalid,
}: RadioChoicesProps<Value>) {
  return choices.map((choice) => (
    <Form.Check
      key={choice.value}
      inline
      type="radio"
      name={name}
      id={`${name}-${choice.value}`}
      label={choice.label}
      checked={value === choice.value}
      isInvalid={invalid}
      onChange={() => onChange(choice.value)}
    />
  ));
}

interface RadioGroupProps<Value extends string | number> extends RadioChoicesProps<Value> {
  legend: ReactNode;
  /** The check's message, under the radios (its id is `${name}-error`). */
  error?: string;
  col?: FieldColumn;
}

/** One choice of a few under its legend, with the check's message. */
export function RadioGroup<Value extends string | number>({
  legend,
  error,
  col,
  ...radios
}: RadioGroupProps<Value>) {
  const errorId = `${radios.name}-error`;
  return inColumn(
    col,
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <RadioChoices {...radios} invalid={Boolean(error)} />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>,
  );
}
