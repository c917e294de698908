import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCharterRead } from '../../../src/backend/firebase/charter-early-read';
import { createRestChartersApi } from '../../../src/backend/firebase/rest-charters';
import { BackendError } from '../../../src/backend/types';

const TOKEN = 'Ab3_x-Yz09Ab3_x-Yz09Ab';
const TARGET = { projectId: 'demo-marina', apiKey: 'key-1', origin: 'http://127.0.0.1:8080' };
const BATCH_GET =
  'http://127.0.0.1:8080/v1/projects/demo-marina/databases/(default)/documents:batchGet?key=key-1';
const documentOf = (path: string) => `projects/demo-marina/databases/(default)/documents/${path}`;

/** Firestore's answer to a batchGet of a document that is not there. */
const missing = (path: string) =>
  new Response(JSON.stringify([{ missing: documentOf(path) }]), { status: 200 });

/** What each request asked for: its address and the documents in its body. */
const asked = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url, init]) => ({
    url: String(url),
    documents: (JSON.parse(String((init as RequestInit).body)) as { documents: string[] }).documents,
  }));

beforeEach(() => {
  // The web config of an emulator build, as the entry finds it in import.meta.env.
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-marina');
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'key-1');
  vi.stubEnv('VITE_USE_FIREBASE_EMULATORS', 'true');
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_PORT', '8080');
  vi.stubEnv('VITE_APPCHECK_SITE_KEY', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('a charter page’s first read, sent by the entry before the REST code has loaded', () => {
  it('is the very request the page’s read makes, which takes its answer once: one request, not two', async () => {
    const fetch = vi.fn(async () => missing(`charters/${TOKEN}`));
    vi.stubGlobal('fetch', fetch);
    startCharterRead({ kind: 'page', token: TOKEN });
    expect(asked(fetch)).toEqual([{ url: BATCH_GET, documents: [documentOf(`charters/${TOKEN}`)] }]);

    const charters = createRestChartersApi(TARGET);
    await expect(charters.page(TOKEN)).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a later read (Try again, a new visit) asks Firestore again.
    await expect(charters.page(TOKEN)).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads the guest list’s document on the guests’ page', async () => {
    const fetch = vi.fn(async () => missing(`guestLists/${TOKEN}`));
    vi.stubGlobal('fetch', fetch);
    startCharterRead({ kind: 'guests', token: TOKEN });
    await expect(createRestChartersApi(TARGET).guestList(TOKEN)).resolves.toBeNull();
    expect(asked(fetch)).toEqual([{ url: BATCH_GET, documents: [documentOf(`guestLists/${TOKEN}`)] }]);
  });

  it('leaves a failure to the page’s read, which says it in its words (never an unhandled rejection)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    startCharterRead({ kind: 'page', token: TOKEN });
    // The failure lands before anyone asks for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const read = createRestChartersApi(TARGET).page(TOKEN);
    await expect(read).rejects.toBeInstanceOf(BackendError);
    await expect(read).rejects.toMatchObject({ code: 'unavailable' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not sent for an address that is no charter’s, nor with App Check on (the SDK reads then)', () => {
    const fetch = vi.fn(async () => missing(`charters/${TOKEN}`));
    vi.stubGlobal('fetch', fetch);
    startCharterRead({ kind: 'page', token: 'not-a-token' });
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', 'site-key');
    startCharterRead({ kind: 'page', token: TOKEN });
    expect(fetch).not.toHaveBeenCalled();
  });
});
