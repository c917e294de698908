import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { largeFeed } from '../../fixtures/feeds/large-feed';
import { syncImportFeeds, syncOneFeed, type SyncOptions } from '../../functions/src/import-sync';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { addDays, dubaiToday } from '../../src/domain/booking/dubai-time';
import { callFunction, functionsEmulators, ownerFirestore } from './functions-env';
import { idToken } from './stripe-kit';

/**
 * The scheduled import of calendars (docs/decisions/0050-calendar-import.md), its handler run on the Firestore emulator
 * against feeds served by a local server: conditional requests (ETag, 304), a feed that did not change writing
 * nothing (every document's update time is compared), moved and dropped events, and failures (404, a slow answer, a
 * body too large, a private address) that keep the last good blocks and record the error.
 */
let app: App;
let db: Firestore;
let server: Server;
let base = '';
/** What the server answers per path: the feed's text and its ETag version, or a failure. */
const served = new Map<string, { text: string; version: number } | 'missing' | 'slow' | 'huge'>();
/** The conditional requests the server was sent. */
const conditional: string[] = [];

const NOW = Date.parse('2031-03-01T06:00:00.000Z');
const FIRST_DAY = addDays(dubaiToday(NOW), 1);
const local: SyncOptions['fetchOptions'] = { allowLocalForTests: true, timeoutMs: 1_000 };
const sync = (now = NOW) => syncImportFeeds(db, { now, fetchOptions: local });

beforeAll(async () => {
  functionsEmulators(); // stops with how to run these tests when the emulators are not there
  app = initializeApp({ projectId: 'demo-import-sync' }, 'import-sync');
  db = getFirestore(app);
  server = createServer((request, response) => {
    const answer = served.get(request.url ?? '');
    if (answer === undefined || answer === 'missing') {
      response.writeHead(404).end('Not found');
      return;
    }
    if (answer === 'slow') {
      setTimeout(() => response.writeHead(200).end('BEGIN:VCALENDAR'), 3_000).unref();
      return;
    }
    if (answer === 'huge') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end('X'.repeat(3 * 1024 * 1024));
      return;
    }
    const etag = `"v${answer.version}"`;
    if (request.headers['if-none-match'])
      conditional.push(`${request.url} ${request.headers['if-none-match']}`);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar', etag }).end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  for (const name of ['importFeeds', 'bookings', 'yachtDays', 'settings']) {
    await db.recursiveDelete(db.collection(name));
  }
  served.clear();
  conditional.length = 0;
});
afterAll(async () => {
  server?.close();
  if (app) await deleteApp(app);
});

async function givenFeed(id: string, yachtId: string, path: string, over: Record<string, unknown> = {}) {
  await db.doc(`importFeeds/${id}`).set({
    yachtId,
    label: `Channel ${id}`,
    url: `${base}${path}`,
    createdAt: Timestamp.fromMillis(NOW - 86_400_000),
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastError: null,
    blockCount: 0,
    etag: null,
    lastModified: null,
    ...over,
  });
}

/** Every document the sync writes, with its update time. */
async function updateTimes() {
  const times = new Map<string, number>();
  for (const name of ['importFeeds', 'bookings', 'yachtDays']) {
    for (const document of (await db.collection(name).get()).docs) {
      times.set(document.ref.path, document.updateTime.toMillis());
    }
  }
  return times;
}

const blocksOf = async (feedId: string) =>
  (await db.collection('bookings').where('source.feedId', '==', feedId).get()).docs;

