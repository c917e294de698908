import { FUNCTIONS_REGION } from '../domain/server-api';

/** Where the local emulator suite listens (the same ports as `emulators` in firebase.json). */
export interface EmulatorPorts {
  host: string;
  auth: number;
  firestore: number;
  storage: number;
}

export const DEFAULT_EMULATORS: EmulatorPorts = {
  host: '127.0.0.1',
  auth: 9099,
  firestore: 8080,
  storage: 9199,
};

/** Firestore's and Storage's origins in production: the REST reads, and the photos' public addresses. */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * The origins a Firebase build reads Firestore and Storage from: the emulators' with `emulators` (their ports), else
 * Google's. The charter pages connect to them while their code loads (vite.config.ts).
 */
export function dataOrigins(emulators?: { firestore?: number; storage?: number }): {
  firestore: string;
  storage: string;
} {
  if (!emulators) return { firestore: FIRESTORE_ORIGIN, storage: STORAGE_ORIGIN };
  const at = (port: number) => `http://${DEFAULT_EMULATORS.host}:${port}`;
  return {
    firestore: at(emulators.firestore || DEFAULT_EMULATORS.firestore),
    storage: at(emulators.storage || DEFAULT_EMULATORS.storage),
  };
}

/** Google's default address of a 2nd-gen function, or the Functions emulator's (its port from firebase.json). */
export function functionsBaseUrl(projectId: string, emulatorPort?: number): string {
  return emulatorPort === undefined
    ? `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`
    : `http://127.0.0.1:${emulatorPort}/${projectId}/${FUNCTIONS_REGION}`;
}

/** The Functions emulator's port in firebase.json. */
export const DEFAULT_FUNCTIONS_EMULATOR_PORT = 5001;
