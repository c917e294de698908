// Firestore's enquiries: created in the browser (or by the server with Cloud Functions on), their status and notes,
// deleted with their notes, and confirmed in one transaction with the clash check (busy-days.ts).
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
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
  REFERENCE_ATTEMPTS,
} from '../booking-checks';
import { BackendError, notFound, type EnquiriesApi, type EnquiryWrites } from '../types';
import { enquiryData } from './booking-payloads';
import { toBookingSettings, toEnquiry, toFleetYacht } from './booking-converters';
import { checkFree, writeBusy } from './busy-days';
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
          const ref = doc(enquiriesRef, id);
          const snapshot = await tx.get(ref);
          if (!snapshot.exists()) throw notFound('enquiry', id);
          checkStatusChange(toEnquiry(id, snapshot.data()), status);
          tx.update(ref, { status });
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
          const ref = doc(enquiriesRef, enquiryId);
          const snapshot = await tx.get(ref);
          if (!snapshot.exists()) throw notFound('enquiry', enquiryId);
          const enquiry = toEnquiry(enquiryId, snapshot.data());
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
          const byDate = await checkFree(db, tx, booked.yachtId, booked.span);
          const id = doc(collection(db, 'bookings')).id;
          writeBusy(db, tx, bookingRecord(id, enquiry, booked), byDate);
          tx.update(ref, { status: 'confirmed', bookingId: id });
          return id;
        }),
      ),
  };
}
