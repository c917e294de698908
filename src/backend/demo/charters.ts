// The demo backend's charter pages and guest lists in IndexedDB. The device that adds a guest is this browser (an id
// kept in localStorage), as a signed-in anonymous user is on Firebase.
import {
  charterPageFrom,
  guestListPageOf,
  withReminderEmail,
  type CharterPage,
  type GuestInput,
} from '../../domain/charter';
import type { Enquiry } from '../../domain/enquiry';
import { charterMessages, checkedGuest, checkListOpen, freeSlot, newCharterToken } from '../charter-checks';
import { checkedReminderEmail } from '../reminder-email-check';
import { BackendError, notFound } from '../backend-error';
import type { CharterGuestMethods, ChartersApi, CharterRecord, ManifestGuest } from '../charter-types';
import type { DemoDb, StoredGuest } from './schema';
import { byIssue } from '../../domain/ledger/tax-document';
import { inTransaction } from './transaction';

const DEVICE_KEY = 'marina-yachts:device';
/** The device of the guests the operator adds (as on Firebase): no guest's phone may change them. */
const OPERATOR_DEVICE = 'operator';

/** This browser's id for the guests it adds: made once, kept. */
function deviceId(storage: Storage): string {
  const known = storage.getItem(DEVICE_KEY);
  if (known) return known;
  const made = newCharterToken();
  storage.setItem(DEVICE_KEY, made);
  return made;
}

/** What the operator's list holds of a stored guest: all but where it is kept and which device added it. */
function manifestGuest(stored: StoredGuest): ManifestGuest {
  const { slot, fullName, nationality, idType, idNumber, addedAt } = stored;
  return { slot, fullName, nationality, idType, idNumber, addedAt };
}
const bySlot = (a: { slot: string }, b: { slot: string }) => Number(a.slot) - Number(b.slot);

/** What both sides of the API share: reads that refuse what is not there, and the writes of pages and guests. */
function demoCharterStore(db: DemoDb, now: () => Date, storage: Storage) {
  async function requireList(guestToken: string) {
    const list = await db.get('guestLists', guestToken);
    if (!list) throw notFound('guest list', guestToken);
    return list;
  }

  /** The device's own guest on an open list, for a change. */
  async function ownGuest(guestToken: string, slot: string) {
    checkListOpen(await requireList(guestToken), now().getTime());
    const guest = await db.get('guests', `${guestToken}/${slot}`);
    if (!guest) throw notFound('guest', slot);
    if (guest.device !== deviceId(storage))
      throw new BackendError('permission-denied', charterMessages.notYours);
    return guest;
  }

  async function requireEnquiry(id: string): Promise<Enquiry> {
    const enquiry = await db.get('enquiries', id);
    if (!enquiry) throw notFound('enquiry', id);
    return enquiry;
  }

  async function record(enquiry: Enquiry): Promise<CharterRecord | null> {
    const link = enquiry.charter;
    const page = link && (await db.get('charters', link.token));
    if (!link || !page) return null;
    const guests = await db.getAllFromIndex('guests', 'guestToken', link.guestToken);
    return {
      page,
      guests: guests.map(manifestGuest).sort(bySlot),
      ...(link.idsErasedAt
        ? { idsErasedAt: link.idsErasedAt, idsErasedCount: link.idsErasedCount ?? 0 }
        : {}),
    };
  }

  async function requireRecord(enquiryId: string): Promise<CharterRecord> {
    const found = await record(await requireEnquiry(enquiryId));
    if (!found) throw new BackendError('invalid-argument', charterMessages.noPage);
    return found;
  }

  /** Writes the page (and the guest list's page) from the enquiry as it is now, under these addresses. */
  async function writePage(enquiry: Enquiry, token: string, guestToken: string): Promise<CharterPage> {
    if ((enquiry.status !== 'confirmed' && enquiry.status !== 'completed') || !enquiry.quote) {
      throw new BackendError('invalid-argument', charterMessages.notConfirmed);
    }
    const yacht = await db.get('products', enquiry.quote.selection.yachtId);
    const settings = await db.get('settings', 'booking');
    const documents = await db.getAllFromIndex('documents', 'enquiryId', enquiry.id);
    const page = charterPageFrom({
      token,
      guestToken,
      enquiry: { ...enquiry, quote: enquiry.quote },
      yacht: yacht ?? null,
      settings: settings ?? {},
      documents: documents.sort(byIssue),
      now: now(),
    });
    await inTransaction(db, ['charters', 'guestLists', 'enquiries'], async (tx) => {
      await tx.objectStore('charters').put(page);
      await tx.objectStore('guestLists').put(guestListPageOf(page));
      const link = { ...enquiry.charter, token, guestToken };
      await tx.objectStore('enquiries').put({ ...enquiry, charter: link });
    });
    return page;
  }

  async function putGuest(guestToken: string, slot: string, input: GuestInput, device: string) {
    const guest: StoredGuest = {
      ...checkedGuest(input),
      key: `${guestToken}/${slot}`,
      guestToken,
      slot,
      device,
      addedAt: now().toISOString(),
    };
    await db.put('guests', guest);
  }

  /** Adds a guest in the first free slot, in one transaction (two phones at once never take the same slot). */
  async function addInFreeSlot(guestToken: string, input: GuestInput, device: string, booked: number) {
    const guest = checkedGuest(input);
    return inTransaction(db, ['guests'], async (tx) => {
      const taken = await tx.objectStore('guests').index('guestToken').getAllKeys(guestToken);
      const slot = freeSlot(
        taken.map((key) => key.slice(guestToken.length + 1)),
        booked,
      );
      const key = `${guestToken}/${slot}`;
      await tx
        .objectStore('guests')
        .put({ ...guest, key, guestToken, slot, device, addedAt: now().toISOString() });
      return slot;
    });
  }

  return {
    db,
    now,
    device: () => deviceId(storage),
    requireList,
    ownGuest,
    requireEnquiry,
    record,
    requireRecord,
    writePage,
    putGuest,
    addInFreeSlot,
  };
}

