import { BackendError } from '../../backend/types';
import { charterMessages } from '../../backend/charter-checks';
import { charterStrings as t } from './strings';

/**
 * What to tell a guest when saving failed, in the page's language: the backend's refusal by its code and words
 * (the list closed or full, the charter cancelled, the entry refused), else a connection problem.
 */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof BackendError)) return t.saveFailed;
  if (error.code === 'conflict') return t.refusedFull;
  if (error.code === 'permission-denied') return t.refusedNotYours;
  if (error.code === 'invalid-argument') {
    if (error.message === charterMessages.locked) return t.refusedLocked;
    if (error.message === charterMessages.cancelled) return t.refusedCancelled;
    return t.refusedEntry;
  }
  return t.saveFailed;
}
