import type { Photo } from '../../../domain/photo';
import { saveWithUploads, uploadedWith } from '../uploads/save-with-uploads';
import { useImageUploads } from '../uploads/use-image-uploads';
import { useUnsavedUploads } from '../uploads/use-unsaved-uploads';
import { useAdminForm, type AdminFormOptions, type FieldMessages } from './use-admin-form';

interface ImageFormOptions<Draft, Errors extends FieldMessages> extends Omit<
  AdminFormOptions<Draft, Errors>,
  'save' | 'recover'
> {
  /** Where its image goes: `{folder}/{ownerId}/`, known before the document is saved. */
  folder: Parameters<typeof useImageUploads>[0]['folder'];
  ownerId: string;
  /** Writes the document; throws on failure (the image uploaded for it is then deleted). */
  write: (draft: Draft) => Promise<unknown>;
  /** The image the draft has again when a failed save deleted the one uploaded for it: none, or the stored one. */
  fallback?: Photo;
}

/**
 * useAdminForm for a document with one image (an offer, a service): the image is uploaded before the document is
 * saved, and a failed save deletes it and says so. `image` is what SingleImageField needs.
 */
export function useImageForm<Draft extends { image: Photo | undefined }, Errors extends FieldMessages>({
  folder,
  ownerId,
  write,
  fallback,
  ...options
}: ImageFormOptions<Draft, Errors>) {
  const uploads = useImageUploads({ folder, ownerId, multiple: false });
  const unsaved = useUnsavedUploads();
  const form = useAdminForm<Draft, Errors>({
    ...options,
    ...saveWithUploads<Draft>(uploads, unsaved, write, (draft, removed) =>
      uploadedWith(draft.image, removed) ? { ...draft, image: fallback } : draft,
    ),
  });
  const image = {
    uploads,
    unsaved,
    image: form.draft.image,
    onChange: (photo: Photo | undefined) => form.update((current) => ({ ...current, image: photo })),
    disabled: form.saving,
  };
  return { form, uploads, image };
}
