import { useState } from 'react';
import type { ReadKey } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { useDeletion } from '../confirm-delete-modal';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';

export interface AdminListOptions<T> {
  /** What a change reads again (`products`, `faq`…). */
  reads: ReadKey;
  /** Deletes the stored item; throws on failure. */
  remove: (item: T) => Promise<unknown>;
  /** How the delete question names an item: its `name` unless said. */
  nameOf?: (item: T) => string;
  /** An id for the next new item (its uploads go to a folder of that id), fresh after each save. */
  newId?: () => string;
}

/**
 * An admin list screen's state: its action (busy, flash), the deletion asked first, the item being edited (if the
 * form is on the screen), the key of a fresh form for a new one, and the two changes every list makes.
 */
export function useAdminList<T extends { id: string }>(options: AdminListOptions<T>) {
  const { reads, remove, nameOf = (item: T) => (item as T & { name: string }).name } = options;
  const invalidate = useInvalidate();
  const action = useAdminAction();
  const [editing, setEditing] = useState<T | null>(null);
  const [fresh, setFresh] = useState(() => ({ count: 0, id: options.newId?.() ?? '' }));
  const deletion = useDeletion<T & { name: string }>(action, async (item) => {
    await remove(item);
    if (editing?.id === item.id) setEditing(null);
    await invalidate(reads);
  });

  return {
    action,
    deletion,
    /** Asks before deleting the item. */
    ask: (item: T) => deletion.ask({ ...item, name: nameOf(item) }),
    /** Deletes at once (an item that cannot be shown, after its own question). */
    removeNow: async (item: T) => {
      await remove(item);
      await invalidate(reads);
    },
    editing,
    edit: (item: T | null) => setEditing(item),
    /** The id for a new item (with `newId`), and the key of the form that adds it. */
    newId: fresh.id,
    newKey: fresh.id || `new-${fresh.count}`,
    /** After a form saved: the list read again, the message, the form closed and a fresh one for the next. */
    async saved(text: string) {
      await invalidate(reads);
      action.succeeded(text);
      setEditing(null);
      setFresh(({ count }) => ({ count: count + 1, id: options.newId?.() ?? '' }));
    },
    /** Changes the order; whatever was saved is shown, also after a failure half-way. */
    reorder: (move: () => Promise<unknown>, log: string) =>
      action.run(
        async () => {
          try {
            await move();
          } finally {
            await invalidate(reads);
          }
        },
        { failure: adminStrings.reorderFailed, log },
      ),
  };
}

export type AdminList<T extends { id: string }> = ReturnType<typeof useAdminList<T>>;
