import { createFirebaseBackend } from '../../src/backend/firebase';
import type { EmulatorPorts } from '../../src/backend/firebase/emulators';
import type { Backend } from '../../src/backend/types';

/**
 * The emulators a test run was given by `scripts/with-emulators.mjs`, which sets these variables. Missing means the
 * tests were started without the emulators: say how to run them instead of failing obscurely.
 */
export function emulatorEnv(needed: readonly ('auth' | 'firestore' | 'storage')[]) {
  const variables = {
    auth: 'FIREBASE_AUTH_EMULATOR_HOST',
    firestore: 'FIRESTORE_EMULATOR_HOST',
    storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
  } as const;
  const projectId = process.env.GCLOUD_PROJECT;
  const missing: string[] = needed.map((name) => variables[name]).filter((name) => !process.env[name]);
  if (!projectId) missing.push('GCLOUD_PROJECT');
  if (missing.length > 0 || !projectId) {
    throw new Error(
      `No emulators: ${missing.join(', ')} not set. Run these tests with \`npm run test:emulators\`, ` +
        'which starts the Auth, Firestore and Storage emulators and stops them afterwards.',
    );
  }
  const hostPort = (name: 'auth' | 'firestore' | 'storage') => process.env[variables[name]] ?? '';
  const port = (name: 'auth' | 'firestore' | 'storage') => Number(hostPort(name).split(':')[1]);
  const ports: Partial<EmulatorPorts> = { host: '127.0.0.1' };
  for (const name of needed) ports[name] = port(name);
  return { projectId, ports, origin: (name: 'auth' | 'firestore' | 'storage') => `http://${hostPort(name)}` };
}

export type EmulatorEnv = ReturnType<typeof emulatorEnv>;

let apps = 0;

/** A fresh Firebase backend (its own Firebase app) on the emulators. */
export function emulatorBackend(emulators: EmulatorEnv): Promise<Backend> {
  const { projectId } = emulators;
  return createFirebaseBackend({
    appName: `test-${++apps}`,
    emulators: emulators.ports,
    settings: {
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: `${projectId}.appspot.com`,
      appId: '1:000000000000:web:0000000000000000',
      useEmulators: true,
    },
  });
}

async function call(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Accounts in the Auth emulator, through its REST API (`Bearer owner` acts as an admin). */
export function authAccounts(emulators: EmulatorEnv) {
  const base = `${emulators.origin('auth')}/identitytoolkit.googleapis.com/v1`;
  return {
    async create(email: string, password: string): Promise<string> {
      const body = await call(`${base}/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      });
      return String(body.localId);
    },
    async setClaims(uid: string, claims: Record<string, unknown>) {
      await call(`${base}/projects/${emulators.projectId}/accounts:update`, {
        method: 'POST',
        body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
      });
    },
    async clear() {
      await call(`${emulators.origin('auth')}/emulator/v1/projects/${emulators.projectId}/accounts`, {
        method: 'DELETE',
      });
    },
  };
}
