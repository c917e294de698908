import { useEffect, useRef, useState } from 'react';
import { useBackend } from '../../backend/react/backend-context';
import { useInvalidate } from '../../backend/react/use-invalidate';
import { checkGuest, type GuestField, type GuestProblem, type GuestInput } from '../../domain/charter';
import { EMPTY_DRAFT, forgetDraft, keepDraft, readDraft, type GuestDraft } from './guest-draft';
import { refusalMessage } from './refusal';
import { charterStrings as t } from './strings';
import { charterKeys } from './charter-reads';

/** Problems shown as soon as they are typed; the others once the field is left or the form sent. */
const AT_ONCE: ReadonlySet<GuestProblem> = new Set(['name-letters', 'too-long', 'emirates-id-check-digit']);

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string };

/** How long after the last keystroke the draft is written to the device (a write per keystroke costs a frame). */
const KEEP_AFTER_MS = 400;

/** Writes the latest draft to the device unless it is there already. */
function keepLatest(latest: { guestToken: string; draft: GuestDraft; kept: boolean }) {
  if (latest.kept) return;
  keepDraft(latest.guestToken, latest.draft);
  latest.kept = true;
}

/**
 * Keeps the draft on the device: shortly after typing stops, and at once when the page is hidden or left (a phone
 * switching apps, a reload) or the form goes away, so nothing typed is lost.
 */
function useKeptDraft(guestToken: string, draft: GuestDraft) {
  const latest = useRef({ guestToken, draft, kept: true });
  useEffect(() => {
    latest.current = { guestToken, draft, kept: false };
    const timer = setTimeout(() => keepLatest(latest.current), KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [guestToken, draft]);
  useEffect(() => {
    const keep = () => keepLatest(latest.current);
    const hidden = () => document.visibilityState === 'hidden' && keep();
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
      keep();
    };
  }, []);
}

/** The guest form's state: the draft (kept on the device), its checks as typed, and saving it. */
export function useGuestForm(guestToken: string) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const [draft, setDraftState] = useState<GuestDraft>(() => readDraft(guestToken));
  const [left, setLeft] = useState<ReadonlySet<GuestField>>(new Set());
  const [typed, setTyped] = useState<ReadonlySet<GuestField>>(new Set());
  const [sent, setSent] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });

  const setDraft = (next: GuestDraft) => setDraftState(next);
  useKeptDraft(guestToken, draft);
  const set = (field: GuestField, value: string) => {
    setDraft({ ...draft, [field]: value });
    setTyped((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };
  const leave = (field: GuestField) =>
    setLeft((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));

  const problems = checkGuest(draft);
  /** The problem to show under a field now, or null. */
  const shown = (field: GuestField): GuestProblem | null => {
    const problem = problems[field];
    if (!problem) return null;
    if (sent || left.has(field)) return problem;
    return typed.has(field) && AT_ONCE.has(problem) ? problem : null;
  };

  const reset = (next: GuestDraft) => {
    setDraft(next);
    setLeft(new Set());
    setTyped(new Set());
    setSent(false);
  };

  async function save() {
    setSent(true);
    if (Object.keys(problems).length > 0 || status.kind === 'saving') return;
    const input: GuestInput = {
      fullName: draft.fullName,
      nationality: draft.nationality,
      idType: draft.idType,
      idNumber: draft.idNumber,
    };
    setStatus({ kind: 'saving' });
    try {
      if (draft.slot === null) await backend.charters.addGuest(guestToken, input);
      else await backend.charters.updateGuest(guestToken, draft.slot, input);
      const name = draft.fullName.trim();
      forgetDraft(guestToken);
      reset(EMPTY_DRAFT);
      setStatus({ kind: 'saved', message: draft.slot === null ? t.added(name) : t.changed(name) });
      await invalidate(charterKeys.guests(guestToken));
    } catch (error) {
      setStatus({ kind: 'failed', message: refusalMessage(error) });
    }
  }

  /** Corrects an entry of this device: its name again, the rest typed anew (nothing else is shown back). */
  const edit = (slot: string, fullName: string) => {
    reset({ ...EMPTY_DRAFT, slot, fullName });
    setStatus({ kind: 'idle' });
  };
  const cancelEdit = () => {
    reset(EMPTY_DRAFT);
    setStatus({ kind: 'idle' });
  };

  async function remove(slot: string, fullName: string) {
    try {
      await backend.charters.removeGuest(guestToken, slot);
      if (draft.slot === slot) reset(EMPTY_DRAFT);
      setStatus({ kind: 'saved', message: t.removed(fullName) });
      await invalidate(charterKeys.guests(guestToken));
    } catch (error) {
      setStatus({ kind: 'failed', message: `${t.removeFailed} ${refusalMessage(error)}` });
    }
  }

  return { draft, set, leave, shown, status, save, edit, cancelEdit, remove };
}

export type GuestForm = ReturnType<typeof useGuestForm>;
