import { useState, type ChangeEvent, type FormEvent } from 'react';

/** A message by field name (a translation's as `ar.name`); a field without one is valid. */
export type FieldMessages = Partial<Record<string, string>>;

/** The message above a form: a save that worked (for a form that stays open) or what went wrong. */
export interface FormAlert {
  variant: 'success' | 'danger';
  text: string;
}

/** What undoing a failed save did: a note added to the failure message, and a change to the draft it needs. */
export interface Recovery<Draft> {
  note?: string;
  change?: (draft: Draft) => Draft;
}

export interface AdminFormMessages<Errors> {
  /** Said when the check stops a submit (null: nothing). Left out, the alert stays as it was. */
  invalid?: (errors: Errors) => string | null;
  /** Said when the save failed: fixed, or made from the error (the backend's own words for a refusal). */
  failure: string | ((error: unknown) => string);
  /** Written to the console with the error when the save failed. */
  log: string;
  /** Said after a save, for a form that stays open. */
  success?: string;
}

export interface AdminFormOptions<Draft, Errors extends FieldMessages> {
  /** The draft: what the fields hold, as typed (numbers as text, so nothing typed is reformatted). */
  initial: Draft | (() => Draft);
  /** The form's one check: every problem of a draft by field; none means it can be saved. */
  check: (draft: Draft) => Errors;
  /** Writes the draft; throws on failure. */
  save: (draft: Draft) => Promise<unknown>;
  messages: AdminFormMessages<Errors>;
  /** After a failed save, before its message: undoes what the attempt left behind (files uploaded for it). */
  recover?: () => Promise<Recovery<Draft>>;
  /** After a save the form starts again from `initial`, its messages hidden (a note: ready for the next). */
  startOver?: boolean;
  /** After a save (and its alert), with the draft saved: close the form, go back to the list, tidy up. */
  onSaved?: (saved: Draft) => void | Promise<void>;
}

/** The keys of a draft whose fields hold text. */
export type TextKey<Draft> = {
  [Key in keyof Draft]-?: Draft[Key] extends string ? Key : never;
}[keyof Draft] &
  string;

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

const hasMessages = (errors: FieldMessages) => Object.values(errors).some((message) => message !== undefined);

const initialDraft = <Draft>(initial: Draft | (() => Draft)): Draft =>
  typeof initial === 'function' ? (initial as () => Draft)() : initial;

/**
 * The admin's one form pattern (docs/decisions/0020). The draft holds what was typed; `check` finds every problem, and its messages show
 * by the fields from the first submit on, following each change. A submit with a problem saves nothing. While the
 * save runs `saving` is true (the form's buttons say so and are disabled); a failed save shows its message in
 * `alert` and keeps the draft, less anything `recover` took away.
 */
export function useAdminForm<Draft, Errors extends FieldMessages>(options: AdminFormOptions<Draft, Errors>) {
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  // What the draft was when the form opened or last saved: a draft unlike it has unsaved edits.
  const [baseline, setBaseline] = useState<Draft>(draft);
  const found = options.check(draft);
  const errors: Partial<Errors> = submitted ? found : {};

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = <Key extends TextKey<Draft>>(name: Key) => ({
    value: draft[name] as string,
    onChange: (event: TextChange) => change({ [name]: event.target.value } as Partial<Draft>),
  });

  async function saveDraft(saved: Draft) {
    const { messages } = options;
    try {
      await options.save(saved);
    } catch (error) {
      console.warn(messages.log, error);
      const recovery = (await options.recover?.()) ?? {};
      if (recovery.change) setDraft(recovery.change);
      const failure = typeof messages.failure === 'string' ? messages.failure : messages.failure(error);
      setAlert({ variant: 'danger', text: recovery.note ? `${failure} ${recovery.note}` : failure });
      return;
    }
    if (options.startOver) {
      const fresh = initialDraft(options.initial);
      setDraft(fresh);
      setBaseline(fresh);
      setSubmitted(false);
    } else {
      setBaseline(saved);
    }
    if (messages.success) setAlert({ variant: 'success', text: messages.success });
    await options.onSaved?.(saved);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasMessages(found)) {
      const { invalid } = options.messages;
      if (invalid) {
        const text = invalid(found);
        setAlert(text === null ? null : { variant: 'danger', text });
      }
      return;
    }
    setSaving(true);
    setAlert(null);
    try {
      await saveDraft(draft);
    } finally {
      setSaving(false);
    }
  }

  return {
    draft,
    /** Sets some fields. */
    change,
    /** Changes the latest draft (typing fast, or an upload finishing, never loses a change). */
    update: (next: (current: Draft) => Draft) => setDraft(next),
    /** Changes one field of the latest draft from its value (a list, the translations). */
    updater:
      <Key extends keyof Draft>(key: Key) =>
      (next: (value: Draft[Key]) => Draft[Key]) =>
        setDraft((current) => ({ ...current, [key]: next(current[key]) })),
    /** A text field's value and change handler. */
    text,
    /** A text field's value, change handler and message (for TextField). */
    field: <Key extends TextKey<Draft>>(name: Key) => ({
      ...text(name),
      error: errors[name as keyof Errors] as string | undefined,
    }),
    /** The check's messages, shown from the first submit on. */
    errors,
    saving,
    /** Whether the draft holds edits not saved (leaving asks first: useUnsavedGuard). */
    dirty: JSON.stringify(draft) !== JSON.stringify(baseline),
    alert,
    dismissAlert: () => setAlert(null),
    submit,
  };
}
