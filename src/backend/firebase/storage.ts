import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytesResumable,
  type StorageReference,
  type UploadMetadata,
} from 'firebase/storage';
import { BackendError, isPublicUrl, type FilesApi } from '../types';
import { isFirebaseCode, mapErrors, MESSAGES } from './errors';
import type { FileCleanup } from './catalogue';

// Every upload has a name of its own (a new one per upload), so a browser may keep it for good.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Every file under a folder, sub-folders included. */
async function filesUnder(folder: StorageReference): Promise<StorageReference[]> {
  const listing = await listAll(folder);
  const nested = await Promise.all(listing.prefixes.map(filesUnder));
  return [...listing.items, ...nested.flat()];
}

/** Firebase Storage; loaded on first use, so visitors who only browse never download it. */
export function createStorageFiles(
  app: FirebaseApp,
  emulator?: { host: string; port: number },
): Omit<FilesApi, 'publicUrl'> & FileCleanup {
  const storage = getStorage(app);
  if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port);
  const urls = new Map<string, Promise<string>>();

  const files: Omit<FilesApi, 'publicUrl'> & FileCleanup = {
    async upload(path, file, { contentType, onProgress, signal } = {}) {
      if (signal?.aborted) throw new BackendError('canceled', MESSAGES.canceled);
      const metadata: UploadMetadata = { cacheControl: CACHE_CONTROL };
      const type = contentType || file.type;
      if (type) metadata.contentType = type;
      const task = uploadBytesResumable(ref(storage, path), file, metadata);
      const cancel = () => task.cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      let reported = -1;
      const report = ({ bytesTransferred, totalBytes }: { bytesTransferred: number; totalBytes: number }) => {
        reported = bytesTransferred;
        onProgress?.({ bytesTransferred, totalBytes });
      };
      try {
        await mapErrors(
          () => new Promise<void>((resolve, reject) => task.on('state_changed', report, reject, resolve)),
        );
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
      if (reported !== task.snapshot.bytesTransferred) report(task.snapshot);
      urls.delete(path);
      return path;
    },

    resolveUrl(pathOrUrl) {
      if (isPublicUrl(pathOrUrl)) return Promise.resolve(pathOrUrl);
      let url = urls.get(pathOrUrl);
      if (!url) {
        url = mapErrors(() => getDownloadURL(ref(storage, pathOrUrl)));
        urls.set(pathOrUrl, url);
        url.catch(() => urls.delete(pathOrUrl));
      }
      return url;
    },

    async remove(pathOrUrl) {
      if (isPublicUrl(pathOrUrl)) return;
      urls.delete(pathOrUrl);
      try {
        await mapErrors(() => deleteObject(ref(storage, pathOrUrl)));
      } catch (error) {
        if (!isFirebaseCode(error, 'storage/object-not-found')) throw error;
      }
    },

    /** Tries every file; the first failure is reported after all were tried. */
    async removeFiles(pathsOrUrls, folder) {
      const listed = await mapErrors(() => filesUnder(ref(storage, folder)));
      const targets = new Set([
        ...pathsOrUrls.filter((path) => !isPublicUrl(path)),
        ...listed.map((item) => item.fullPath),
      ]);
      const results = await Promise.allSettled([...targets].map((path) => files.remove(path)));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
  };
  return files;
}
