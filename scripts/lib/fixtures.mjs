// The seed data of the demo backend (fixtures/*.ts), loaded in plain Node 20: Vite's `runnerImport` transforms the
// TypeScript on the fly, so the emulator seed and the demo backend share one source.
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { ROOT } from './emulators.mjs';

/**
 * @typedef {{ id: string } & Record<string, unknown>} Fixture
 * @typedef {{ id: string, data: Record<string, unknown> }} SeedDocument
 * @typedef {{ yachtFixtures: Fixture[] }} YachtsModule
 * @typedef {{ offerFixtures: (now: Date) => (Fixture & { startTime?: string, endTime?: string })[] }} OffersModule
 * @typedef {{ serviceFixtures: Fixture[] }} ServicesModule
 * @typedef {{ addOnFixtures: Fixture[], bookingSettingsFixture: Record<string, unknown> }} BookingModule
 * @typedef {{ faqFixtures: Fixture[] }} FaqModule
 */

/**
 * A module of fixtures/, transformed on the fly.
 * @template T
 * @param {string} file
 * @returns {Promise<T>}
 */
export async function load(file) {
  const { module } = await runnerImport(join(ROOT, 'fixtures', file), {
    configFile: false,
    logLevel: 'silent',
  });
  return /** @type {T} */ (module);
}

/**
 * @param {Fixture} fixture
 * @returns {SeedDocument}
 */
const split = ({ id, ...data }) => ({ id, data });

/**
 * Documents by collection, each `{ id, data }`, with offer times relative to `now`: the catalogue (products with
 * their booking pricing), the add-ons, the booking settings (`settings/booking`) and the starter FAQ (`faq`). No
 * reviews: only guests write those (docs/decisions/0023-reviews-and-faq.md).
 * @param {Date} [now]
 * @returns {Promise<Record<'products' | 'services' | 'offers' | 'addOns' | 'settings' | 'faq', SeedDocument[]>>}
 */
export async function loadFixtures(now = new Date()) {
  const [{ yachtFixtures }, { offerFixtures }, { serviceFixtures }, booking, { faqFixtures }] =
    await Promise.all([
      load('yachts.ts').then((m) => /** @type {YachtsModule} */ (m)),
      load('offers.ts').then((m) => /** @type {OffersModule} */ (m)),
      load('services.ts').then((m) => /** @type {ServicesModule} */ (m)),
      load('booking.ts').then((m) => /** @type {BookingModule} */ (m)),
      load('faq.ts').then((m) => /** @type {FaqModule} */ (m)),
    ]);
  return {
    products: yachtFixtures.map(split),
    services: serviceFixtures.map(split),
    addOns: booking.addOnFixtures.map(split),
    settings: [{ id: 'booking', data: booking.bookingSettingsFixture }],
    faq: faqFixtures.map(split),
    // Times are stored as Firestore Timestamps (firebase-admin converts Dates).
    offers: offerFixtures(now).map(({ startTime, endTime, ...offer }) => {
      const { id, data } = split(offer);
      if (startTime) data.startTime = new Date(startTime);
      if (endTime) data.endTime = new Date(endTime);
      return { id, data };
    }),
  };
}
