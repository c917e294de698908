import { useState } from 'react';
import type { ReadKey } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { backendMessage } from '../backend-message';
import { useDeletion } from '../confirm-delete-modal';
import { useAdminForm, type AdminFormMessages, type FieldMessages } from '../forms/use-admin-form';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';

/** What a list screen says (its strings): loading, failed, empty, in the delete question, after a save. */
export interface ListTexts {
  loading: string;
  loadFailed: string;
  none: string;
  /** What deleting one does, in the question. */
  deleteDetail: string;
  /** After the form under the list added an item, or saved an edit. */
  added?: string;
  updated?: string;
  /** A save of the form failed (with the backend's words for a refusal). */
  saveFailed?: string;
}

export interface AdminListOptions<T> {
  /** What an item is ('yacht'): said where one cannot be shown, and on the form's button ('Add yacht'). */
  what: string;
  texts: ListTexts;
  /** What a change reads again (`products`, `faq`…). */
  reads: ReadKey;
  /** Deletes the stored item; throws on failure. */
  remove: (item: T) => Promise<unknown>;
  /** How the delete question names an item: its `name` unless said. */
  nameOf?: (item: T) => string;
  /** An id for the next new item (its uploads go to a folder of that id), fresh after each save. */
  newId?: () => string;
}

/** How the form under a list saves, and what it says. */
export interface ListFormOptions<T, Input> {
  add: (input: Input) => Promise<unknown>;
  update: (item: T, input: Input) => Promise<unknown>;
  /** Its heading, for a new item (null) or the edited one. */
  title: (editing: T | null) => string;
}

/** What a form under a list is given (useAdminList's `form`). */
export interface ListFormProps<Input> {
  title: string;
  submitLabel: string;
  /** Saves the item; throws on failure. */
  save: (input: Input) => Promise<void>;
  onSaved: () => void | Promise<void>;
  onCancel?: () => void;
  /** Moves the focus to the first field when the form opens (an edit started from the list). */
  focusFirstField?: boolean;
  /** What the form says when its save fails. */
  messages: AdminFormMessages<FieldMessages>;
}

/** The form under a list: useAdminForm saving the draft through the list (as `toInput` makes it), in its words. */
export function useListForm<Draft, Errors extends FieldMessages, Input>(
  props: ListFormProps<Input>,
  options: { initial: Draft; check: (draft: Draft) => Errors; toInput: (draft: Draft) => Input },
) {
  return useAdminForm({
    initial: options.initial,
    check: options.check,
    save: (draft: Draft) => props.save(options.toInput(draft)),
    messages: props.messages,
    onSaved: () => props.onSaved(),
  });
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

  async function saved(text: string) {
    await invalidate(reads);
    action.succeeded(text);
    setEditing(null);
    setFresh(({ count }) => ({ count: count + 1, id: options.newId?.() ?? '' }));
  }

  return {
    what: options.what,
    texts: options.texts,
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
    /** The id for a new item (with `newId`). */
    newId: fresh.id,
    /** After a form saved: the list read again, the message, the form closed and a fresh one for the next. */
    saved,
    /** The key of the form under the list: the edited item's, or a fresh one's for a new item. */
    formKey: editing?.id ?? (fresh.id || `new-${fresh.count}`),
    /** What the form under the list is given: a new item's form, or the edited one's. */
    form: <Input>(form: ListFormOptions<T, Input>): ListFormProps<Input> => ({
      title: form.title(editing),
      submitLabel: `${editing ? 'Save' : 'Add'} ${options.what}`,
      save: async (input) => {
        await (editing ? form.update(editing, input) : form.add(input));
      },
      onSaved: () => saved((editing ? options.texts.updated : options.texts.added) ?? ''),
      onCancel: editing ? () => setEditing(null) : undefined,
      // An edit's form is below the list: its first field takes the focus (and the screen scrolls to it).
      focusFirstField: Boolean(editing),
      messages: {
        failure: (error) => backendMessage(error, options.texts.saveFailed ?? adminStrings.saveFailed),
        log: `Saving the ${options.what} failed.`,
      },
    }),
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
