// The operator's side only: the guests' pages never load it (their first visit is held to 130 KB on Firebase).
import { isEmailAddress } from '../domain/charter/charter-link';
import { BackendError } from './backend-error';

export const BAD_EMAIL = 'This is not an email address: write it like name@example.com.';

/** The reminder email as stored: trimmed, '' for none; 'invalid-argument' when it is not an address. */
export function checkedReminderEmail(email: string | null): string {
  const trimmed = (email ?? '').trim();
  if (trimmed && !isEmailAddress(trimmed)) throw new BackendError('invalid-argument', BAD_EMAIL);
  return trimmed;
}
