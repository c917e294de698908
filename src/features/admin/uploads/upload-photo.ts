import type { FilesApi } from '../../../backend/types';
import { BackendError } from '../../../backend/types';
import { photoFiles, storagePathOf, type Photo } from '../../../domain/photo';
import { photoOf } from '../../../domain/photo-variants';
import { uploadStrings } from '../strings';
import { variantPath, type StorageFolder } from './photo-plan';
import { ImageRefusedError } from './prepare-image';
import type { PreparedPhoto } from './prepare-photo';

/** Where a photo's files go: `{folder}/{ownerId}/{photoId}/{width}.webp`, a new `photoId` per upload. */
export interface PhotoTarget {
  folder: StorageFolder;
  ownerId: string;
  photoId: string;
}

export interface UploadedPhoto {
  /** The photo to store, its files' addresses from `files.publicUrl`. */
  photo: Photo;
  /** Its files' storage paths, largest first (to delete them if the document is not saved). */
  paths: string[];
}

/**
 * Uploads every variant of a prepared photo (at once) and resolves to the photo to store. `onProgress` hears the
 * percentage of all its variants' bytes. If one variant fails, those already stored are deleted and the error is
 * thrown: a photo is stored whole or not at all.
 */
export async function uploadPhoto(
  files: FilesApi,
  prepared: PreparedPhoto,
  target: PhotoTarget,
  onProgress?: (percent: number) => void,
): Promise<UploadedPhoto> {
  const total = prepared.variants.reduce((sum, variant) => sum + variant.blob.size, 0);
  const sent = prepared.variants.map(() => 0);
  let reported = -1;
  const report = () => {
    const percent =
      total > 0 ? Math.min(100, Math.floor((sent.reduce((a, b) => a + b, 0) / total) * 100)) : 100;
    if (percent !== reported) onProgress?.((reported = percent));
  };
  const paths = prepared.variants.map((variant) =>
    variantPath(target.folder, target.ownerId, target.photoId, variant.width, variant.blob.type),
  );
  const results = await Promise.allSettled(
    prepared.variants.map((variant, index) =>
      files.upload(paths[index], variant.blob, {
        contentType: variant.blob.type,
        onProgress: ({ bytesTransferred, totalBytes }) => {
          sent[index] = totalBytes > 0 ? (bytesTransferred / totalBytes) * variant.blob.size : 0;
          report();
        },
      }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    const stored = paths.filter((_, index) => results[index].status === 'fulfilled');
    await removeFiles(files, stored);
    throw failure.reason;
  }
  // Every byte is stored, whatever a backend reported on the way.
  prepared.variants.forEach((variant, index) => (sent[index] = variant.blob.size));
  report();
  const variants = prepared.variants.map((variant, index) => ({
    url: files.publicUrl(paths[index]),
    width: variant.width,
  }));
  const size = { width: prepared.width, height: prepared.height };
  return { photo: photoOf(variants, size, { placeholder: prepared.placeholder }), paths };
}

/**
 * What `files.remove` deletes for each file of a photo: a Cloud Storage address's path; in the demo, the path or
 * the address it made for it. Site images (`/img/…`) are left alone by `remove`.
 */
export function photoStoredFiles(photo: Pick<Photo, 'src' | 'srcset'>): string[] {
  return photoFiles(photo).map((url) => storagePathOf(url) ?? url);
}

/** Deletes files, each on its own: one that fails is reported in the console, the others still go. */
export async function removeFiles(files: Pick<FilesApi, 'remove'>, paths: readonly string[]) {
  await Promise.all(
    paths.map((path) =>
      files.remove(path).catch((error: unknown) => console.warn(`Could not delete ${path}.`, error)),
    ),
  );
}

/** Why a photo could not be uploaded, naming it: its own refusal, the connection, the account, or else. */
export function uploadFailureMessage(fileName: string, error: unknown): string {
  if (error instanceof ImageRefusedError) return error.message;
  if (error instanceof BackendError) {
    if (error.code === 'permission-denied') return uploadStrings.permission(fileName);
    if (error.code === 'unavailable') return uploadStrings.network(fileName);
  }
  if (error instanceof TypeError && /fetch|network/i.test(error.message))
    return uploadStrings.network(fileName);
  return uploadStrings.failed(fileName);
}