describe('syncImportFeeds', () => {
  it('imports 10 feeds, and a second run of the unchanged feeds writes nothing, by 304 or by the same text', async () => {
    for (let index = 0; index < 10; index += 1) {
      served.set(`/feed-${index}.ics`, {
        text: largeFeed({ events: 40, firstDay: FIRST_DAY, uidPrefix: `listing-${index}` }),
        version: 1,
      });
      // Two feeds per yacht: their blocks share the yachts' busy days.
      await givenFeed(`f${index}`, `yacht-${index % 5}`, `/feed-${index}.ics`);
    }
    const first = await sync();
    expect(first.map((result) => [result.status, result.added])).toEqual(Array(10).fill(['changed', 40]));
    expect((await db.collection('bookings').get()).size).toBe(400);
    const feed = (await db.doc('importFeeds/f0').get()).data();
    expect(feed).toMatchObject({ blockCount: 40, etag: '"v1"', lastError: null });
    const day = (await db.doc(`yachtDays/yacht-0_${FIRST_DAY}`).get()).get('intervals') as unknown[];
    expect(day).toHaveLength(2);

    const before = await updateTimes();
    const second = await sync(NOW + 15 * 60_000);
    expect(second.map((result) => [result.status, result.writes])).toEqual(
      Array(10).fill(['not-modified', 0]),
    );
    expect(conditional).toContain('/feed-3.ics "v1"');
    expect(await updateTimes()).toEqual(before);

    // A server that ignores If-None-Match (a new version, the same text): still nothing written.
    for (const [path, answer] of served)
      if (typeof answer === 'object') served.set(path, { ...answer, version: 2 });
    await db.doc('importFeeds/f1').update({ etag: '"v2"' }); // one feed already knows the new version
    const third = await sync(NOW + 30 * 60_000);
    expect(third.find((result) => result.feedId === 'f1')).toMatchObject({
      status: 'not-modified',
      writes: 0,
    });
    // The others store their new ETag only (one write each); no block or day moves.
    expect(
      third.filter((result) => result.feedId !== 'f1').map((result) => [result.status, result.writes]),
    ).toEqual(Array(9).fill(['unchanged', 1]));
    const after = await updateTimes();
    for (const [path, time] of after)
      if (!path.startsWith('importFeeds/')) expect(time).toBe(before.get(path));
  }, 60_000);

  it('moves moved events and removes dropped ones, in the busy days too', async () => {
    served.set('/feed.ics', { text: largeFeed({ events: 10, firstDay: FIRST_DAY }), version: 1 });
    await givenFeed('f', 'azure-pearl', '/feed.ics');
    await sync();
    served.set('/feed.ics', {
      text: largeFeed({ events: 10, firstDay: FIRST_DAY, moved: [0], dropped: [1] }),
      version: 2,
    });
    const [result] = await sync(NOW + 15 * 60_000);
    expect(result).toMatchObject({ status: 'changed', added: 0, updated: 1, removed: 1 });
    expect(await blocksOf('f')).toHaveLength(9);
    const second = (await db.doc(`yachtDays/azure-pearl_${addDays(FIRST_DAY, 1)}`).get()).exists;
    expect(second).toBe(false);
    expect((await db.doc('importFeeds/f').get()).get('blockCount')).toBe(9);
  });

  it('keeps the last good blocks when the feed answers 404, is slow, too large or on a private address', async () => {
    served.set('/feed.ics', { text: largeFeed({ events: 5, firstDay: FIRST_DAY }), version: 1 });
    await givenFeed('f', 'azure-pearl', '/feed.ics');
    await sync();
    const lastSuccess = (await db.doc('importFeeds/f').get()).get('lastSuccessAt') as Timestamp;

    for (const [answer, code] of [
      ['missing', 'http-status'],
      ['slow', 'timeout'],
      ['huge', 'too-large'],
    ] as const) {
      served.set('/feed.ics', answer);
      const [result] = await sync(NOW + 60 * 60_000);
      expect(result.status).toBe('failed');
      const stored = (await db.doc('importFeeds/f').get()).data();
      expect(stored?.lastError).toMatchObject({ code });
      expect((stored?.lastSuccessAt as Timestamp).isEqual(lastSuccess)).toBe(true);
      expect(await blocksOf('f')).toHaveLength(5);
    }
    // The same failure again: nothing written.
    const [again] = await sync(NOW + 75 * 60_000);
    expect(again).toMatchObject({ status: 'failed', writes: 0 });

    await givenFeed('inside', 'azure-pearl', '/x.ics', { url: 'https://10.0.0.7/calendar.ics' });
    const results = await sync(NOW + 90 * 60_000);
    expect(results.find((result) => result.feedId === 'inside')?.status).toBe('failed');
    expect((await db.doc('importFeeds/inside').get()).get('lastError.code')).toBe('blocked-address');
  });

  it('leaves feeds of uploaded files alone', async () => {
    await givenFeed('files', 'azure-pearl', '', { url: '' });
    expect(await sync()).toEqual([]);
    expect((await db.doc('importFeeds/files').get()).get('lastAttemptAt')).toBeNull();
  });
});

describe('the operator’s Sync now on the server', () => {
  it('reads one feed at once and stores it, or says why not', async () => {
    served.set('/feed.ics', { text: largeFeed({ events: 3, firstDay: FIRST_DAY }), version: 1 });
    await givenFeed('f', 'azure-pearl', '/feed.ics');
    expect(await syncOneFeed(db, 'f', { now: NOW, fetchOptions: local })).toEqual({
      added: 3,
      updated: 0,
      removed: 0,
      error: null,
    });
    served.set('/feed.ics', 'missing');
    expect(await syncOneFeed(db, 'f', { now: NOW, fetchOptions: local })).toMatchObject({
      added: 0,
      error: { code: 'http-status' },
    });
    await expect(syncOneFeed(db, 'gone', { now: NOW })).rejects.toMatchObject({ code: 'not-found' });
    await expect(syncOneFeed(db, '../x', { now: NOW })).rejects.toMatchObject({ code: 'invalid-argument' });
    await givenFeed('files', 'azure-pearl', '', { url: '' });
    await expect(syncOneFeed(db, 'files', { now: NOW })).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('is the admin’s only, and the deployed function never reads a local address', async () => {
    const emulators = functionsEmulators();
    const owner = ownerFirestore(emulators);
    await owner.set('importFeeds/sync-now', {
      yachtId: 'azure-pearl',
      label: 'Local',
      url: `${base}/feed.ics`,
      createdAt: new Date(NOW),
      lastAttemptAt: null,
      lastSuccessAt: null,
      lastError: null,
      blockCount: 0,
      etag: null,
      lastModified: null,
    });
    try {
      const member = await idToken(emulators, `member-${Date.now()}@marina.test`, {});
      const refused = await callFunction(
        emulators,
        FUNCTION_NAMES.syncImportFeed,
        { feedId: 'sync-now' },
        {
          authorization: `Bearer ${member}`,
        },
      );
      expect(refused.body).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });

      const admin = await idToken(emulators, `operator-${Date.now()}@marina.test`, { admin: true });
      const answer = await callFunction(
        emulators,
        FUNCTION_NAMES.syncImportFeed,
        { feedId: 'sync-now' },
        {
          authorization: `Bearer ${admin}`,
        },
      );
      expect(answer.body).toMatchObject({ result: { added: 0, error: { code: 'not-https' } } });
      expect(await owner.get('importFeeds/sync-now')).toMatchObject({ lastError: { code: 'not-https' } });
    } finally {
      await owner.delete('importFeeds/sync-now');
    }
  });
});
