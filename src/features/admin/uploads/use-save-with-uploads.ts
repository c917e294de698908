import { useState } from 'react';
import { adminStrings } from '../strings';
import type { ImageUploads } from './use-image-uploads';
import type { useUnsavedUploads } from './use-unsaved-uploads';

/**
 * Saving a form that uploads images before its document exists. While the save runs `saving` is true; if it fails,
 * the files uploaded for it are deleted (storage keeps no orphans), shown as pending again, reported to
 * `onRemoved` so the form can drop them, and `error` says what happened. What was typed stays. On success the
 * uploads are kept and `saving` stays true until the form is left or replaced.
 */
export function useSaveWithUploads(uploads: ImageUploads, unsaved: ReturnType<typeof useUnsavedUploads>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(
    write: () => Promise<unknown>,
    failureMessage: string,
    onRemoved: (paths: string[]) => void,
  ): Promise<boolean> {
    setSaving(true);
    setError(null);
    try {
      await write();
    } catch (cause) {
      console.warn('Saving failed.', cause);
      const removed = await unsaved.discardAll();
      uploads.markPending(removed);
      onRemoved(removed);
      setError(removed.length > 0 ? `${failureMessage} ${adminStrings.uploadsRemoved}` : failureMessage);
      setSaving(false);
      return false;
    }
    unsaved.commit();
    return true;
  }

  return { saving, error, setError, save };
}
