import { describe, expect, it } from 'vitest';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { faqFixtures } from '../../../fixtures/faq';
import { createDemoBackend } from '../../../src/backend/demo';
import { createDeferredDemoBackend } from '../../../src/backend/demo/deferred';
import { MemoryStorage } from '../test-utils';

let n = 0;
const freshName = () => `demo-deferred-test-${++n}`;
const hasDatabase = async (name: string) =>
  (await indexedDB.databases()).some((database) => database.name === name);
const now = () => new Date('2026-01-10T12:00:00Z');

describe('the demo backend a prerendered page starts with', () => {
  const [yacht, other] = yachtFixtures;
  const catalogue = {
    yachts: [yacht, other],
    services: [serviceFixtures[0]],
    faq: faqFixtures.slice(0, 2),
  };

  it('answers the catalogue, the offers and the FAQ as a new database would, without opening one', async () => {
    const dbName = freshName();
    const backend = await createDeferredDemoBackend(catalogue, { dbName, now, storage: new MemoryStorage() });
    const seeded = await createDemoBackend({
      dbName: freshName(),
      now,
      catalogue,
      storage: new MemoryStorage(),
    });

    expect(await backend.yachts.list()).toEqual(catalogue.yachts);
    expect(await backend.services.list()).toEqual(catalogue.services);
    expect(await backend.offers.list()).toEqual(await seeded.offers.list());
    expect(await backend.faq.list()).toEqual(await seeded.faq.list());
    expect(await backend.files.resolveUrl('/img/yachts/a.webp')).toBe('/img/yachts/a.webp');
    expect(backend.yachts.newId()).toMatch(/^[a-f0-9]{20}$/);
    expect(await hasDatabase(dbName)).toBe(false);
  });

  it('opens (and seeds) the database when anything else is asked, and reads it from then on', async () => {
    const dbName = freshName();
    const backend = await createDeferredDemoBackend(catalogue, { dbName, now, storage: new MemoryStorage() });
    // The booking panel's first read.
    expect((await backend.booking.getSettings()).startStepMinutes).toBeGreaterThan(0);
    expect(await hasDatabase(dbName)).toBe(true);
    await backend.yachts.remove(yacht.id);
    expect((await backend.yachts.list()).map((yacht) => yacht.id)).toEqual([other.id]);
  });

  it('reads a database this browser already has (the operator’s edits may be in it)', async () => {
    const dbName = freshName();
    const earlier = await createDemoBackend({ dbName, now, catalogue, storage: new MemoryStorage() });
    await earlier.yachts.remove(other.id);
    const backend = await createDeferredDemoBackend(catalogue, { dbName, now, storage: new MemoryStorage() });
    expect((await backend.yachts.list()).map((yacht) => yacht.id)).toEqual([yacht.id]);
  });

  it('opens the database at once for a page that brought no catalogue', async () => {
    const dbName = freshName();
    const backend = await createDeferredDemoBackend(undefined, { dbName, now, storage: new MemoryStorage() });
    expect(await hasDatabase(dbName)).toBe(true);
    expect((await backend.yachts.list()).length).toBe(yachtFixtures.length);
  });
});
