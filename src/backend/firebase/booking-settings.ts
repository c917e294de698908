// Firestore's booking settings, yachts' pricing, add-ons and the public busy intervals.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { storedAddOn, type BookingSettings } from '../../domain/booking/settings';
import { checkAddOn, checkPricing, checkSettings } from '../booking-checks';
import { notFound, type BookingApi } from '../types';
import { toAddOn, toBookingSettings, toDayIntervals } from './booking-converters';
import { requireExisting } from './documents';
import { mapErrors } from './errors';

export function createFirestoreBookingSettingsApi(db: Firestore): BookingApi {
  const settingsRef = doc(db, 'settings', 'booking');
  const booking: BookingApi = {
    getSettings: () => mapErrors(async () => toBookingSettings((await getDoc(settingsRef)).data())),
    saveSettings: (settings) =>
      mapErrors(async () => {
        checkSettings(settings);
        await setDoc(settingsRef, {
          ...settings,
          weekendDays: [...settings.weekendDays],
        } satisfies BookingSettings);
      }),
    savePricing: (pricing) =>
      mapErrors(async () => {
        checkPricing(pricing, await booking.getSettings());
        const ref = doc(db, 'products', pricing.yachtId);
        if (!(await getDoc(ref)).exists()) throw notFound('yacht', pricing.yachtId);
        const { hourlyFils, weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours } = pricing;
        await updateDoc(ref, {
          price: hourlyFils / 100,
          pricing: { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours },
        });
      }),
    listAddOns: () =>
      mapErrors(async () => {
        const snapshot = await getDocs(collection(db, 'addOns'));
        return snapshot.docs.map((d) => toAddOn(d.id, d.data())).sort((a, b) => a.name.localeCompare(b.name));
      }),
    saveAddOn: (addOn) =>
      mapErrors(async () => {
        checkAddOn(addOn);
        const { id, ...data } = storedAddOn(addOn);
        await setDoc(doc(db, 'addOns', id), data);
      }),
    removeAddOn: (id) =>
      mapErrors(async () => {
        const ref = doc(db, 'addOns', id);
        await requireExisting(ref);
        await deleteDoc(ref);
      }),
    busy: (fromDate, toDate) =>
      mapErrors(async () => {
        const snapshot = await getDocs(
          query(collection(db, 'yachtDays'), where('date', '>=', fromDate), where('date', '<=', toDate)),
        );
        const found = new Map<string, { id: string; yachtId: string; start: string; end: string }>();
        for (const day of snapshot.docs) {
          const yachtId = String(day.data().yachtId ?? '');
          for (const interval of toDayIntervals(day.data())) found.set(interval.id, { ...interval, yachtId });
        }
        return [...found.values()];
      }),
  };
  return booking;
}
