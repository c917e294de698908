/** createEnquiry's reads and writes in Firestore, through the admin SDK (the rules do not apply to it). */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
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
      const days = await db.getAll(
        ...dates.map((date) => db.collection('yachtDays').doc(`${yachtId}_${date}`)),
      );
      return days.flatMap((day) => toDayIntervals(day.data()).map((interval) => ({ ...interval, yachtId })));
    },
    async create(reference, data) {
      try {
        await db
          .collection('enquiries')
          .doc(reference)
          .create({ ...data, createdAt: FieldValue.serverTimestamp() });
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
