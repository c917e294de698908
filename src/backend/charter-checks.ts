/**
 * What both backends check of a charter's guest list before they write, with the same words (the Firestore rules
 * hold the same bounds for browsers: firestore.rules, `guestLists`).
 */
import {
  charterTokenFrom,
  CHARTER_TOKEN_BYTES,
  checkGuest,
  cleanName,
  guestListLocksAt,
  normalizeIdNumber,
  type GuestInput,
  type GuestListPage,
} from '../domain/charter';
import { charterSpan } from '../domain/charter/charter-page';
import { BackendError } from './backend-error';

/** A new page or guest list address from the platform's cryptographic random source (browsers, Node 20+). */
export const newCharterToken = () =>
  charterTokenFrom(crypto.getRandomValues(new Uint8Array(CHARTER_TOKEN_BYTES)));

export const charterMessages = {
  guestInvalid: (fields: readonly string[]) => `This guest cannot be added: check ${fields.join(', ')}.`,
  locked: 'The guest list is closed: only the operator can change it now.',
  cancelled: 'This charter was cancelled.',
  full: 'The guest list is full: every booked guest is on it.',
  notYours: 'Only the device that added this guest can change it.',
  notConfirmed: 'Only a confirmed enquiry has a charter page.',
  noPage: 'This enquiry has no charter page yet.',
} as const;

/** The entry as stored (names trimmed, the number in its standard form); 'invalid-argument' when a check fails. */
export function checkedGuest(input: GuestInput): GuestInput {
  const problems = checkGuest(input);
  const fields = Object.keys(problems);
  if (fields.length > 0) throw new BackendError('invalid-argument', charterMessages.guestInvalid(fields));
  return {
    fullName: cleanName(input.fullName),
    nationality: input.nationality,
    idType: input.idType,
    idNumber: normalizeIdNumber(input.idType, input.idNumber),
  };
}

/** A guest may change the list while the charter is active and before its cut-off. */
export function checkListOpen(
  list: Pick<GuestListPage, 'status' | 'selection' | 'cutoffHours'>,
  now: number,
) {
  if (list.status !== 'active') throw new BackendError('invalid-argument', charterMessages.cancelled);
  if (now >= guestListLocksAt(charterSpan(list.selection).start, list.cutoffHours)) {
    throw new BackendError('invalid-argument', charterMessages.locked);
  }
}

/** The first free slot ("1" to `booked`), or 'conflict' when the list is full. */
export function freeSlot(taken: readonly string[], booked: number): string {
  for (let slot = 1; slot <= booked; slot += 1) if (!taken.includes(String(slot))) return String(slot);
  throw new BackendError('conflict', charterMessages.full);
}
