import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import FormAlert from './form-alert';
import type { FormAlert as Message } from './use-admin-form';

interface FormShellProps {
  /** The form's name in its ids: the title is `{name}-form-title`. */
  name: string;
  title: string;
  /** What useAdminForm gives: the submit, its alert and whether the save runs. */
  form: { submit: (event: FormEvent<HTMLFormElement>) => void; alert: Message | null; saving: boolean };
  submitLabel: string;
  /** Also keeps the submit button disabled (e.g. while a photo uploads). */
  busy?: boolean;
  onCancel?: () => void;
  /** The fields, between the alert and the buttons. */
  children: ReactNode;
}

/**
 * An admin form's frame: its title, the alert from the last save, the fields, and the save and cancel buttons
 * (both disabled while it saves; the save button says so).
 */
export default function FormShell({
  name,
  title,
  form,
  submitLabel,
  busy = false,
  onCancel,
  children,
}: FormShellProps) {
  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby={`${name}-form-title`}>
      <h2 id={`${name}-form-title`} className="h5 mb-3">
        {title}
      </h2>
      <FormAlert alert={form.alert} />
      {children}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || form.saving}>
          {form.saving ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={form.saving}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}

/** A ref for a form's first field, which takes the focus when the form opens if `focus` says so. */
export function useFirstFieldFocus<Element extends HTMLElement>(focus: boolean) {
  const field = useRef<Element>(null);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);
  return field;
}
