import { BackendError, isPublicUrl, type FilesApi, type UploadOptions } from '../types';
import type { DemoDb } from './schema';

/** Files kept as blobs in IndexedDB. Storing one (upload) loads with the other writes, on the first one. */
export function createDemoFiles(db: DemoDb): FilesApi & {
  removeFolder(prefix: string): Promise<void>;
  /** The stored file an address made here (`resolveUrl`) shows, if it is one. */
  pathOf(url: string): string | undefined;
} {
  const objectUrls = new Map<string, string>();

  function pathOf(url: string): string | undefined {
    for (const [path, made] of objectUrls) if (made === url) return path;
    return undefined;
  }

  function forget(path: string) {
    const url = objectUrls.get(path);
    if (url) URL.revokeObjectURL(url);
    objectUrls.delete(path);
  }

  return {
    async upload(path: string, file: Blob, options: UploadOptions = {}) {
      const { storeFile } = await import('./write-path');
      await storeFile(db, path, file, options);
      // A URL made for the file it replaced shows the old image: made again on the next resolveUrl.
      forget(path);
      return path;
    },

    async resolveUrl(pathOrUrl: string) {
      if (isPublicUrl(pathOrUrl)) return pathOrUrl;
      const cached = objectUrls.get(pathOrUrl);
      if (cached) return cached;
      const stored = await db.get('files', pathOrUrl);
      if (!stored) throw new BackendError('not-found', 'The given file does not have any download URLs.');
      const url = URL.createObjectURL(new Blob([stored.data], { type: stored.contentType }));
      objectUrls.set(pathOrUrl, url);
      return url;
    },

    async remove(given: string) {
      // An address made here for a stored file (a photo as the pages show it) stands for that file.
      const pathOrUrl = pathOf(given) ?? given;
      if (isPublicUrl(pathOrUrl)) return;
      forget(pathOrUrl);
      await db.delete('files', pathOrUrl);
    },

    publicUrl: (path: string) => path,

    pathOf,

    async removeFolder(prefix: string) {
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const keys = await db.getAllKeys('files', range);
      keys.forEach(forget);
      await Promise.all(keys.map((key) => db.delete('files', key)));
    },
  };
}
