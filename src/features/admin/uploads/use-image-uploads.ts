import { useRef, useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { newPhotoId, type StorageFolder, type VariantSet } from './photo-plan';
import { ImageRefusedError, refusalMessages, sourceProblem } from './prepare-image';
import { preparePhoto } from './prepare-photo';
import { uploadFailureMessage, uploadPhoto, type UploadedPhoto } from './upload-photo';

export type UploadState =
  | { kind: 'pending' }
  /** Its variants are being made in the browser. */
  | { kind: 'preparing' }
  /** The percentage of all its variants' bytes. */
  | { kind: 'uploading'; percent: number }
  | { kind: 'uploaded'; paths: string[] }
  | { kind: 'failed'; message: string };

export interface UploadEntry {
  key: number;
  file: File;
  state: UploadState;
}

export interface UploadFailure {
  name: string;
  message: string;
}

/** What one press of Upload (or Save) did: the photos stored, and the files that failed with why. */
export interface UploadOutcome {
  uploaded: UploadedPhoto[];
  failed: UploadFailure[];
}

interface Options {
  folder: StorageFolder;
  ownerId: string;
  /** With false, choosing a file replaces the one chosen before. */
  multiple: boolean;
  /** Which variants each photo is made in: all of them (the default), or only the largest. */
  variants?: VariantSet;
}

const waits = (entry: UploadEntry) => entry.state.kind === 'pending' || entry.state.kind === 'failed';

/**
 * The chosen photos and their uploads to `{folder}/{ownerId}/{photoId}/`: each is pending, preparing (its variants
 * are made), uploading (%), uploaded or failed (with a message naming it). Files that cannot be used are refused
 * when chosen, each reason said once.
 */
export function useImageUploads({ folder, ownerId, multiple, variants = 'all' }: Options) {
  const backend = useBackend();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  const setState = (key: number, state: UploadState) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, state } : entry)));

  function choose(files: File[]) {
    setRefused(refusalMessages(files));
    const added = files
      .filter((file) => sourceProblem(file) === null)
      .map((file): UploadEntry => ({ key: nextKey.current++, file, state: { kind: 'pending' } }));
    if (added.length === 0) return;
    setEntries((current) => (multiple ? [...current, ...added] : added.slice(0, 1)));
  }

  function discard(key: number) {
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }

  /** Prepares and uploads one chosen photo under a new name; its entry follows each step. */
  async function uploadOne(entry: UploadEntry): Promise<UploadedPhoto> {
    setState(entry.key, { kind: 'preparing' });
    const prepared = await preparePhoto(entry.file, variants);
    setState(entry.key, { kind: 'uploading', percent: 0 });
    const target = { folder, ownerId, photoId: newPhotoId(entry.file.name) };
    return uploadPhoto(backend.files, prepared, target, (percent) =>
      setState(entry.key, { kind: 'uploading', percent }),
    );
  }

  /** Uploads every pending (or failed) photo in turn, one decoded at a time (a camera photo is 50 MB of pixels). */
  async function upload(): Promise<UploadOutcome> {
    const outcome: UploadOutcome = { uploaded: [], failed: [] };
    setBusy(true);
    for (const entry of entries.filter(waits)) {
      try {
        const uploaded = await uploadOne(entry);
        setState(entry.key, { kind: 'uploaded', paths: uploaded.paths });
        outcome.uploaded.push(uploaded);
      } catch (error) {
        const message = uploadFailureMessage(entry.file.name, error);
        if (!(error instanceof ImageRefusedError))
          console.warn(`Upload of ${entry.file.name} failed.`, error);
        setState(entry.key, { kind: 'failed', message });
        outcome.failed.push({ name: entry.file.name, message });
      }
    }
    setBusy(false);
    return outcome;
  }

  /** After a failed save deleted these uploads: their photos wait to be uploaded again. */
  function markPending(paths: readonly string[]) {
    setEntries((current) =>
      current.map((entry) =>
        entry.state.kind === 'uploaded' && entry.state.paths.some((path) => paths.includes(path))
          ? { ...entry, state: { kind: 'pending' } }
          : entry,
      ),
    );
  }

  const waiting = entries.filter(waits);
  return {
    entries,
    /** Why chosen files were refused, one message per reason (none: []). */
    refused,
    busy,
    hasPending: waiting.length > 0,
    /** The names of the chosen files not uploaded yet. */
    pendingNames: waiting.map((entry) => entry.file.name),
    choose,
    discard,
    upload,
    markPending,
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
