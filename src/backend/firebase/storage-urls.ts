import { storageObjectUrl } from '../../domain/photo';
import { DEFAULT_EMULATORS, STORAGE_ORIGIN } from '../../config/data-hosts';

/** A stored file's address: what turns a storage path into a URL a page can show, with no lookup. */
export type PublicUrl = (path: string) => string;

/**
 * The public address of the bucket's files: Cloud Storage's, or the Storage emulator's on `emulatorPort`. Anyone may
 * read them where the rules allow (storage.rules), so the address needs no token and can be written into a page.
 */
export function storagePublicUrl(bucket: string, emulatorPort?: number): PublicUrl {
  const origin = emulatorPort ? `http://${DEFAULT_EMULATORS.host}:${emulatorPort}` : STORAGE_ORIGIN;
  return (path) => storageObjectUrl(origin, bucket, path);
}
