// The demo backend's booking settings, yachts' pricing, add-ons and public busy intervals in IndexedDB.
import { liveItems } from '../../domain/booking/hold';
import { DEFAULT_BOOKING_SETTINGS, storedAddOn } from '../../domain/booking/settings';
import { addDays, dubaiInstant } from '../../domain/booking/dubai-time';
import { checkAddOn, checkPricing, checkSettings } from '../booking-checks';
import { notFound, type BookingApi } from '../types';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';

export function createDemoBookingSettingsApi(db: DemoDb, now: () => Date): BookingApi {
  const booking: BookingApi = {
    async getSettings() {
      return (await db.get('settings', 'booking')) ?? { ...DEFAULT_BOOKING_SETTINGS };
    },
    async saveSettings(settings) {
      checkSettings(settings);
      await db.put('settings', { ...settings, weekendDays: [...settings.weekendDays] }, 'booking');
    },
    async savePricing(pricing) {
      checkPricing(pricing, await booking.getSettings());
      await inTransaction(db, ['products'], async (tx) => {
        const yacht = await tx.objectStore('products').get(pricing.yachtId);
        if (!yacht) throw notFound('yacht', pricing.yachtId);
        const { hourlyFils, weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours } = pricing;
        await tx.objectStore('products').put({
          ...yacht,
          price: hourlyFils / 100,
          pricing: { weekendHourlyFils, weekdayMinHours, weekendMinHours, maxHours },
        });
      });
    },
    async listAddOns() {
      return (await db.getAll('addOns')).sort((a, b) => a.name.localeCompare(b.name));
    },
    async saveAddOn(addOn) {
      checkAddOn(addOn);
      await db.put('addOns', storedAddOn(addOn));
    },
    async removeAddOn(id) {
      if (!(await db.get('addOns', id))) throw notFound('add-on', id);
      await db.delete('addOns', id);
    },
    async busy(fromDate, toDate) {
      const from = dubaiInstant(fromDate, 0);
      const to = dubaiInstant(addDays(toDate, 1), 0);
      return liveItems(await db.getAll('bookings'), now().getTime())
        .filter((item) => Date.parse(item.start) < to && Date.parse(item.end) > from)
        .map(({ id, yachtId, start, end }) => ({ id, yachtId, start, end }));
    },
  };
  return booking;
}
