/**
 * What a guest typed, kept on the device (localStorage, by the guest list's address) until it is saved: a reload or
 * a lost connection loses nothing. Removed once saved.
 */
import type { GuestIdType } from '../../domain/charter';
import { isGuestIdType } from '../../domain/charter';

export interface GuestDraft {
  fullName: string;
  nationality: string;
  idType: GuestIdType;
  idNumber: string;
  /** The entry being corrected, or null for a new one. */
  slot: string | null;
}

export const EMPTY_DRAFT: GuestDraft = {
  fullName: '',
  nationality: '',
  idType: 'passport',
  idNumber: '',
  slot: null,
};

const keyOf = (guestToken: string) => `marina-luxe.guest-draft.${guestToken}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft kept for this list, or an empty one. */
export function readDraft(guestToken: string): GuestDraft {
  try {
    const raw = storage()?.getItem(keyOf(guestToken));
    if (!raw) return EMPTY_DRAFT;
    const kept = JSON.parse(raw) as Record<string, unknown>;
    return {
      fullName: text(kept.fullName),
      nationality: text(kept.nationality),
      idType: isGuestIdType(kept.idType) ? kept.idType : EMPTY_DRAFT.idType,
      idNumber: text(kept.idNumber),
      slot: typeof kept.slot === 'string' ? kept.slot : null,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft; an empty one is forgotten. */
export function keepDraft(guestToken: string, draft: GuestDraft): void {
  try {
    const empty = !draft.fullName && !draft.nationality && !draft.idNumber && draft.slot === null;
    if (empty) storage()?.removeItem(keyOf(guestToken));
    else storage()?.setItem(keyOf(guestToken), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the draft stays on the screen only.
  }
}

export const forgetDraft = (guestToken: string) => keepDraft(guestToken, EMPTY_DRAFT);
