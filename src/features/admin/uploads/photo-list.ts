import type { Photo } from '../../../domain/photo';
import { moved } from '../list/moved';
import { photoStoredFiles, type UploadedPhoto } from './upload-photo';
import type { useUnsavedUploads } from './use-unsaved-uploads';

/**
 * The changes to a form's list of photos: move one, remove one, describe one, add the ones just uploaded. `update`
 * changes the latest list (an upload finishing while the operator types loses nothing). A photo uploaded in this
 * form and removed goes from storage at once, every file of it; a saved one only once the saved item no longer
 * lists it.
 */
export function photoList(
  photos: readonly Photo[],
  update: (next: (list: Photo[]) => Photo[]) => void,
  unsaved: ReturnType<typeof useUnsavedUploads>,
) {
  return {
    move: (index: number, direction: -1 | 1) => update((list) => moved(list, index, direction) ?? list),
    remove(index: number) {
      const uploadedHere = photoStoredFiles(photos[index]).filter((file) => unsaved.has(file));
      update((list) => list.filter((_, at) => at !== index));
      if (uploadedHere.length > 0) void unsaved.discard(...uploadedHere);
    },
    describe: (index: number, alt: string) =>
      update((list) => list.map((photo, at) => (at === index ? { ...photo, alt } : photo))),
    add(uploaded: readonly UploadedPhoto[]) {
      unsaved.add(uploaded.flatMap((photo) => photo.paths));
      update((list) => [...list, ...uploaded.map((item) => item.photo)]);
    },
  };
}
