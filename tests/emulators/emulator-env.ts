import { createFirebaseBackend } from '../../src/backend/firebase';
import type { Backend } from '../../src/backend/types';
import { emulatorEnv } from './emulator-hosts';

export { emulatorEnv };

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
    /** Sets when the account's sessions were last revoked (seconds since the epoch). */
    async setValidSince(uid: string, seconds: number) {
      await call(`${base}/projects/${emulators.projectId}/accounts:update`, {
        method: 'POST',
        body: JSON.stringify({ localId: uid, validSince: String(seconds) }),
      });
    },
    /** When the account's sessions were last revoked (seconds since the epoch; 0 when never). */
    async validSince(uid: string): Promise<number> {
      const body = await call(`${base}/projects/${emulators.projectId}/accounts:lookup`, {
        method: 'POST',
        body: JSON.stringify({ localId: [uid] }),
      });
      const [user] = body.users as { validSince?: string }[];
      return Number(user?.validSince ?? 0);
    },
    async clear() {
      await call(`${emulators.origin('auth')}/emulator/v1/projects/${emulators.projectId}/accounts`, {
        method: 'DELETE',
      });
    },
  };
}
