import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthApi, SessionUser } from '../types';
import { mapErrors } from './errors';

/** Admin means the ID token carries the custom claim `admin: true` (set by `npm run grant-admin`). */
async function toSessionUser(user: User): Promise<SessionUser> {
  const base = { uid: user.uid, email: user.email ?? '' };
  try {
    const token = await user.getIdTokenResult();
    return { ...base, isAdmin: token.claims.admin === true };
  } catch {
    // The rules decide in the end; without a readable token the client shows no admin screens.
    return { ...base, isAdmin: false };
  }
}

/**
 * Firebase Auth with email and password. `initializeAuth` with local persistence only: no popup/redirect resolver, so
 * the sign-in-with-popup code is not bundled. Loaded on first use.
 */
export function createFirebaseAuth(
  app: FirebaseApp,
  emulatorUrl?: string,
): AuthApi & { currentEmail(): string; currentIdToken(): Promise<string | null> } {
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

  return {
    currentEmail: () => auth.currentUser?.email ?? '',
    currentIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    async signIn(email, password) {
      const credential = await mapErrors(() => signInWithEmailAndPassword(auth, email.trim(), password));
      return toSessionUser(credential.user);
    },
    signOut: () => mapErrors(() => signOut(auth)),
    onChange(callback) {
      // Reading the token is asynchronous: only the answer for the latest change is passed on.
      let latest = 0;
      return onAuthStateChanged(auth, (user) => {
        const change = ++latest;
        if (!user) {
          callback(null);
          return;
        }
        void toSessionUser(user).then((session) => {
          if (change === latest) callback(session);
        });
      });
    },
  };
}