type Store = ReturnType<typeof demoCharterStore>;

/** What a guest's phone does with the list's address. */
function guestSide(store: Store): Pick<ChartersApi, CharterGuestMethods> {
  const { db, now, requireList, ownGuest, putGuest, addInFreeSlot } = store;
  return {
    async page(token) {
      return (await db.get('charters', token)) ?? null;
    },
    async guestList(guestToken) {
      return (await db.get('guestLists', guestToken)) ?? null;
    },
    async guests(guestToken) {
      const device = store.device();
      const guests = await db.getAllFromIndex('guests', 'guestToken', guestToken);
      return guests
        .map(({ slot, fullName, device: addedBy }) => ({ slot, fullName, mine: addedBy === device }))
        .sort(bySlot);
    },
    async addGuest(guestToken, input) {
      const list = await requireList(guestToken);
      checkListOpen(list, now().getTime());
      return addInFreeSlot(guestToken, input, store.device(), list.booked);
    },
    async updateGuest(guestToken, slot, input) {
      const guest = await ownGuest(guestToken, slot);
      await putGuest(guestToken, slot, input, guest.device);
    },
    async removeGuest(guestToken, slot) {
      await ownGuest(guestToken, slot);
      await db.delete('guests', `${guestToken}/${slot}`);
    },
  };
}

/** What the operator does from the enquiry's screen. */
function operatorSide(store: Store): Omit<ChartersApi, CharterGuestMethods> {
  const { db, now, requireEnquiry, record, requireRecord, writePage, putGuest, addInFreeSlot } = store;
  return {
    async forEnquiry(enquiryId) {
      return record(await requireEnquiry(enquiryId));
    },
    async open(enquiryId) {
      const enquiry = await requireEnquiry(enquiryId);
      const link = enquiry.charter;
      await writePage(enquiry, link?.token ?? newCharterToken(), link?.guestToken ?? newCharterToken());
      return requireRecord(enquiryId);
    },
    async newAddress(enquiryId) {
      const enquiry = await requireEnquiry(enquiryId);
      const old = enquiry.charter;
      if (!old) throw new BackendError('invalid-argument', charterMessages.noPage);
      const token = newCharterToken();
      const guestToken = newCharterToken();
      const guests = await db.getAllFromIndex('guests', 'guestToken', old.guestToken);
      await writePage(enquiry, token, guestToken);
      await inTransaction(db, ['charters', 'guestLists', 'guests'], async (tx) => {
        for (const guest of guests) {
          await tx.objectStore('guests').delete(guest.key);
          await tx.objectStore('guests').put({ ...guest, key: `${guestToken}/${guest.slot}`, guestToken });
        }
        await tx.objectStore('charters').delete(old.token);
        await tx.objectStore('guestLists').delete(old.guestToken);
      });
      return requireRecord(enquiryId);
    },
    async saveGuest(enquiryId, slot, input) {
      const { page } = await requireRecord(enquiryId);
      if (slot === null)
        return addInFreeSlot(page.guestToken, input, OPERATOR_DEVICE, page.quote.selection.guests);
      const existing = await db.get('guests', `${page.guestToken}/${slot}`);
      if (!existing) throw notFound('guest', slot);
      await putGuest(page.guestToken, slot, input, existing.device);
      return slot;
    },
    async deleteGuest(enquiryId, slot) {
      const { page } = await requireRecord(enquiryId);
      const key = `${page.guestToken}/${slot}`;
      if (!(await db.get('guests', key))) throw notFound('guest', slot);
      await db.delete('guests', key);
    },
    async eraseIds(enquiryId, options = {}) {
      const { page } = await requireRecord(enquiryId);
      return inTransaction(db, ['guests', 'enquiries'], async (tx) => {
        const guests = await tx.objectStore('guests').index('guestToken').getAll(page.guestToken);
        let erased = 0;
        for (const guest of guests) {
          if (guest.idNumber !== '') erased += 1;
          if (options.names) await tx.objectStore('guests').delete(guest.key);
          else await tx.objectStore('guests').put({ ...guest, idNumber: '' });
        }
        const enquiry = await tx.objectStore('enquiries').get(enquiryId);
        if (enquiry?.charter) {
          const charter = { ...enquiry.charter, idsErasedAt: now().toISOString(), idsErasedCount: erased };
          await tx.objectStore('enquiries').put({ ...enquiry, charter });
        }
        return erased;
      });
    },
    async setReminderEmail(enquiryId, email) {
      const stored = checkedReminderEmail(email);
      await inTransaction(db, ['enquiries'], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(enquiryId);
        if (!enquiry) throw notFound('enquiry', enquiryId);
        if (!enquiry.charter) throw new BackendError('invalid-argument', charterMessages.noPage);
        const charter = withReminderEmail(enquiry.charter, stored);
        await tx.objectStore('enquiries').put({ ...enquiry, charter });
      });
    },
  };
}

export function createDemoChartersApi(db: DemoDb, now: () => Date, storage: Storage): ChartersApi {
  const store = demoCharterStore(db, now, storage);
  return { ...guestSide(store), ...operatorSide(store) };
}
