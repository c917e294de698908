import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The project's Firestore through the admin SDK (on the emulators, FIRESTORE_EMULATOR_HOST points it there). */
export function firestore(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
