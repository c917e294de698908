import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { EMULATOR_OPERATOR } from '../../../scripts/lib/admin.mjs';

/** The seeded operator (scripts/seed.mjs): the admin claim. */
export const OPERATOR = EMULATOR_OPERATOR;
/** An account without the admin claim (global-setup.ts creates it). */
export const GUEST = { email: 'guest@marina.test', password: 'guest-no-claim-2024' };

const VARIABLES = [
  'FIREBASE_HOSTING_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'GCLOUD_PROJECT',
] as const;

/** Where the emulators of this run are; fails, saying how to run these tests, when they are not there. */
export function emulatorEnv() {
  const missing = VARIABLES.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} not set: the Firebase browser tests run through \`npm run test:e2e:firebase\`, ` +
        'which starts the emulators, builds the site for them and serves it with the Hosting emulator.',
    );
  }
  const value = (name: (typeof VARIABLES)[number]) => process.env[name] as string;
  return {
    projectId: value('GCLOUD_PROJECT'),
    /** The origins the emulator build talks to, and nothing else beyond production's. */
    origins: {
      firestore: `http://${value('FIRESTORE_EMULATOR_HOST')}`,
      auth: `http://${value('FIREBASE_AUTH_EMULATOR_HOST')}`,
      storage: `http://${value('FIREBASE_STORAGE_EMULATOR_HOST')}`,
    },
  };
}

/** firebase-admin on this run's emulators (the *_EMULATOR_HOST variables point it there). */
export function admin(): App {
  if (getApps().length > 0) return getApp();
  const { projectId } = emulatorEnv();
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  return initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` });
}

export const adminAuth = () => getAuth(admin());
export const firestore = () => getFirestore(admin());
export const bucket = () => getStorage(admin()).bucket();

/** The stored enquiries from this name (call-back requests and quotes), with their document ids. */
export async function enquiriesFrom(name: string) {
  const snapshot = await firestore().collection('enquiries').where('name', '==', name).get();
  return snapshot.docs.map(
    (doc) => ({ ...doc.data(), id: doc.id }) as Record<string, unknown> & { id: string },
  );
}

/** The names of the files stored under a folder (`Products/`, `Offers/`). */
export async function storedFiles(prefix: string) {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((file) => file.name);
}
