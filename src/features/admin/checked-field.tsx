import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

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
}

/** A labelled admin field with its check's message under it. */
export default function CheckedField({ id, label, error, hint, children }: CheckedFieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
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
    </Form.Group>
  );
}
