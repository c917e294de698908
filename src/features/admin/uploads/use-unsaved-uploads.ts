import { useEffect, useRef } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { removeFiles } from './upload-photo';

/**
 * Files uploaded by a form but not yet saved in a document. If the save fails (or the form is left unsaved) they are
 * deleted, so storage keeps no orphans.
 */
export function useUnsavedUploads() {
  const backend = useBackend();
  const unsaved = useRef<string[]>([]);

  useEffect(
    () => () => {
      const left = unsaved.current;
      unsaved.current = [];
      void removeFiles(backend.files, left);
    },
    [backend],
  );

  return {
    add(paths: readonly string[]) {
      unsaved.current = [...unsaved.current, ...paths];
    },
    has(path: string) {
      return unsaved.current.includes(path);
    },
    /** Deletes unsaved uploads now (removed from the form before saving: a photo's every file). */
    async discard(...paths: string[]) {
      unsaved.current = unsaved.current.filter((item) => !paths.includes(item));
      await removeFiles(backend.files, paths);
    },
    /** Deletes every unsaved upload (the save failed); resolves to their paths. */
    async discardAll(): Promise<string[]> {
      const paths = unsaved.current;
      unsaved.current = [];
      await removeFiles(backend.files, paths);
      return paths;
    },
    /** The document was saved: its uploads are kept. */
    commit() {
      unsaved.current = [];
    },
  };
}
