import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { env, firebaseSettings, type FirebaseSettings } from '../../config/env';
import { isPublicUrl, type AuthApi, type Backend, type FilesApi } from '../types';
import { DEFAULT_EMULATORS, type EmulatorPorts } from '../../config/data-hosts';
import { forwardedMethods, lazyApi, once, subscribeWhenLoaded } from '../lazy-api';
import { CHARTER_GUEST_METHODS, type ChartersApi } from '../charter-types';
import { bookingApis } from '../lazy-booking';
import { reviewsFaqApis } from '../lazy-reviews-faq';
import { createFirestoreApis, type FileCleanup } from './catalogue';
import { storagePublicUrl } from './storage-urls';

export interface FirebaseBackendOptions {
  /** Defaults to the VITE_FIREBASE_* settings. */
  settings?: FirebaseSettings;
  /** Emulator ports when `settings.useEmulators` (tests run the emulators on free ports). */
  emulators?: Partial<EmulatorPorts>;
  /** A name for the Firebase app, so tests can run several side by side. */
  appName?: string;
  /** Where a guest's anonymous session is kept (default: localStorage); tests give each device its own. */
  guestStorage?: Storage;
}

function settingsFromEnv(): FirebaseSettings {
  const result = firebaseSettings(env);
  if ('problems' in result) {
    throw new Error(
      `Firebase is not fully configured:\n- ${result.problems.join('\n- ')}\nSee .env.example.`,
    );
  }
  return result.settings;
}

/**
 * The production backend: Firestore (Lite SDK) for data, Storage for images, Auth for the operator. Firestore is
 * ready at once; Storage and Auth are separate chunks downloaded on first use, so a visitor's first page needs only
 * the app and Firestore Lite.
 */
export async function createFirebaseBackend(options: FirebaseBackendOptions = {}): Promise<Backend> {
  const { useEmulators, appCheck, emulatorPorts, functionsBaseUrl, ...config } =
    options.settings ?? settingsFromEnv();
  const emulators = { ...DEFAULT_EMULATORS, ...emulatorPorts, ...options.emulators };
  const app = initializeApp(config, options.appName);
  // Before the first request, so every request carries its token; a site without a key never downloads it.
  const checked = appCheck ? await import('./app-check') : null;
  const appCheckInstance = appCheck && checked ? checked.startAppCheck(app, appCheck, useEmulators) : null;
  // With Cloud Functions on, enquiries go through the server (in the booking chunk, not the first page's).
  const server = functionsBaseUrl
    ? {
        baseUrl: functionsBaseUrl,
        ...(appCheckInstance && checked
          ? { appCheckToken: () => checked.appCheckToken(appCheckInstance) }
          : {}),
      }
    : undefined;
  const db = getFirestore(app);
  if (useEmulators) connectFirestoreEmulator(db, emulators.host, emulators.firestore);

  const loadStorage = once(async () => {
    const { createStorageFiles } = await import('./storage');
    return createStorageFiles(
      app,
      useEmulators ? { host: emulators.host, port: emulators.storage } : undefined,
    );
  });
  const loadAuth = once(async () => {
    const { createFirebaseAuth } = await import('./auth');
    return createFirebaseAuth(app, useEmulators ? `http://${emulators.host}:${emulators.auth}` : undefined);
  });

  const publicUrl = storagePublicUrl(config.storageBucket, useEmulators ? emulators.storage : undefined);
  const files: FilesApi & FileCleanup = {
    publicUrl,
    upload: async (path, file, uploadOptions) => (await loadStorage()).upload(path, file, uploadOptions),
    resolveUrl: async (pathOrUrl) =>
      isPublicUrl(pathOrUrl) ? pathOrUrl : (await loadStorage()).resolveUrl(pathOrUrl),
    remove: async (pathOrUrl) => {
      if (!isPublicUrl(pathOrUrl)) await (await loadStorage()).remove(pathOrUrl);
    },
    removeFiles: async (pathsOrUrls, folder) => (await loadStorage()).removeFiles(pathsOrUrls, folder),
  };

  const auth: AuthApi = {
    signIn: async (email, password) => (await loadAuth()).signIn(email, password),
    signOut: async () => (await loadAuth()).signOut(),
    onChange: (callback) =>
      subscribeWhenLoaded(
        loadAuth,
        (loaded) => loaded.onChange(callback),
        (error) => {
          console.warn('Sign-in is unavailable: the Auth module could not be loaded.', error);
          callback(null);
        },
      ),
  };

  // The guests' side of the charter pages over REST, as a guest's phone runs it (rest-charters.ts); the operator's
  // on the SDK, loaded with the admin's first use.
  const charterGuests = forwardedMethods(
    () =>
      import('./rest-charters').then((m) =>
        m.createRestChartersApi({
          projectId: config.projectId,
          apiKey: config.apiKey,
          ...(useEmulators
            ? {
                origin: `http://${emulators.host}:${emulators.firestore}`,
                authEmulator: `http://${emulators.host}:${emulators.auth}`,
              }
            : {}),
          ...(options.guestStorage ? { storage: options.guestStorage } : {}),
          ...(appCheckInstance && checked
            ? { appCheckToken: () => checked.appCheckToken(appCheckInstance) }
            : {}),
        }),
      ),
    CHARTER_GUEST_METHODS,
  );
  const charters = lazyApi<ChartersApi>(
    () =>
      import('./charters').then((m) => ({
        ...charterGuests,
        ...m.createFirestoreChartersAdmin(db, publicUrl),
      })),
    charterGuests,
  );

  const currentEmail = async () => (await loadAuth()).currentEmail();
  const currentIdToken = async () => (await loadAuth()).currentIdToken();
  return {
    kind: 'firebase',
    ...createFirestoreApis(db, files, publicUrl),
    ...bookingApis(() =>
      import('./booking').then((m) => m.createFirestoreBookingApis(db, currentEmail, server, currentIdToken)),
    ),
    ...reviewsFaqApis(() => import('./reviews-faq').then((m) => m.createFirestoreReviewsFaqApis(db))),
    charters,
    ledger: lazyApi(() => import('./ledger').then((m) => m.createFirestoreLedger(db, currentEmail))),
    cancellations: lazyApi(() =>
      import('./cancellations').then((m) => m.createFirestoreCancellations(db, currentEmail)),
    ),
    payments: lazyApi(() =>
      import('./payments').then((m) => m.createFirebasePaymentsApi(server, currentIdToken)),
    ),
    files,
    auth,
    // The chat proxy's App Check token (docs/decisions/0034-chat-proxy.md).
    ...(appCheckInstance && checked ? { appCheckToken: () => checked.appCheckToken(appCheckInstance) } : {}),
  };
}
