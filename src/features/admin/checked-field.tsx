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
  /** Renders the control with the props that mark it invalid and point at the message. */
  children: (control: CheckedControl) => ReactNode;
}

/** A labelled admin field with its check's message under it. */
export default function CheckedField({ id, label, error, children }: CheckedFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children({ isInvalid: Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      <Form.Control.Feedback type="invalid" id={errorId}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
