// Firestore's enquiries: created in the browser (or by the server with Cloud Functions on), their status and notes,
// deleted with their notes, and confirmed in one transaction with the clash check (busy-days.ts).
import {
  addDoc,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { createReference } from '../../domain/booking/reference';
import { DEPOSITS_NEED_FUNCTIONS } from '../../domain/deposit';
import {
  bookingRecord,
  checkCharter,
  checkEnquiryInput,
  checkNoteText,
  checkRemovable,
  checkStatusChange,
  confirmation,
  holdPlan,
  holdRecord,
  REFERENCE_ATTEMPTS,
} from '../booking-checks';
import { BackendError, notFound, type EnquiriesApi, type EnquiryWrites } from '../types';
import { enquiryData } from './booking-payloads';
import { toBookingSettings, toEnquiry, toFleetYacht } from './booking-converters';
import { checkFree, readSlotRemoval, writeBusy } from './busy-days';
import { requireExisting } from './documents';
import { createFirestoreEnquiryReads } from './enquiry-reads';
import { isFirebaseCode, mapErrors } from './errors';
import type { FunctionsClient } from './functions-client';

export interface EnquiryWriteOptions {
  /** With Cloud Functions on, the server creates enquiries and deposit links. */
  server: FunctionsClient | undefined;
  currentEmail: () => Promise<string>;
  currentIdToken: () => Promise<string | null>;
}

export function createFirestoreEnquiriesApi(db: Firestore, options: EnquiryWriteOptions): EnquiriesApi {
  return { ...createFirestoreEnquiryReads(db), ...createFirestoreEnquiryWrites(db, options) };
}

function createFirestoreEnquiryWrites(
  db: Firestore,
  { server, currentEmail, currentIdToken }: EnquiryWriteOptions,
): Pick<EnquiriesApi, EnquiryWrites> {
  const enquiriesRef = collection(db, 'enquiries');
  const settingsRef = doc(db, 'settings', 'booking');
  /** An enquiry's fields once its quote holds nothing. */
  const RELEASED = { heldUntil: deleteField(), holdId: deleteField() };
  /** In a transaction: the enquiry and its reference; 'not-found' when there is none. */
  async function readEnquiry(tx: Transaction, id: string) {
    const ref = doc(enquiriesRef, id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw notFound('enquiry', id);
    return { ref, enquiry: toEnquiry(id, snapshot.data()) };
  }
  const releaseHold = (enquiryId: string) =>
    mapErrors(() =>
      runTransaction(db, async (tx) => {
        const { ref, enquiry } = await readEnquiry(tx, enquiryId);
        const { holdId } = enquiry;
        if (!holdId) return;
        (await readSlotRemoval(db, tx, holdId)).free();
        tx.update(ref, RELEASED);
      }),
    );
  return {
    // The reference is the document id: a create onto an existing one is an update the rules refuse, so a clash
    // (about one in a hundred million) is drawn again.
    create: (input) =>
      mapErrors(async () => {
        checkEnquiryInput(input);
        if (server) return server.createEnquiry(input);
        for (let attempt = 1; ; attempt += 1) {
          const reference = createReference();
          try {
            const data = { ...enquiryData(input, reference), createdAt: serverTimestamp() };
            await setDoc(doc(enquiriesRef, reference), data);
            return { id: reference, reference };
          } catch (error) {
            if (attempt >= REFERENCE_ATTEMPTS || !isFirebaseCode(error, 'permission-denied')) throw error;
          }
        }
      }),
    remove: (id) =>
      mapErrors(async () => {
        const ref = doc(enquiriesRef, id);
        const snapshot = await getDoc(ref);
        if (!snapshot.exists()) throw notFound('enquiry', id);
        checkRemovable(toEnquiry(id, snapshot.data()));
        // Its hold first (the slot freed), then the enquiry with its notes.
        if (snapshot.data().holdId) await releaseHold(id);
        // Its notes go with it, in one batch: the rules let a note be deleted only with its enquiry, and an
        // enquiry only while it holds no booking (so a Confirm meanwhile makes the whole batch fail).
        const notes = await getDocs(collection(db, 'enquiries', id, 'notes'));
        const batch = writeBatch(db);
        for (const note of notes.docs) batch.delete(note.ref);
        batch.delete(ref);
        await batch.commit();
      }),
    setStatus: (id, status) =>
      mapErrors(() =>
        runTransaction(db, async (tx) => {
          const { ref, enquiry } = await readEnquiry(tx, id);
          checkStatusChange(enquiry, status);
          // A lost quote holds nothing.
          const release = status === 'lost' && enquiry.holdId;
          if (release) (await readSlotRemoval(db, tx, release)).free();
          tx.update(ref, { status, ...(release ? RELEASED : {}) });
        }),
      ),
    addNote: (id, text) =>
      mapErrors(async () => {
        checkNoteText(text);
        await requireExisting(doc(enquiriesRef, id), 'enquiry');
        const author = await currentEmail();
        await addDoc(collection(db, 'enquiries', id, 'notes'), {
          text,
          author,
          createdAt: serverTimestamp(),
        });
      }),
    async createDepositLink(enquiryId) {
      if (!server) throw new BackendError('unavailable', DEPOSITS_NEED_FUNCTIONS);
      const token = await currentIdToken();
      if (!token)
        throw new BackendError('permission-denied', 'Sign in as the operator to make a deposit link.');
      return server.createDepositLink(enquiryId, token);
    },
    confirm: (enquiryId) =>
      mapErrors(() =>
        runTransaction(db, async (tx) => {
          const { ref, enquiry } = await readEnquiry(tx, enquiryId);
          const booked = confirmation(enquiry);
          const [yacht, settings] = await Promise.all([
            tx.get(doc(db, 'products', booked.yachtId)),
            tx.get(settingsRef),
          ]);
          checkCharter(
            booked.selection,
            yacht.exists() ? toFleetYacht(yacht.id, yacht.data()) : null,
            toBookingSettings(settings.data()),
          );
          // The booking replaces the quote's hold: left out of the check and of the days written back (its
          // span's days, the booking's own).
          const byDate = await checkFree(db, tx, booked.yachtId, booked.span, enquiry.holdId);
          const id = doc(collection(db, 'bookings')).id;
          if (enquiry.holdId) tx.delete(doc(db, 'bookings', enquiry.holdId));
          writeBusy(db, tx, bookingRecord(id, enquiry, booked), byDate);
          tx.update(ref, { status: 'confirmed', bookingId: id, ...(enquiry.holdId ? RELEASED : {}) });
          return id;
        }),
      ),
    hold: (enquiryId, hours) =>
      mapErrors(() =>
        runTransaction(db, async (tx) => {
          const { ref, enquiry } = await readEnquiry(tx, enquiryId);
          const plan = holdPlan(enquiry, hours, Date.now());
          // Held again: the same document, on the same days, from now.
          const byDate = await checkFree(db, tx, plan.yachtId, plan.span, enquiry.holdId);
          const id = enquiry.holdId ?? doc(collection(db, 'bookings')).id;
          writeBusy(db, tx, holdRecord(id, enquiry, plan), byDate);
          tx.update(ref, { heldUntil: Timestamp.fromMillis(Date.parse(plan.expiresAt)), holdId: id });
          return plan.expiresAt;
        }),
      ),
    releaseHold,
  };
}
