import type { ManifestGuest } from '../../../backend/charter-types';
import { nationalityOptions } from '../../../domain/charter/nationalities';
import { checkGuest, type GuestIdType, type GuestInput } from '../../../domain/charter';
import { guestProblemText } from './strings';

/** What the guest form holds, as typed. */
export interface GuestDraft {
  fullName: string;
  nationality: string;
  idType: GuestIdType;
  idNumber: string;
}

export const newGuestDraft: GuestDraft = { fullName: '', nationality: '', idType: 'passport', idNumber: '' };

/** A guest on the list, to edit (an erased number is typed again). */
export const guestDraft = ({ fullName, nationality, idType, idNumber }: ManifestGuest): GuestDraft => ({
  fullName,
  nationality,
  idType,
  idNumber,
});

export const draftGuest = (draft: GuestDraft): GuestInput => ({ ...draft });

/** The list's own check (the backends run it too), its problems in the admin's words. */
export function checkGuestDraft(draft: GuestDraft): Partial<Record<keyof GuestDraft, string>> {
  return Object.fromEntries(
    Object.entries(checkGuest(draft)).map(([field, problem]) => [field, guestProblemText[problem]]),
  );
}

let names: Intl.DisplayNames | undefined;

/** A country's English name from its code ('' stays ''; an unknown code as it is). */
export function countryName(code: string): string {
  if (!code) return '';
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let choices: ReturnType<typeof nationalityOptions> | undefined;

/** The nationalities a guest may hold, named in English: the Gulf's first, then all by name. */
export function countryChoices() {
  choices ??= nationalityOptions('en-GB');
  return choices;
}
