import { deleteApp, getApps } from 'firebase/app';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqFixtures } from '../../fixtures/faq';
import { serviceFixtures } from '../../fixtures/services';
import { defineBackendContract } from '../contract/backend-contract';
import { definePaymentsContract } from '../contract/payments-contract';
import { authAccounts, emulatorBackend, emulatorEnv, type EmulatorEnv } from './emulator-env';

/** The backend contract (the same suite the demo backend passes) on Firebase: Auth, Firestore and Storage emulators. */
const ADMIN = { email: 'operator@marina.test', password: 'contract-operator-1' };
let emulators: EmulatorEnv;

/** Firestore emulator REST with `Bearer owner`, which bypasses the rules. */
async function firestoreAdmin(path: string, init: RequestInit) {
  const url = `${emulators.origin('firestore')}/${path}`;
  const response = await fetch(url, { ...init, headers: { authorization: 'Bearer owner', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
}

/** A value as Firestore's REST API writes it: the fixtures hold text, whole numbers, booleans, lists and maps. */
function restValue(value: unknown): object {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).map(([key, item]) => [key, restValue(item)]);
    return { mapValue: { fields: Object.fromEntries(fields) } };
  }
  throw new Error(`A fixture value this seed does not write: ${String(value)}`);
}

async function resetFirestore() {
  const root = `emulator/v1/projects/${emulators.projectId}/databases/(default)/documents`;
  await firestoreAdmin(root, { method: 'DELETE' });
  const fixtures = [
    ...serviceFixtures.map((fixture) => ['services', fixture] as const),
    ...faqFixtures.map((fixture) => ['faq', fixture] as const),
  ];
  for (const [collection, { id, ...fixture }] of fixtures) {
    const fields = Object.fromEntries(Object.entries(fixture).map(([key, value]) => [key, restValue(value)]));
    await firestoreAdmin(
      `v1/projects/${emulators.projectId}/databases/(default)/documents/${collection}/${encodeURIComponent(id)}`,
      { method: 'PATCH', body: JSON.stringify({ fields }), headers: { 'content-type': 'application/json' } },
    );
  }
}

beforeAll(async () => {
  emulators = emulatorEnv(['auth', 'firestore', 'storage']);
  const accounts = authAccounts(emulators);
  await accounts.clear();
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
});

/** An emptied Firestore with the fixture services and FAQ, a backend on the emulators, nobody signed in. */
async function firebaseHarness() {
  await resetFirestore();
  const backend = await emulatorBackend(emulators);
  return {
    backend,
    admin: ADMIN,
    // Node has no localStorage: each backend's guest keeps its anonymous user in memory, as another phone would.
    otherDevice: () => emulatorBackend(emulators),
    dispose: async () => {
      await Promise.all(getApps().map((app) => deleteApp(app)));
    },
  };
}

defineBackendContract('Firebase (emulators)', { enforcesAccess: true }, firebaseHarness);

// Without Functions (these emulators have none): every payment method but `available` is refused as unavailable.
definePaymentsContract('Firebase (emulators)', { online: false, demoCheckout: false }, firebaseHarness);

describe('the admin’s search on Firebase', () => {
  it('finds an enquiry by its name, never by a stored search key that is not its name', async () => {
    await resetFirestore();
    const stored = (reference: string, name: string, nameKey: string) =>
      firestoreAdmin(
        `v1/projects/${emulators.projectId}/databases/(default)/documents/enquiries/${reference}`,
        {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            fields: {
              ...Object.fromEntries(
                Object.entries({
                  reference,
                  channel: 'callback',
                  name,
                  nameKey,
                  phone: '+971501234567',
                  preferredTime: '',
                  message: '',
                  language: 'ru',
                  campaign: {},
                  status: 'new',
                }).map(([key, value]) => [key, restValue(value)]),
              ),
              quote: { nullValue: null },
              bookingId: { nullValue: null },
              createdAt: { timestampValue: new Date().toISOString() },
            },
          }),
        },
      );
    // The rules check the key exactly only for ASCII names: spam with another script could carry a client's key.
    await stored('MLY-SPAM22', 'Спам Рассылка', 'sara');
    await stored('MLY-SARA22', 'Sara Al Amin', 'sara al amin');
    const backend = await emulatorBackend(emulators);
    try {
      await backend.auth.signIn(ADMIN.email, ADMIN.password);
      expect((await backend.enquiries.search('Sara')).map((enquiry) => enquiry.reference)).toEqual([
        'MLY-SARA22',
      ]);
      expect((await backend.enquiries.search('спам')).map((enquiry) => enquiry.reference)).toEqual([]);
    } finally {
      await backend.auth.signOut();
      await Promise.all(getApps().map((app) => deleteApp(app)));
    }
  });
});
