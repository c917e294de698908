import { BackendError, type UploadOptions } from '../types';
import type { DemoDb } from './schema';

const CHUNK_BYTES = 64 * 1024;

/** Stores a file as a blob in IndexedDB, reporting progress while the blob is really read chunk by chunk. */
export async function storeFile(
  db: DemoDb,
  path: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<void> {
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
  await db.put('files', {
    path,
    data: data.buffer,
    contentType,
    size: total,
    createdAt: new Date().toISOString(),
  });
}
