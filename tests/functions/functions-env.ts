import { deleteApp, getApps } from 'firebase/app';
import { createFirebaseBackend } from '../../src/backend/firebase';
import type { Backend } from '../../src/backend/types';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';

/**
 * The Functions, Firestore and Auth emulators of `npm run test:functions` (scripts/with-emulators.mjs sets these
 * variables). Missing means the tests were started without them: say how to run them.
 */
export function functionsEmulators() {
  const projectId = process.env.GCLOUD_PROJECT;
  const functions = process.env.FUNCTIONS_EMULATOR_HOST;
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!projectId || !functions || !firestore || !auth) {
    throw new Error(
      'No Functions emulators: run these tests with `npm run test:functions`, which starts the Functions, ' +
        'Firestore and Auth emulators and stops them afterwards.',
    );
  }
  const port = (host: string) => Number(host.split(':')[1]);
  return {
    projectId,
    functionsBaseUrl: `http://${functions}/${projectId}/${FUNCTIONS_REGION}`,
    firestoreOrigin: `http://${firestore}`,
    ports: { host: '127.0.0.1', firestore: port(firestore), auth: port(auth), storage: 1 },
  };
}
export type FunctionsEmulators = ReturnType<typeof functionsEmulators>;

let apps = 0;

/** A Firebase backend on the emulators, with the functions switched on (or off: the browser path). */
export function siteBackend(emulators: FunctionsEmulators, withFunctions = true): Promise<Backend> {
  const { projectId } = emulators;
  return createFirebaseBackend({
    appName: `functions-test-${++apps}`,
    emulators: emulators.ports,
    settings: {
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: `${projectId}.appspot.com`,
      appId: '1:000000000000:web:0000000000000000',
      useEmulators: true,
      ...(withFunctions ? { functionsBaseUrl: emulators.functionsBaseUrl } : {}),
    },
  });
}

export const deleteApps = () => Promise.all(getApps().map((app) => deleteApp(app)));

/** Firestore's REST API as the owner (`Bearer owner` passes the rules): seeds and reads what the server stored. */
export function ownerFirestore({ firestoreOrigin, projectId }: FunctionsEmulators) {
  const documents = `${firestoreOrigin}/v1/projects/${projectId}/databases/(default)/documents`;
  async function call(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ fields?: Record<string, RestValue> }>;
  }
  return {
    clear: () =>
      call(`${firestoreOrigin}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      }),
    set: (path: string, data: Record<string, unknown>) =>
      call(`${documents}/${path}`, {
        method: 'PATCH',
        body: JSON.stringify({
          fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toRest(v)])),
        }),
      }),
    delete: (path: string) => call(`${documents}/${path}`, { method: 'DELETE' }),
    get: async (path: string) =>
      fromRest({ mapValue: { fields: (await call(`${documents}/${path}`)).fields ?? {} } }),
    /** The documents of a collection: each one's id and data. */
    list: async (collection: string) => {
      const answer = (await call(`${documents}/${collection}?pageSize=300`)) as {
        documents?: { name: string; fields?: Record<string, RestValue> }[];
      };
      return (answer.documents ?? []).map((document) => ({
        id: document.name.split('/').at(-1) ?? '',
        data: fromRest({ mapValue: { fields: document.fields ?? {} } }) as Record<string, unknown>,
      }));
    },
  };
}

type RestValue = Record<string, unknown>;

function toRest(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  if (typeof value === 'number') return { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRest) } };
  if (typeof value === 'object') {
    return {
      mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toRest(v)])) },
    };
  }
  throw new Error(`Not a value this helper writes: ${String(value)}`);
}

function fromRest(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(fromRest);
    return values;
  }
  const fields = (value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRest(v)]));
}

/** Calls a function as a script would: the callable protocol over fetch, with any headers. */
export async function callFunction(
  emulators: FunctionsEmulators,
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${emulators.functionsBaseUrl}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
