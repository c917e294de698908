import { useRef, useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import type { UploadProgress } from '../../../backend/types';
import {
  ImageRefusedError,
  isAcceptedImage,
  prepareImage,
  storagePath,
  type StorageFolder,
} from './prepare-image';

export type UploadState =
  | { kind: 'pending' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'uploaded'; path: string }
  | { kind: 'failed'; message: string };

export interface UploadEntry {
  key: number;
  file: File;
  state: UploadState;
}

interface Options {
  folder: StorageFolder;
  ownerId: string;
  /** With false, choosing a file replaces the one chosen before. */
  multiple: boolean;
}

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

export function percentOf({ bytesTransferred, totalBytes }: UploadProgress): number {
  return totalBytes > 0 ? Math.min(100, Math.round((bytesTransferred / totalBytes) * 100)) : 100;
}

export function refusalMessage(names: string[]): string | null {
  if (names.length === 0) return null;
  const list = names.map((name) => `“${name}”`).join(', ');
  return `${list} ${names.length === 1 ? 'is' : 'are'} not accepted: only JPEG, PNG, WebP or AVIF images can be uploaded.`;
}

/** The chosen images and their uploads to `{folder}/{ownerId}/`; each is pending, uploading (%), uploaded or failed. */
export function useImageUploads({ folder, ownerId, multiple }: Options) {
  const backend = useBackend();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);
  const lastStamp = useRef(0);

  const setState = (key: number, state: UploadState) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, state } : entry)));

  function choose(files: File[]) {
    setRefused(refusalMessage(files.filter((file) => !isAcceptedImage(file)).map((file) => file.name)));
    const added = files
      .filter(isAcceptedImage)
      .map((file): UploadEntry => ({ key: nextKey.current++, file, state: { kind: 'pending' } }));
    if (added.length === 0) return;
    setEntries((current) => (multiple ? [...current, ...added] : added.slice(0, 1)));
  }

  function discard(key: number) {
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }

  /** A unique, increasing timestamp for the file name, so two uploads never share a path. */
  function stamp(): number {
    lastStamp.current = Math.max(Date.now(), lastStamp.current + 1);
    return lastStamp.current;
  }

  /** Uploads every pending (or failed) image in turn; resolves to the stored paths of those that succeeded. */
  async function upload(): Promise<string[]> {
    const todo = entries.filter((entry) => entry.state.kind === 'pending' || entry.state.kind === 'failed');
    setBusy(true);
    const paths: string[] = [];
    for (const entry of todo) {
      setState(entry.key, { kind: 'uploading', percent: 0 });
      try {
        const file = await prepareImage(entry.file);
        const path = storagePath(folder, ownerId, stamp(), file.name);
        await backend.files.upload(path, file, {
          contentType: file.type,
          onProgress: (progress) => setState(entry.key, { kind: 'uploading', percent: percentOf(progress) }),
        });
        setState(entry.key, { kind: 'uploaded', path });
        paths.push(path);
      } catch (error) {
        if (!(error instanceof ImageRefusedError))
          console.warn(`Upload of ${entry.file.name} failed.`, error);
        setState(entry.key, {
          kind: 'failed',
          message: error instanceof ImageRefusedError ? error.message : UPLOAD_FAILED,
        });
      }
    }
    setBusy(false);
    return paths;
  }

  /** After a failed save deleted these uploads: their images wait to be uploaded again. */
  function markPending(paths: readonly string[]) {
    setEntries((current) =>
      current.map((entry) =>
        entry.state.kind === 'uploaded' && paths.includes(entry.state.path)
          ? { ...entry, state: { kind: 'pending' } }
          : entry,
      ),
    );
  }

  function clear() {
    setEntries([]);
    setRefused(null);
  }

  const hasPending = entries.some((entry) => entry.state.kind === 'pending' || entry.state.kind === 'failed');
  return { entries, refused, busy, hasPending, choose, discard, upload, markPending, clear };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
