import type { Photo } from '../../../domain/photo';
import type { AdminFormOptions, FieldMessages } from '../forms/use-admin-form';
import { photoStoredFiles } from './upload-photo';
import { adminStrings } from '../strings';
import type { ImageUploads } from './use-image-uploads';
import type { useUnsavedUploads } from './use-unsaved-uploads';

/**
 * How a form that uploads images before its document exists saves: useAdminForm's `save` and `recover`. Once `write`
 * has stored the document, its uploads are kept. If it fails, the files uploaded for it are deleted (storage keeps
 * no orphans), shown as pending again and taken out of the draft by `drop`, and the failure message says so.
 */
export function saveWithUploads<Draft>(
  uploads: ImageUploads,
  unsaved: ReturnType<typeof useUnsavedUploads>,
  write: (draft: Draft) => Promise<unknown>,
  drop: (draft: Draft, removed: readonly string[]) => Draft,
  /** Added to the failure message when uploads were deleted (default: press Upload again, then save). */
  removedNote: string = adminStrings.uploadsRemoved,
): Pick<AdminFormOptions<Draft, FieldMessages>, 'save' | 'recover'> {
  return {
    async save(draft) {
      await write(draft);
      unsaved.commit();
    },
    async recover() {
      const removed = await unsaved.discardAll();
      uploads.markPending(removed);
      return {
        note: removed.length > 0 ? removedNote : undefined,
        change: (draft) => drop(draft, removed),
      };
    },
  };
}

/** Whether a photo is one of the uploads a failed save deleted (its files among `removed`). */
export const uploadedWith = (photo: Photo | undefined, removed: readonly string[]): boolean =>
  photo !== undefined && photoStoredFiles(photo).some((file) => removed.includes(file));
