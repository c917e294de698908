import { deleteApp, getApps } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildCatalogue } from '../../src/backend/firebase/build-catalogue';
import type { Backend } from '../../src/backend/types';
import { authAccounts, emulatorBackend, emulatorEnv, type EmulatorEnv } from './emulator-env';

/**
 * The build reads the home page's FAQ and reviews as a visitor may (docs/decisions/0023-reviews-and-faq.md): the
 * published FAQ entries only, by position, and the reviews newest first, under the rules.
 */
const ADMIN = { email: 'build-home@marina.test', password: 'build-home-operator-1' };
let emulators: EmulatorEnv;
let backend: Backend;

async function clearFirestore() {
  const url = `${emulators.origin('firestore')}/emulator/v1/projects/${emulators.projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
}

beforeAll(async () => {
  emulators = emulatorEnv(['auth', 'firestore']);
  await clearFirestore();
  const accounts = authAccounts(emulators);
  await accounts.clear();
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
  backend = await emulatorBackend(emulators);
});

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('the build’s read of the home page’s data', () => {
  it('has the published FAQ by position and the reviews newest first, no draft', async () => {
    await backend.auth.signIn(ADMIN.email, ADMIN.password);
    const base = { answer: 'An answer.', published: true };
    await backend.faq.add({ ...base, position: 1, question: 'Second?' });
    await backend.faq.add({ ...base, position: 0, question: 'First?' });
    await backend.faq.add({ ...base, position: 2, question: 'A draft?', published: false });
    const review = {
      name: 'Sara K.',
      occasion: 'birthday',
      rating: 5,
      text: 'Lovely.',
      language: 'en',
    } as const;
    await backend.reviews.add({ ...review, date: '2025-01-02' });
    await backend.reviews.add({ ...review, name: 'Omar', rating: 4, date: '2025-03-04' });
    await backend.auth.signOut();

    const { projectId } = emulators;
    const read = await readBuildCatalogue({
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: `${projectId}.appspot.com`,
      appId: '1:000000000000:web:0000000000000000',
      useEmulators: true,
      emulatorPorts: emulators.ports,
    });
    expect(read.faq.map((entry) => entry.question)).toEqual(['First?', 'Second?']);
    expect(read.reviews.map((entry) => [entry.name, entry.rating])).toEqual([
      ['Omar', 4],
      ['Sara K.', 5],
    ]);
  });
});
