/** createEnquiry's reads and writes in Firestore, through the admin SDK (the rules do not apply to it). */
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  toAddOn,
  toBookingSettings,
  toDayIntervals,
  toFleetYacht,
} from '../../src/backend/firebase/booking-converters';
import type { EnquiryStore } from './enquiry-handler';
import { countTowardCeiling, takeToken } from './limits';

/** gRPC's ALREADY_EXISTS: `create` onto a document that exists. */
const ALREADY_EXISTS = 6;

const dayRefs = (db: Firestore, yachtId: string, dates: readonly string[]) =>
  dates.map((date) => db.collection('yachtDays').doc(`${yachtId}_${date}`));

const intervalsOf = (days: readonly DocumentSnapshot[], yachtId: string) =>
  days.flatMap((day) => toDayIntervals(day.data()).map((interval) => ({ ...interval, yachtId })));

export function firestoreEnquiryStore(db: Firestore, now: number): EnquiryStore {
  return {
    async yacht(id) {
      const snapshot = await db.collection('products').doc(id).get();
      return snapshot.exists ? toFleetYacht(snapshot.id, snapshot.data()) : null;
    },
    async settings() {
      return toBookingSettings((await db.collection('settings').doc('booking').get()).data());
    },
    async addOns() {
      const snapshot = await db.collection('addOns').get();
      return snapshot.docs.map((document) => toAddOn(document.id, document.data()));
    },
    async busy(yachtId, dates) {
      if (dates.length === 0) return [];
      return intervalsOf(await db.getAll(...dayRefs(db, yachtId, dates)), yachtId);
    },
    async create(reference, data, slot) {
      const ref = db.collection('enquiries').doc(reference);
      const stored = { ...data, createdAt: FieldValue.serverTimestamp() };
      try {
        if (!slot || slot.dates.length === 0) {
          await ref.create(stored);
          return true;
        }
        // The busy days read in the transaction that creates the enquiry (docs/decisions/0051-no-race.md): a
        // Confirm or block committed between the reads and the create makes Firestore run it again, and then its
        // interval is seen and the enquiry refused.
        await db.runTransaction(async (tx) => {
          slot.check(intervalsOf(await tx.getAll(...dayRefs(db, slot.yachtId, slot.dates)), slot.yachtId));
          tx.create(ref, stored);
        });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    takeToken: (key, { max, windowSeconds }) => takeToken(key, max, windowSeconds, { now, db }),
    countTowardCeiling: (key, { max, windowSeconds }) =>
      countTowardCeiling(key, max, windowSeconds, { now, db }),
  };
}
