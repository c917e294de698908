// The operator's side of the charter pages and guest lists in Firestore Lite (docs/decisions/0043-charter-page.md):
// the pages written from the confirmed enquiry, the full list with ID numbers, a new address, the erasure. The
// guests' side is REST (rest-charters.ts).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  where,
  updateDoc,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { charterPageFrom, guestListPageOf, type CharterPage } from '../../domain/charter/charter-page';
import type { GuestInput } from '../../domain/charter/guest-list';
import { withReminderEmail } from '../../domain/charter/charter-link';
import type { Enquiry } from '../../domain/enquiry';
import { BackendError, notFound } from '../backend-error';
import { charterMessages, checkedGuest, freeSlot, newCharterToken } from '../charter-checks';
import { checkedReminderEmail } from '../reminder-email-check';
import type { CharterGuestMethods, ChartersApi, CharterRecord } from '../charter-types';
import { toBookingSettings, toEnquiry } from './booking-converters';
import {
  charterPageData,
  guestListData,
  OPERATOR_UID,
  toCharterPage,
  toManifestGuest,
} from './charter-converters';
import { charterLinkData } from './charter-link-converters';
import { toYacht } from './converters';
import { byIssue } from '../../domain/ledger/tax-document';
import { mapErrors } from './errors';
import { toTaxDocument } from './ledger-converters';
import type { PublicUrl } from './storage-urls';

/** Writes at most this many documents per batch (Firestore takes 500). */
const BATCH_WRITES = 400;

