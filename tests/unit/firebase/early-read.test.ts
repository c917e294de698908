import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCharterRead } from '../../../src/backend/firebase/charter-early-read';
import { createRestChartersApi } from '../../../src/backend/firebase/rest-charters';
import { BackendError } from '../../../src/backend/types';

const TOKEN = 'Ab3_x-Yz09Ab3_x-Yz09Ab';
const GUEST_TOKEN = 'Zz9_x-Yz09Ab3_x-Yz09Ab';
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

  it('is a simple cross-origin request, which goes without a CORS preflight: no header but a text/plain body', async () => {
    const fetch = vi.fn(async () => missing(`charters/${TOKEN}`));
    vi.stubGlobal('fetch', fetch);
    startCharterRead({ kind: 'page', token: TOKEN });
    const [[, init]] = fetch.mock.calls as unknown as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'text/plain' });
  });

  it('reads the guest list’s document on the guests’ page', async () => {
    const fetch = vi.fn(async () => missing(`guestLists/${TOKEN}`));
    vi.stubGlobal('fetch', fetch);
    startCharterRead({ kind: 'guests', token: TOKEN });
    await expect(createRestChartersApi(TARGET).guestList(TOKEN)).resolves.toBeNull();
    expect(asked(fetch)).toEqual([{ url: BATCH_GET, documents: [documentOf(`guestLists/${TOKEN}`)] }]);
  });

  it('gives the yacht’s photo the moment the answer is in, before the page’s read takes that answer', async () => {
    const photo = {
      src: 'http://127.0.0.1:9199/v0/b/bucket/o/yacht%2F1600.webp?alt=media',
      srcset: 'http://127.0.0.1:9199/v0/b/bucket/o/yacht%2F960.webp?alt=media 960w',
      width: 1600,
      height: 1200,
    };
    const str = (value: string) => ({ stringValue: value });
    const int = (value: number) => ({ integerValue: String(value) });
    const found = {
      name: documentOf(`charters/${TOKEN}`),
      fields: {
        token: str(TOKEN),
        guestToken: str(GUEST_TOKEN),
        yacht: {
          mapValue: {
            fields: {
              name: str('Royal Falcon'),
              photo: {
                mapValue: {
                  fields: {
                    src: str(photo.src),
                    srcset: str(photo.srcset),
                    width: int(1600),
                    height: int(1200),
                  },
                },
              },
            },
          },
        },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([{ found }]), { status: 200 })),
    );
    const events: string[] = [];
    startCharterRead({ kind: 'page', token: TOKEN }, (given) => {
      expect(given).toEqual(photo);
      events.push('photo');
    });
    const page = await createRestChartersApi(TARGET).page(TOKEN);
    events.push('page');
    expect(page).toMatchObject({ token: TOKEN, yacht: { name: 'Royal Falcon', photo } });
    expect(events).toEqual(['photo', 'page']);
  });

  it('gives no photo for a page that is not there, nor on the guests’ page', async () => {
    const onPhoto = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => missing(`charters/${TOKEN}`)),
    );
    startCharterRead({ kind: 'page', token: TOKEN }, onPhoto);
    await expect(createRestChartersApi(TARGET).page(TOKEN)).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => missing(`guestLists/${TOKEN}`)),
    );
    startCharterRead({ kind: 'guests', token: TOKEN }, onPhoto);
    await expect(createRestChartersApi(TARGET).guestList(TOKEN)).resolves.toBeNull();
    expect(onPhoto).not.toHaveBeenCalled();
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
