// A guest's device on Firebase: an anonymous user made through the Auth REST API (no Auth SDK on the guest list's
// page), whose uid the rules compare with the entries it added (docs/decisions/0043-charter-page.md). The uid and its
// tokens stay in this browser's storage, so the same phone can correct its entry later.
import { BackendError } from '../backend-error';

export interface GuestSessionSettings {
  apiKey: string;
  projectId: string;
  /** The Auth emulator (`http://127.0.0.1:9099`); Google's endpoints otherwise. */
  authEmulator?: string;
  /** Where the session is kept (the page's localStorage; tests pass their own). */
  storage?: Storage;
}

interface StoredSession {
  uid: string;
  idToken: string;
  refreshToken: string;
  /** Epoch ms after which the ID token is refreshed first. */
  expiresAt: number;
}

/** A token is refreshed this long before it expires, so a slow request never carries an expired one. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** Storage that forgets on reload, where a browser has none (private modes, Node). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const unavailable = (cause: unknown) =>
  new BackendError(
    'unavailable',
    'The guest list cannot be reached right now. Check your connection and try again.',
    {
      cause,
    },
  );

export function createGuestSession(settings: GuestSessionSettings) {
  const storage = settings.storage ?? (typeof localStorage === 'undefined' ? memoryStorage() : localStorage);
  const key = `marina-yachts:guest-session:${settings.projectId}`;
  const endpoint = (service: string, path: string) =>
    `${settings.authEmulator ? `${settings.authEmulator}/${service}` : `https://${service}`}${path}?key=${encodeURIComponent(settings.apiKey)}`;

  function read(): StoredSession | null {
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredSession> | null;
      return value && typeof value.uid === 'string' && typeof value.refreshToken === 'string'
        ? (value as StoredSession)
        : null;
    } catch {
      return null;
    }
  }

  function keep(uid: string, idToken: string, refreshToken: string, expiresIn: unknown) {
    const session = { uid, idToken, refreshToken, expiresAt: Date.now() + Number(expiresIn) * 1000 };
    storage.setItem(key, JSON.stringify(session));
    return session;
  }

  async function post(url: string, body: string, type: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
    } catch (error) {
      throw unavailable(error);
    }
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return json;
    if (response.status >= 500 || response.status === 429) throw unavailable(json);
    // Anonymous sign-in switched off in the project, or a refresh token revoked.
    throw new BackendError(
      'permission-denied',
      'This device cannot be let onto the guest list right now: send your details to the operator.',
      { cause: json },
    );
  }

  async function signUp(): Promise<StoredSession> {
    const made = await post(
      endpoint('identitytoolkit.googleapis.com', '/v1/accounts:signUp'),
      JSON.stringify({ returnSecureToken: true }),
      'application/json',
    );
    return keep(String(made.localId), String(made.idToken), String(made.refreshToken), made.expiresIn);
  }

  async function refresh(session: StoredSession): Promise<StoredSession> {
    const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken });
    const made = await post(
      endpoint('securetoken.googleapis.com', '/v1/token'),
      body.toString(),
      'application/x-www-form-urlencoded',
    );
    return keep(String(made.user_id), String(made.id_token), String(made.refresh_token), made.expires_in);
  }

  return {
    /** This device's uid, when it has one (no sign-up: reading the list needs none). */
    uid: (): string | null => read()?.uid ?? null,
    /** A current ID token for this device's user, signing up anonymously the first time. */
    async idToken(): Promise<string> {
      const session = read();
      if (!session) return (await signUp()).idToken;
      if (session.expiresAt - REFRESH_MARGIN_MS > Date.now()) return session.idToken;
      return (await refresh(session)).idToken;
    },
  };
}

export type GuestSession = ReturnType<typeof createGuestSession>;
