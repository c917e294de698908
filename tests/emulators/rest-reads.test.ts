import { deleteApp, getApps } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePublicUrl } from '../../src/backend/firebase/storage-urls';
import { createRestCatalogue } from '../../src/backend/firebase/rest-catalogue';
import { readPublishedFaq, readReviews } from '../../src/backend/firebase/rest-reviews-faq';
import type { Backend } from '../../src/backend/types';
import { charterSpan } from '../../src/domain/booking';
import { authAccounts, emulatorBackend, emulatorEnv, type EmulatorEnv } from './emulator-env';

/**
 * A visitor's page reads the booking settings, add-ons and busy intervals over REST (deferred.ts), the admin area
 * through the SDK: both must see the same thing in the same Firestore, under the same rules.
 */
const ADMIN = { email: 'rest-reads@marina.test', password: 'rest-reads-operator-1' };
let emulators: EmulatorEnv;
let backend: Backend;

async function clearFirestore() {
  const url = `${emulators.origin('firestore')}/emulator/v1/projects/${emulators.projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
}

beforeAll(async () => {
  emulators = emulatorEnv(['auth', 'firestore', 'storage']);
  await clearFirestore();
  const accounts = authAccounts(emulators);
  await accounts.clear();
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
  backend = await emulatorBackend(emulators);
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

const restSettings = () => ({
  projectId: emulators.projectId,
  apiKey: 'demo-api-key',
  origin: emulators.origin('firestore'),
  publicUrl: storagePublicUrl(`${emulators.projectId}.appspot.com`, emulators.ports.storage),
});
const rest = () => ({
  ...createRestCatalogue(restSettings()),
  reviews: () => readReviews(restSettings()),
  faq: () => readPublishedFaq(restSettings()),
});

describe('booking reads over REST, as a visitor', () => {
  it('see the defaults, no add-ons and no busy time in an empty project, as the SDK does', async () => {
    expect(await rest().bookingSettings()).toEqual(await backend.booking.getSettings());
    expect(await rest().addOns()).toEqual([]);
    expect(await rest().busy('2031-03-01', '2031-03-31')).toEqual([]);
  });

  it('see what the operator stored: settings, add-ons, and a block over midnight once', async () => {
    await backend.auth.signIn(ADMIN.email, ADMIN.password);
    const settings = {
      ...(await backend.booking.getSettings()),
      depositPercent: 30,
      vatMode: 'added' as const,
    };
    await backend.booking.saveSettings(settings);
    await backend.booking.saveAddOn({ id: 'dj', name: 'DJ', priceFils: 150_000, unit: 'hour', active: true });
    await backend.booking.saveAddOn({
      id: 'cake',
      name: 'Cake',
      priceFils: 30_000,
      unit: 'booking',
      active: false,
    });
    const yachtId = await backend.yachts.add({
      name: 'Rest Reads',
      price: 900,
      feet: 60,
      capacity: 12,
      complementary: 'Soft drinks',
      images: [],
      isVIP: false,
    });
    await backend.bookings.addBlock({
      yachtId,
      start: new Date(charterSpan('2031-03-05', 20 * 60, 1).start).toISOString(),
      end: new Date(charterSpan('2031-03-06', 9 * 60, 1).start).toISOString(),
      blockKind: 'maintenance',
      reason: 'Engine service',
    });
    await backend.auth.signOut();

    expect(await rest().bookingSettings()).toEqual(settings);
    expect(await rest().addOns()).toEqual(await backend.booking.listAddOns());
    const busy = await rest().busy('2031-03-01', '2031-03-31');
    expect(busy).toEqual(await backend.booking.busy('2031-03-01', '2031-03-31'));
    expect(busy).toEqual([expect.objectContaining({ yachtId })]);
    expect(await rest().busy('2031-03-07', '2031-03-31')).toEqual([]);
    expect(await rest().busy('2031-03-06', '2031-03-06')).toEqual(busy);
  });
});

describe('reviews and the FAQ over REST, as a visitor (docs/decisions/0023-reviews-and-faq.md)', () => {
  it('see the reviews and the published FAQ entries the SDK sees, in the same order; never a draft', async () => {
    await backend.auth.signIn(ADMIN.email, ADMIN.password);
    const older = await backend.reviews.add({
      name: 'Sara K.',
      occasion: 'birthday',
      rating: 5,
      text: 'Лучший вечер в Дубае!',
      date: '2025-01-20',
      language: 'ru',
      translations: { en: { text: 'The best evening in Dubai!' } },
    });
    const newer = await backend.reviews.add({
      name: 'Omar',
      occasion: 'corporate',
      rating: 4,
      text: 'Smooth from booking to boarding.',
      date: '2025-02-02',
      language: 'en',
    });
    const entry = { question: 'Q?', answer: 'A.', published: true };
    const second = await backend.faq.add({
      ...entry,
      position: 2,
      translations: { ar: { question: 'س؟', answer: 'ج.' } },
    });
    const first = await backend.faq.add({ ...entry, position: 1 });
    const draft = await backend.faq.add({ ...entry, position: 0, published: false });
    const everything = await backend.faq.listAll();
    await backend.auth.signOut();

    const reviews = await rest().reviews();
    expect(reviews.map((review) => review.id)).toEqual([newer, older]);
    expect(reviews).toEqual(await backend.reviews.list());
    const faq = await rest().faq();
    expect(faq.map((shown) => shown.id)).toEqual([first, second]);
    expect(faq).toEqual(await backend.faq.list());
    expect(faq).toEqual(everything.filter((shown) => shown.id !== draft));
  });
});
