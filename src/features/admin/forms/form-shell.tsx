import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FormButtons } from './form-buttons';
import Form from 'react-bootstrap/Form';
import FormAlert from './form-alert';
import type { FormAlert as Message } from './use-admin-form';
import { useUnsavedGuard } from './use-unsaved-guard';

interface FormShellProps {
  /** The form's name in its ids: the title is `{name}-form-title`. */
  name: string;
  /** The heading above the fields; a form without one (its screen's heading says it) is named by `label`. */
  title?: string;
  label?: string;
  /** What useAdminForm gives: the submit, its alert, whether the save runs and whether edits are unsaved. */
  form: {
    submit: (event: FormEvent<HTMLFormElement>) => void;
    alert: Message | null;
    saving: boolean;
    dirty: boolean;
  };
  submitLabel: string;
  /** What the submit button says while the save runs. */
  savingLabel?: string;
  /** Also keeps the submit button disabled (e.g. while a photo uploads), saying `busyLabel` if there is one. */
  busy?: boolean;
  busyLabel?: string;
  /** Shown in place of the form's own alert (a step before the save that failed). */
  alert?: Message | null;
  /** Runs instead of the form's submit (a form that uploads first). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Moves the focus to the first field when the form opens (an edit started from a list above it). */
  focusFirstField?: boolean;
  /** Cancel: closes the form, or (an address) goes back to that screen. */
  onCancel?: (() => void) | string;
  /** What Cancel says, and a submit that cannot be undone (FormButtons). */
  cancelLabel?: string;
  destructive?: boolean;
  /** The fields, between the alert and the buttons. */
  children: ReactNode;
}

/**
 * An admin form's frame: its title, the alert from the last save, the fields, and the save and cancel buttons
 * (both disabled while it saves; the save button says so). Leaving it with unsaved edits asks first.
 */
export default function FormShell({
  name,
  title,
  label,
  form,
  submitLabel,
  savingLabel = 'Saving...',
  busy = false,
  busyLabel,
  alert,
  onSubmit,
  focusFirstField = false,
  onCancel,
  cancelLabel,
  destructive,
  children,
}: FormShellProps) {
  useUnsavedGuard(form.dirty);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstField) formElement.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusFirstField]);
  const titleId = `${name}-form-title`;
  return (
    <Form
      ref={formElement}
      noValidate
      onSubmit={onSubmit ?? form.submit}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
    >
      {title && (
        <h2 id={titleId} className="h5 mb-3">
          {title}
        </h2>
      )}
      <FormAlert alert={alert ?? form.alert} />
      {children}
      <FormButtons
        label={busy && busyLabel ? busyLabel : form.saving ? savingLabel : submitLabel}
        saving={form.saving}
        busy={busy}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        destructive={destructive}
      />
    </Form>
  );
}
