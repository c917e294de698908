// The scheduled import of calendars under its budget (docs/decisions/0050-calendar-import.md): 10 feeds of 500 events
// each, served by a local HTTP server with ETags, synced by the function's own handler (functions/src/import-sync.ts)
// into the Firestore emulator with the admin SDK. Budget: the first sync within 30 s; a second sync of the unchanged
// feeds writes nothing (every document's update time is compared, besides the handler's own count); a third, with
// 5 events moved and 5 dropped in one feed, writes only those blocks, their days and that feed's record.
//   node scripts/with-emulators.mjs --only firestore -- node bench/import-sync.mjs
//   npm run bench -- --import-sync   (the same)
// Never part of `npm test`. Only an emulator on 127.0.0.1 and a server on 127.0.0.1; stops after 180 s. Writes
// bench-results/import-sync.json; exits non-zero when a check fails.
import { createServer as createHttpServer } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const FEEDS = 10;
const EVENTS = 500;
const BUDGET_MS = 30_000;
const DEADLINE_MS = 180_000;

const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
if (!/^127\.0\.0\.1:\d+$/.test(host) || !process.env.GCLOUD_PROJECT?.startsWith('demo-')) {
  throw new Error(
    'Run this against a local Firestore emulator of a demo- project: ' +
      'node scripts/with-emulators.mjs --only firestore -- node bench/import-sync.mjs',
  );
}
setTimeout(() => {
  console.error(`Stopped: the bench took longer than ${DEADLINE_MS / 1000} s.`);
  process.exit(1);
}, DEADLINE_MS).unref();

// The handler and the feed generator, loaded from TypeScript by Vite.
const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const { syncImportFeeds } = /** @type {any} */ (
  await vite.ssrLoadModule(resolve('functions/src/import-sync.ts'))
);
const { largeFeed } = /** @type {any} */ (await vite.ssrLoadModule(resolve('fixtures/feeds/large-feed.ts')));
const { DEFAULT_BOOKING_SETTINGS } = /** @type {any} */ (
  await vite.ssrLoadModule(resolve('src/domain/booking/settings.ts'))
);
const { initializeApp, deleteApp } = await import('firebase-admin/app');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');

const now = Date.now();
const firstDay = new Date(now + 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
/** @type {Map<string, { text: string, version: number }>} */
const served = new Map();
for (let index = 0; index < FEEDS; index += 1) {
  served.set(`/feed-${index}.ics`, {
    text: largeFeed({ events: EVENTS, firstDay, uidPrefix: `listing-${index}` }),
    version: 1,
  });
}
const server = createHttpServer((request, response) => {
  const answer = served.get(request.url ?? '');
  if (!answer) return void response.writeHead(404).end();
  const etag = `"v${answer.version}"`;
  if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
  response.writeHead(200, { 'content-type': 'text/calendar', etag }).end(answer.text);
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'import-sync-bench');
const db = getFirestore(app);
const collections = ['importFeeds', 'bookings', 'yachtDays'];

async function updateTimes() {
  /** @type {Map<string, number>} */
  const times = new Map();
  for (const name of collections) {
    for (const document of (await db.collection(name).get()).docs) {
      times.set(document.ref.path, document.updateTime.toMillis());
    }
  }
  return times;
}

/** @param {Map<string, number>} before @param {Map<string, number>} after */
const written = (before, after) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path))
    .length;

/** @param {number} at */
async function timedSync(at) {
  const started = performance.now();
  const results = await syncImportFeeds(db, { now: at, fetchOptions: { allowLocalForTests: true } });
  const ms = Math.round(performance.now() - started);
  /** @type {Record<string, number>[]} */
  const rows = results;
  const sum = (/** @type {string} */ key) => rows.reduce((total, result) => total + result[key], 0);
  return { ms, added: sum('added'), updated: sum('updated'), removed: sum('removed'), writes: sum('writes') };
}

const checks = [];
try {
  for (const name of [...collections, 'settings']) await db.recursiveDelete(db.collection(name));
  for (let index = 0; index < FEEDS; index += 1) {
    await db.doc(`importFeeds/bench-${index}`).set({
      yachtId: `bench-yacht-${index}`,
      label: `Marketplace ${index}`,
      url: `${base}/feed-${index}.ics`,
      createdAt: Timestamp.now(),
      lastAttemptAt: null,
      lastSuccessAt: null,
      lastError: null,
      blockCount: 0,
      etag: null,
      lastModified: null,
    });
  }
  // The window is the booking horizon: 500 daily events need 500 days of it.
  await db.doc('settings/booking').set({ ...DEFAULT_BOOKING_SETTINGS, horizonDays: 730 });

  const empty = await updateTimes();
  const first = await timedSync(now);
  const afterFirst = await updateTimes();
  const second = await timedSync(now + 15 * 60_000);
  const afterSecond = await updateTimes();
  served.set('/feed-0.ics', {
    text: largeFeed({
      events: EVENTS,
      firstDay,
      uidPrefix: 'listing-0',
      moved: [1, 2, 3, 4, 5],
      dropped: [10, 11, 12, 13, 14],
    }),
    version: 2,
  });
  const third = await timedSync(now + 30 * 60_000);
  const afterThird = await updateTimes();

  const runs = {
    first: { ...first, documentsChanged: written(empty, afterFirst) },
    second: { ...second, documentsChanged: written(afterFirst, afterSecond) },
    third: { ...third, documentsChanged: written(afterSecond, afterThird) },
  };
  checks.push(
    {
      name: `first sync of ${FEEDS} feeds × ${EVENTS} events within 30 s`,
      pass: first.ms <= BUDGET_MS,
      shown: `${first.ms} ms`,
    },
    { name: 'first sync adds every event', pass: first.added === FEEDS * EVENTS, shown: String(first.added) },
    {
      name: 'second sync of unchanged feeds writes nothing',
      pass: second.writes === 0 && runs.second.documentsChanged === 0,
      shown: `${second.writes} counted, ${runs.second.documentsChanged} documents changed`,
    },
    {
      name: 'third sync writes only the 10 changed blocks, their days and the feed',
      pass:
        third.updated === 5 &&
        third.removed === 5 &&
        runs.third.documentsChanged === third.writes &&
        third.writes <= 10 + 20 + 1,
      shown: `${third.updated} moved, ${third.removed} removed, ${third.writes} writes, ${runs.third.documentsChanged} documents changed`,
    },
  );
  for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'} ${check.name}: ${check.shown}`);
  console.log(JSON.stringify(runs, null, 2));
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/import-sync.json',
    `${JSON.stringify({ at: new Date().toISOString(), feeds: FEEDS, events: EVENTS, runs, checks }, null, 2)}\n`,
  );
} finally {
  server.close();
  await deleteApp(app);
  await vite.close();
}
process.exit(checks.every((check) => check.pass) ? 0 : 1);
