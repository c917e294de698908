import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../../../src/backend/demo';
import {
  buildInfoFor,
  catalogueFingerprint,
  parseBuildInfo,
  stableJson,
  type Catalogue,
} from '../../../src/domain/catalogue-fingerprint';
import { offerFixtures } from '../../../fixtures/offers';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { MemoryStorage } from '../test-utils';

const NOW = new Date('2026-03-01T08:00:00Z');
const catalogue = (): Catalogue => ({
  yachts: yachtFixtures.map((yacht) => ({ ...yacht, images: [...yacht.images] })),
  offers: offerFixtures(NOW),
  services: serviceFixtures.map((service) => ({ ...service })),
});

describe('stableJson', () => {
  it('orders object keys and leaves out undefined fields, keeping array order', () => {
    expect(stableJson({ b: 1, a: [2, 1], c: undefined, d: { y: null, x: 'x' } })).toBe(
      '{"a":[2,1],"b":1,"d":{"x":"x","y":null}}',
    );
  });
});

describe('catalogueFingerprint', () => {
  it('is 16 hex digits and the same for the same catalogue in any order', () => {
    const one = catalogue();
    const shuffled: Catalogue = {
      yachts: [...one.yachts]
        .reverse()
        .map((yacht) => Object.fromEntries(Object.entries(yacht).reverse()) as typeof yacht),
      offers: [...one.offers].reverse(),
      services: [...one.services].reverse(),
    };
    expect(catalogueFingerprint(one)).toMatch(/^[0-9a-f]{16}$/);
    expect(catalogueFingerprint(shuffled)).toBe(catalogueFingerprint(one));
  });

  it('changes with a price, a name, an image, a new yacht, a removed service or an offer', () => {
    const base = catalogueFingerprint(catalogue());
    const changed = (change: (c: Catalogue) => Catalogue) => catalogueFingerprint(change(catalogue()));
    const [first, ...others] = yachtFixtures;
    const variants = [
      changed((c) => ({ ...c, yachts: [{ ...first, price: first.price + 1 }, ...others] })),
      changed((c) => ({ ...c, yachts: [{ ...first, name: `${first.name} II` }, ...others] })),
      changed((c) => ({ ...c, yachts: [{ ...first, images: [...first.images].reverse() }, ...others] })),
      changed((c) => ({ ...c, yachts: [...c.yachts, { ...first, id: 'new-yacht' }] })),
      changed((c) => ({ ...c, services: c.services.slice(1) })),
      changed((c) => ({
        ...c,
        offers: c.offers.map((o, i) => (i === 0 ? { ...o, endTime: undefined } : o)),
      })),
    ];
    for (const variant of variants) expect(variant).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('gives the demo backend’s catalogue the fingerprint of the fixtures it was seeded with', async () => {
    const backend = await createDemoBackend({
      dbName: 'fingerprint-test',
      now: () => NOW,
      storage: new MemoryStorage(),
    });
    const live: Catalogue = {
      yachts: await backend.yachts.list(),
      offers: await backend.offers.list(),
      services: await backend.services.list(),
    };
    expect(catalogueFingerprint(live)).toBe(catalogueFingerprint(catalogue()));
  });
});

describe('build info', () => {
  it('records the time, the fingerprint and the counts, and reads back what it wrote', () => {
    const info = buildInfoFor(catalogue(), NOW);
    expect(info).toEqual({
      builtAt: NOW.toISOString(),
      fingerprint: catalogueFingerprint(catalogue()),
      yachts: yachtFixtures.length,
      offers: offerFixtures(NOW).length,
      services: serviceFixtures.length,
    });
    expect(parseBuildInfo(JSON.parse(JSON.stringify(info)))).toEqual(info);
  });

  it('rejects what is not build info', () => {
    const info = buildInfoFor(catalogue(), NOW);
    for (const bad of [
      null,
      'text',
      '<!doctype html>',
      { ...info, builtAt: 'yesterday' },
      { ...info, fingerprint: 'abc' },
      { ...info, yachts: -1 },
      { ...info, services: undefined },
    ]) {
      expect(parseBuildInfo(bad)).toBeNull();
    }
  });
});
