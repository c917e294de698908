import { BackendError, isPublicUrl, type FilesApi, type UploadOptions } from '../types';
import type { DemoDb } from './db';

const CHUNK_BYTES = 64 * 1024;

/** Files kept as blobs in IndexedDB; progress is reported while the blob is really read chunk by chunk. */
export function createDemoFiles(db: DemoDb): FilesApi & { removeFolder(prefix: string): Promise<void> } {
  const objectUrls = new Map<string, string>();

  function forget(path: string) {
    const url = objectUrls.get(path);
    if (url) URL.revokeObjectURL(url);
    objectUrls.delete(path);
  }

  return {
    async upload(path: string, file: Blob, options: UploadOptions = {}) {
      const { onProgress, signal } = options;
      const total = file.size;
      const data = new Uint8Array(total);
      onProgress?.({ bytesTransferred: 0, totalBytes: total });
      for (let offset = 0; offset < total; offset += CHUNK_BYTES) {
        if (signal?.aborted) throw new BackendError('canceled', 'User canceled the upload/download.');
        data.set(new Uint8Array(await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer()), offset);
        onProgress?.({ bytesTransferred: Math.min(offset + CHUNK_BYTES, total), totalBytes: total });
        // Yield so the progress can paint, as a network upload would.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (signal?.aborted) throw new BackendError('canceled', 'User canceled the upload/download.');
      const contentType = options.contentType ?? file.type ?? 'application/octet-stream';
      forget(path);
      await db.put('files', {
        path,
        data: data.buffer,
        contentType,
        size: total,
        createdAt: new Date().toISOString(),
      });
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

    async remove(pathOrUrl: string) {
      if (isPublicUrl(pathOrUrl)) return;
      forget(pathOrUrl);
      await db.delete('files', pathOrUrl);
    },

    async removeFolder(prefix: string) {
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const keys = await db.getAllKeys('files', range);
      keys.forEach(forget);
      await Promise.all(keys.map((key) => db.delete('files', key)));
    },
  };
}
