import { photoFiles, readPhoto, storagePathOf, type Photo } from '../../../domain/photo';

/** What the backend stores for an uploaded file's path (`files.publicUrl`). */
export type PublicUrl = (path: string) => string;

/**
 * The photo a form's one image stands for: the photo it opened with while the address is still its own; else a
 * photo of the one file at `address` (a site image, or a path just uploaded, made into its stored address); none
 * for an empty address.
 */
export function photoOfDraft(
  address: string,
  kept: Photo | undefined,
  publicUrl: PublicUrl,
): Photo | undefined {
  if (address === '') return undefined;
  if (kept && kept.src === address) return kept;
  return readPhoto(address, publicUrl) ?? undefined;
}

/** The files to delete for a photo: each stored file's path (an address made for a stored file stands for it). */
export const photoFilePaths = (photo: Photo): string[] =>
  photoFiles(photo).map((file) => storagePathOf(file) ?? file);