export function createFirestoreChartersAdmin(
  db: Firestore,
  publicUrl: PublicUrl,
): Omit<ChartersApi, CharterGuestMethods> {
  const guestRef = (guestToken: string, slot: string) => doc(db, 'guestLists', guestToken, 'guests', slot);
  const idRef = (guestToken: string, slot: string) => doc(db, 'guestLists', guestToken, 'ids', slot);

  async function requireEnquiry(id: string): Promise<Enquiry> {
    const snapshot = await getDoc(doc(db, 'enquiries', id));
    if (!snapshot.exists()) throw notFound('enquiry', id);
    return toEnquiry(id, snapshot.data());
  }

  /** Every guest's two documents, by slot. */
  async function entries(guestToken: string) {
    const [names, ids] = await Promise.all([
      getDocs(collection(db, 'guestLists', guestToken, 'guests')),
      getDocs(collection(db, 'guestLists', guestToken, 'ids')),
    ]);
    const idBySlot = new Map(ids.docs.map((id) => [id.id, id.data()]));
    return names.docs.map((name) => ({ slot: name.id, name: name.data(), id: idBySlot.get(name.id) }));
  }

  async function record(enquiry: Enquiry): Promise<CharterRecord | null> {
    const link = enquiry.charter;
    const page = link ? toCharterPage((await getDoc(doc(db, 'charters', link.token))).data()) : null;
    if (!link || !page) return null;
    const guests = (await entries(link.guestToken))
      .map((entry) => toManifestGuest(entry.slot, entry.name, entry.id))
      .sort((a, b) => Number(a.slot) - Number(b.slot));
    return {
      page,
      guests,
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

  /** Writes the page and the guest list's page from the enquiry as it is now, under these addresses. */
  async function writePage(enquiry: Enquiry, token: string, guestToken: string): Promise<CharterPage> {
    if ((enquiry.status !== 'confirmed' && enquiry.status !== 'completed') || !enquiry.quote) {
      throw new BackendError('invalid-argument', charterMessages.notConfirmed);
    }
    const yachtId = enquiry.quote.selection.yachtId;
    const [yacht, settings, documents] = await Promise.all([
      getDoc(doc(db, 'products', yachtId)),
      getDoc(doc(db, 'settings', 'booking')),
      getDocs(query(collection(db, 'invoices'), where('enquiryId', '==', enquiry.id))),
    ]);
    const page = charterPageFrom({
      token,
      guestToken,
      enquiry: { ...enquiry, quote: enquiry.quote },
      yacht: yacht.exists() ? toYacht(yachtId, yacht.data(), publicUrl) : null,
      settings: toBookingSettings(settings.data()),
      // Its invoices and credit notes stay on it (docs/decisions/0046-tax-documents.md).
      documents: documents.docs.flatMap((document) => toTaxDocument(document.data()) ?? []).sort(byIssue),
      now: new Date(),
    });
    const batch = writeBatch(db);
    batch.set(doc(db, 'charters', token), charterPageData(page));
    batch.set(doc(db, 'guestLists', guestToken), guestListData(guestListPageOf(page)));
    batch.update(doc(db, 'enquiries', enquiry.id), {
      charter: charterLinkData({ ...enquiry.charter, token, guestToken }),
    });
    await batch.commit();
    return page;
  }

  /** Runs `write` on batches of at most BATCH_WRITES documents, committed in turn. */
  async function inBatches<T>(
    items: readonly T[],
    perItem: number,
    write: (batch: WriteBatch, item: T) => void,
  ) {
    const size = Math.max(1, Math.floor(BATCH_WRITES / perItem));
    for (let from = 0; from < items.length; from += size) {
      const batch = writeBatch(db);
      for (const item of items.slice(from, from + size)) write(batch, item);
      await batch.commit();
    }
  }

  /** The operator's new guest in the first free slot: a transaction, so a guest's phone never takes it too. */
  async function addInFreeSlot(guestToken: string, guest: GuestInput, booked: number): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const taken = (await getDocs(collection(db, 'guestLists', guestToken, 'guests'))).docs.map((d) => d.id);
      const slot = freeSlot(taken, booked);
      const added = await runTransaction(db, async (tx) => {
        if ((await tx.get(guestRef(guestToken, slot))).exists()) return false;
        tx.set(guestRef(guestToken, slot), {
          fullName: guest.fullName,
          uid: OPERATOR_UID,
          addedAt: serverTimestamp(),
        });
        tx.set(idRef(guestToken, slot), { ...idFields(guest), uid: OPERATOR_UID });
        return true;
      });
      if (added) return slot;
      if (attempt >= 5) throw new BackendError('conflict', charterMessages.full);
    }
  }

  const idFields = ({ nationality, idType, idNumber }: GuestInput) => ({ nationality, idType, idNumber });

  return {
    forEnquiry: (enquiryId) => mapErrors(async () => record(await requireEnquiry(enquiryId))),
    open: (enquiryId) =>
      mapErrors(async () => {
        const enquiry = await requireEnquiry(enquiryId);
        const link = enquiry.charter;
        await writePage(enquiry, link?.token ?? newCharterToken(), link?.guestToken ?? newCharterToken());
        return requireRecord(enquiryId);
      }),
    newAddress: (enquiryId) =>
      mapErrors(async () => {
        const enquiry = await requireEnquiry(enquiryId);
        const old = enquiry.charter;
        if (!old) throw new BackendError('invalid-argument', charterMessages.noPage);
        const guestToken = newCharterToken();
        const moved = await entries(old.guestToken);
        await writePage(enquiry, newCharterToken(), guestToken);
        await inBatches(moved, 4, (batch, entry) => {
          batch.set(guestRef(guestToken, entry.slot), entry.name);
          if (entry.id) batch.set(idRef(guestToken, entry.slot), entry.id);
          batch.delete(guestRef(old.guestToken, entry.slot));
          batch.delete(idRef(old.guestToken, entry.slot));
        });
        const batch = writeBatch(db);
        batch.delete(doc(db, 'charters', old.token));
        batch.delete(doc(db, 'guestLists', old.guestToken));
        await batch.commit();
        return requireRecord(enquiryId);
      }),
    saveGuest: (enquiryId, slot, input) =>
      mapErrors(async () => {
        const { page } = await requireRecord(enquiryId);
        const guest = checkedGuest(input);
        if (slot === null) return addInFreeSlot(page.guestToken, guest, page.quote.selection.guests);
        const existing = await getDoc(guestRef(page.guestToken, slot));
        if (!existing.exists()) throw notFound('guest', slot);
        const uid = String(existing.data().uid ?? OPERATOR_UID);
        const batch = writeBatch(db);
        batch.update(guestRef(page.guestToken, slot), { fullName: guest.fullName });
        batch.set(idRef(page.guestToken, slot), { ...idFields(guest), uid });
        await batch.commit();
        return slot;
      }),
    deleteGuest: (enquiryId, slot) =>
      mapErrors(async () => {
        const { page } = await requireRecord(enquiryId);
        if (!(await getDoc(guestRef(page.guestToken, slot))).exists()) throw notFound('guest', slot);
        const batch = writeBatch(db);
        batch.delete(guestRef(page.guestToken, slot));
        batch.delete(idRef(page.guestToken, slot));
        await batch.commit();
      }),
    eraseIds: (enquiryId, options = {}) =>
      mapErrors(async () => {
        const enquiry = await requireEnquiry(enquiryId);
        const link = enquiry.charter;
        if (!link) throw new BackendError('invalid-argument', charterMessages.noPage);
        const found = await entries(link.guestToken);
        const erased = found.filter((entry) => entry.id && entry.id.idNumber !== '').length;
        await inBatches(found, 2, (batch, entry) => {
          if (options.names) {
            batch.delete(guestRef(link.guestToken, entry.slot));
            batch.delete(idRef(link.guestToken, entry.slot));
          } else if (entry.id) batch.update(idRef(link.guestToken, entry.slot), { idNumber: '' });
        });
        const batch = writeBatch(db);
        const charter = { ...link, idsErasedAt: new Date().toISOString(), idsErasedCount: erased };
        batch.update(doc(db, 'enquiries', enquiryId), { charter: charterLinkData(charter) });
        await batch.commit();
        return erased;
      }),
    setReminderEmail: (enquiryId, email) =>
      mapErrors(async () => {
        const stored = checkedReminderEmail(email);
        const { charter: link } = await requireEnquiry(enquiryId);
        if (!link) throw new BackendError('invalid-argument', charterMessages.noPage);
        const charter = charterLinkData(withReminderEmail(link, stored));
        await updateDoc(doc(db, 'enquiries', enquiryId), { charter });
      }),
  };
}
