import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { GuestInput } from '../../../domain/charter';
import type { Enquiry } from '../../../domain/enquiry';
import { backendMessage } from '../backend-message';
import { useLocalAction } from '../use-admin-action';
import { charterStrings as t, guestStrings as g, reminderEmailStrings as e } from './strings';

/** The read key of an enquiry's charter record: under `enquiries`, so a change to the enquiry reads it again. */
export const charterKey = (enquiryId: string) => `enquiries/charter/${enquiryId}`;
/** What the dashboard reads of the coming charters' guest lists (read again after a guest changes). */
export const DASHBOARD_GUESTS_KEY = 'enquiries/dashboard/guests';

/**
 * An enquiry's charter page and guest list as the operator works them: the record (read only once the enquiry has
 * a page), and the actions, each saying its outcome in the panel's message (`action`) or the list's (`guestAction`).
 */
export function useCharter(enquiry: Enquiry | null) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useLocalAction();
  const guestAction = useLocalAction();
  const id = enquiry?.id ?? '';
  const record = useBackendRead(enquiry?.charter ? charterKey(id) : null, (from) =>
    from.charters.forEnquiry(id),
  );
  /** After the page changed: the enquiry (its link), this record and the dashboard read again. */
  const pageChanged = () => invalidate('enquiries');
  const listChanged = () => invalidate(charterKey(id), DASHBOARD_GUESTS_KEY);

  const write = (work: () => Promise<unknown>, success: string, failure: string, log: string) =>
    action.run(
      async () => {
        await work();
        await pageChanged();
      },
      { success, failure: (error) => backendMessage(error, failure), log },
    );

  return {
    record,
    action,
    guestAction,
    /** Makes the page (after Confirm, or by its button). */
    open: () =>
      write(() => backend.charters.open(id), t.opened, t.openFailed, 'Opening the charter page failed.'),
    /** Writes it again from the enquiry, the yacht and the settings as they are now. */
    update: () =>
      write(() => backend.charters.open(id), t.updated, t.updateFailed, 'Updating the charter page failed.'),
    newAddress: () =>
      write(
        () => backend.charters.newAddress(id),
        t.newAddressDone,
        t.newAddressFailed,
        'Making a new charter address failed.',
      ),
    /** Adds (slot null) or changes a guest; throws on failure (the form says why). */
    async saveGuest(slot: string | null, input: GuestInput) {
      await backend.charters.saveGuest(id, slot, input);
      await listChanged();
    },
    removeGuest: (slot: string) =>
      guestAction.run(
        async () => {
          await backend.charters.deleteGuest(id, slot);
          await listChanged();
        },
        {
          success: g.removed,
          failure: (error) => backendMessage(error, g.removeFailed),
          log: 'Removing a guest failed.',
        },
      ),
    /** Saves the reminders' email ('' removes it), then says so in the panel; throws on failure (the field says why). */
    async setReminderEmail(email: string) {
      await backend.charters.setReminderEmail(id, email);
      await pageChanged();
      action.succeeded(email.trim() ? e.saved : e.cleared);
    },
    eraseIds: (names: boolean) =>
      guestAction.run(
        async () => {
          const count = await backend.charters.eraseIds(id, { names });
          await invalidate('enquiries');
          return count;
        },
        {
          success: (count) => g.erasedNow(count),
          failure: (error) => backendMessage(error, g.eraseFailed),
          log: 'Erasing the ID numbers failed.',
        },
      ),
  };
}

export type CharterControls = ReturnType<typeof useCharter>;
