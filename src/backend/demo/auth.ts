import { DEMO_OPERATOR, DEMO_VISITOR_ACCOUNT } from '../../config/demo';
import { BackendError, type AuthApi, type SessionUser } from '../types';

const SESSION_KEY = 'marina-luxe-demo-session';

const accounts: { email: string; password: string; user: SessionUser }[] = [
  { ...DEMO_OPERATOR, user: { uid: 'demo-operator', email: DEMO_OPERATOR.email, isAdmin: true } },
  { ...DEMO_VISITOR_ACCOUNT, user: { uid: 'demo-guest', email: DEMO_VISITOR_ACCOUNT.email, isAdmin: false } },
];

function readSession(storage: Storage): SessionUser | null {
  const uid = storage.getItem(SESSION_KEY);
  return accounts.find((a) => a.user.uid === uid)?.user ?? null;
}

/** The signed-in account's email, or '' (the author of a note). */
export const sessionEmail = (storage: Storage): string => readSession(storage)?.email ?? '';

/** Demo sign-in with two fixed accounts; the session survives reloads in localStorage. */
export function createDemoAuth(storage: Storage = window.localStorage): AuthApi {
  const listeners = new Set<(user: SessionUser | null) => void>();
  const notify = (user: SessionUser | null) => listeners.forEach((listener) => listener(user));

  return {
    async signIn(email, password) {
      const account = accounts.find((a) => a.email === email.trim().toLowerCase() && a.password === password);
      if (!account) throw new BackendError('invalid-credentials', 'Invalid email or password.');
      storage.setItem(SESSION_KEY, account.user.uid);
      notify(account.user);
      return account.user;
    },
    async signOut() {
      storage.removeItem(SESSION_KEY);
      notify(null);
    },
    onChange(callback) {
      listeners.add(callback);
      // Asynchronous like a real auth service: the first answer comes after subscribing.
      queueMicrotask(() => {
        if (listeners.has(callback)) callback(readSession(storage));
      });
      return () => listeners.delete(callback);
    },
  };
}
