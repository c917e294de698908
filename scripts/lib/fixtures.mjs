// The seed data of the demo backend (fixtures/*.ts), loaded in plain Node 20: Vite's `runnerImport` transforms the
// TypeScript on the fly, so the emulator seed and the demo backend share one source.
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { ROOT } from './emulators.mjs';

async function load(file) {
  const { module } = await runnerImport(join(ROOT, 'fixtures', file), {
    configFile: false,
    logLevel: 'silent',
  });
  return module;
}

/** Documents by collection, each `{ id, data }`, with offer times relative to `now`. */
export async function loadFixtures(now = new Date()) {
  const [{ productFixtures }, { offerFixtures }, { serviceFixtures }] = await Promise.all([
    load('products.ts'),
    load('offers.ts'),
    load('services.ts'),
  ]);
  const split = ({ id, ...data }) => ({ id, data });
  return {
    products: productFixtures.map(split),
    services: serviceFixtures.map(split),
    // Times are stored as Firestore Timestamps (firebase-admin converts Dates).
    offers: offerFixtures(now).map(({ startTime, endTime, ...offer }) => {
      const { id, data } = split(offer);
      if (startTime) data.startTime = new Date(startTime);
      if (endTime) data.endTime = new Date(endTime);
      return { id, data };
    }),
  };
}
