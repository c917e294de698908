import { useEffect, useRef } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import type { Backend } from '../../../backend/types';

async function removeAll(backend: Backend, paths: readonly string[]) {
  await Promise.all(
    paths.map((path) =>
      backend.files.remove(path).catch((error: unknown) => console.warn(`Could not delete ${path}.`, error)),
    ),
  );
}

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
      void removeAll(backend, left);
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
    /** Deletes one unsaved upload now (removed from the form before saving). */
    async discard(path: string) {
      unsaved.current = unsaved.current.filter((item) => item !== path);
      await removeAll(backend, [path]);
    },
    /** Deletes every unsaved upload (the save failed); resolves to their paths. */
    async discardAll(): Promise<string[]> {
      const paths = unsaved.current;
      unsaved.current = [];
      await removeAll(backend, paths);
      return paths;
    },
    /** The document was saved: its uploads are kept. */
    commit() {
      unsaved.current = [];
    },
  };
}
