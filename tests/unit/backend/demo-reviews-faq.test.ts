import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { faqFixtures } from '../../../fixtures/faq';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { createDemoBackend } from '../../../src/backend/demo';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { MemoryStorage } from '../test-utils';

let n = 0;
const freshName = () => `demo-reviews-faq-test-${++n}`;

/** The demo backend's own part of reviews and the FAQ (the contract covers what both backends share). */
describe('demo backend: reviews and FAQ', () => {
  it('puts the starter FAQ in once: an FAQ the operator emptied stays empty after a restart', async () => {
    const dbName = freshName();
    const storage = new MemoryStorage();
    const backend = await createDemoBackend({ dbName, storage });
    expect(await backend.faq.list()).toEqual(faqFixtures);
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    for (const entry of faqFixtures) await backend.faq.remove(entry.id);

    const restarted = await createDemoBackend({ dbName, storage });
    expect(await restarted.faq.listAll()).toEqual([]);
  });

  it('seeds the FAQ the page brought when it carries one', async () => {
    const [first] = faqFixtures;
    const backend = await createDemoBackend({
      dbName: freshName(),
      storage: new MemoryStorage(),
      catalogue: { yachts: yachtFixtures, services: serviceFixtures, faq: [first] },
    });
    expect(await backend.faq.list()).toEqual([first]);
  });

  it('upgrades a database from before reviews: its data stays, no review appears, the starter FAQ does', async () => {
    const dbName = freshName();
    const old = await openDB(dbName, 2, {
      upgrade(database) {
        for (const store of ['products', 'offers', 'services', 'enquiries', 'notes', 'bookings', 'addOns']) {
          database.createObjectStore(store, { keyPath: 'id' });
        }
        database.createObjectStore('files', { keyPath: 'path' });
        database.createObjectStore('settings');
        database.createObjectStore('meta');
      },
    });
    await old.put('products', { ...yachtFixtures[0], name: 'Kept by the operator' });
    await old.put('meta', '4', 'seeded');
    old.close();

    const backend = await createDemoBackend({ dbName, storage: new MemoryStorage() });
    expect((await backend.yachts.list()).map((yacht) => yacht.name)).toEqual(['Kept by the operator']);
    expect(await backend.reviews.list()).toEqual([]);
    expect(await backend.faq.list()).toEqual(faqFixtures);
  });
});
