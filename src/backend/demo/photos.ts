/**
 * The demo's photos that need work, loaded only when there are some: files uploaded here (kept in this browser's
 * database, shown from addresses made for the visit) and entries stored before photos had variants.
 */
import { isPublicUrl, mapPhotoFiles, photoFiles, readPhoto, type Photo } from '../../domain/photo';
import type { FilesApi } from '../types';

/** A photo as an older seed stored it (an address): the fixture's photo of that address, or a photo of the file. */
export function photoFromSeed(stored: Photo | string, fixtures: readonly Photo[]): Photo[] {
  if (typeof stored !== 'string') return [stored];
  const photo = fixtures.find((fixture) => fixture.src === stored) ?? readPhoto(stored, (path) => path);
  return photo ? [photo] : [];
}

export function createPhotoAddresses(
  files: Pick<FilesApi, 'resolveUrl'> & { pathOf(url: string): string | undefined },
) {
  const address = (file: string) =>
    isPublicUrl(file) ? Promise.resolve(file) : files.resolveUrl(file).catch(() => file);
  return {
    /** A stored photo as the pages show it (an older entry read as a photo; '' or junk: none). */
    async shown(stored: unknown): Promise<Photo | null> {
      const photo = readPhoto(stored, (path) => path);
      return photo && mapPhotoFiles(photo, address);
    },
    /** A photo as it is stored: the addresses made for this visit back to the stored files' paths. */
    stored: (photo: Photo) => mapPhotoFiles(photo, (file) => Promise.resolve(files.pathOf(file) ?? file)),
    /** The stored files of a photo (an address made here stands for its file). */
    files: photoFiles,
  };
}
