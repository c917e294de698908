import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The project's Firestore through the admin SDK (on the emulators, FIRESTORE_EMULATOR_HOST points it there). */
export function firestore(): Firestore {
  // The default app: firebase-functions may have made one of its own for a trigger's event, under another name.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
  return getFirestore();
}
