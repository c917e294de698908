// The Firebase build as deployed, for `npm run bench -- --firebase`: the Auth, Firestore and Storage emulators on free
// ports, seeded from fixtures/ (scripts/seed.mjs); camera photos on a few yachts as the admin stores them
// (bench/camera-photos.mjs: their WebP variants uploaded to Storage with the admin's metadata, the yachts' `images` in
// Firestore listing them at their public URLs); the site built in emulator mode for them (the prerender reads that
// catalogue, as a production build reads the live one), served by the Hosting emulator with the build's own config.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { EMULATOR_PROJECT, emulatorRequirements, requireEmulators } from '../scripts/lib/emulators.mjs';
import { buildForEmulators, emulatorBuildSettings } from '../scripts/lib/emulator-build.mjs';
import { emulatorProcessEnv, logFolder, removeFolder, seed } from '../scripts/emulators/run.mjs';
import { stopAll } from '../scripts/emulators/processes.mjs';
import { startEmulators } from '../scripts/emulators/suite.mjs';
import { cameraPhotos, describeCameraPhotos } from './camera-photos.mjs';

const PROJECT = `${EMULATOR_PROJECT}-bench`;
const BUCKET = `${PROJECT}.appspot.com`;
/** What the admin sets on every upload (src/backend/firebase/storage.ts): each file has a name of its own. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The camera photos, as the operator's admin leaves them: every variant uploaded, then each yacht's `images`
 * replaced by its photos (what Save writes: src/backend/firebase/payloads.ts, six fields per photo).
 * @param {import('firebase-admin/app').App} app
 * @param {string} storageHost `host:port` of the Storage emulator
 * @param {string} cacheDir
 */
async function uploadCameraPhotos(app, storageHost, cacheDir) {
  const photos = await cameraPhotos({
    cacheDir,
    storage: { origin: `http://${storageHost}`, bucket: BUCKET },
  });
  const bucket = getStorage(app).bucket(BUCKET);
  const files = photos.flatMap((yacht) => yacht.photos.flatMap((photo) => photo.files));
  for (let start = 0; start < files.length; start += 6) {
    await Promise.all(
      files.slice(start, start + 6).map((file) =>
        bucket.file(file.path).save(file.data, {
          resumable: false,
          contentType: file.contentType,
          metadata: { cacheControl: CACHE_CONTROL },
        }),
      ),
    );
  }
  const db = getFirestore(app);
  for (const yacht of photos) {
    const images = yacht.photos.map(({ photo: { src, srcset, width, height, placeholder, alt } }) => ({
      src,
      srcset,
      width,
      height,
      placeholder,
      alt,
    }));
    await db.collection('products').doc(yacht.yachtId).update({ images });
  }
  console.log(
    `Camera photos uploaded to the Storage emulator (${files.length} files):\n${describeCameraPhotos(photos)}`,
  );
}

/**
 * A confirmed charter for 20 guests on royal-falcon (its camera photo first) ten days ahead, in English, with its
 * page and its guest list (3 guests added), written as the admin writes them (src/backend/firebase/charters.ts: the
 * page's document is the page itself; the list's adds its lock as a timestamp).
 * @param {import('firebase-admin/firestore').Firestore} db
 */
async function addCharter(db) {
  const token = randomBytes(16).toString('base64url');
  const guestToken = randomBytes(16).toString('base64url');
  const yacht = (await db.collection('products').doc('royal-falcon').get()).data() ?? {};
  const date = new Date(Date.now() + 10 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
  const selection = {
    yachtId: 'royal-falcon',
    date,
    startMinute: 17 * 60,
    hours: 3,
    guests: 20,
    addOnIds: [],
  };
  const totalFils = 3 * 150_000;
  const berth = {
    name: 'Dubai Marina Yacht Club, pontoon C',
    mapUrl: 'https://maps.app.goo.gl/marina',
    notes: 'Please arrive 15 minutes early; the captain meets you at the gate.',
  };
  const page = {
    token,
    guestToken,
    reference: 'MLY-BENCH1',
    language: 'en',
    status: 'active',
    clientName: 'Anastasia Ivanova-Smirnova',
    yacht: {
      id: 'royal-falcon',
      name: String(yacht.name ?? 'Royal Falcon'),
      photo: Array.isArray(yacht.images) && yacht.images[0] ? yacht.images[0] : null,
      included: String(yacht.complementary ?? ''),
    },
    quote: {
      selection,
      yachtName: String(yacht.name ?? 'Royal Falcon'),
      lines: [
        { kind: 'charter', rate: 'weekday', unitPriceFils: 150_000, quantity: 3, amountFils: totalFils },
      ],
      subtotalFils: totalFils,
      vatMode: 'included',
      vatFils: Math.round((totalFils * 5) / 105),
      totalFils,
      depositFils: totalFils / 2,
    },
    paid: { paidFils: 0 },
    berth,
    cutoffHours: 24,
    updatedAt: new Date().toISOString(),
  };
  const start = Date.parse(`${date}T00:00:00+04:00`) + selection.startMinute * 60_000;
  const list = {
    guestToken,
    reference: page.reference,
    language: page.language,
    status: page.status,
    yachtName: page.yacht.name,
    selection,
    berth,
    booked: selection.guests,
    cutoffHours: page.cutoffHours,
    locksAt: new Date(start - page.cutoffHours * 3_600_000),
  };
  const batch = db.batch();
  batch.set(db.collection('charters').doc(token), page);
  batch.set(db.collection('guestLists').doc(guestToken), list);
  ['Layla Haddad', 'Omar Al Farsi', 'Анастасия Иванова'].forEach((fullName, index) => {
    const slot = String(index + 1);
    const guests = db.collection('guestLists').doc(guestToken);
    batch.set(guests.collection('guests').doc(slot), { fullName, uid: 'operator', addedAt: new Date() });
    batch.set(guests.collection('ids').doc(slot), {
      nationality: 'AE',
      idType: 'passport',
      idNumber: `N123456${index}`,
      uid: 'operator',
    });
  });
  await batch.commit();
  return { token, guestToken };
}

/**
 * Starts the emulators, seeds them, uploads the camera photos (their JPEGs cached in `cacheDir`), builds the site
 * into `site` and serves it. `url` is the Hosting emulator's origin; `origins` the emulators the page talks to;
 * `addYachts` writes yachts into Firestore (the scale run); `crashed` says why an emulator stopped, if one did;
 * `stop` stops everything (the log folder is kept when `failed`).
 * @param {string} site
 * @param {{ cacheDir: string }} options
 */
export async function startFirebaseSite(site, { cacheDir }) {
  requireEmulators(['auth', 'firestore', 'storage']);
  const logs = logFolder();
  try {
    const backend = await startEmulators({
      only: ['auth', 'firestore', 'storage'],
      ports: 'free',
      project: PROJECT,
      logDir: logs,
    });
    const env = emulatorProcessEnv(backend.env);
    if ((await seed(['auth', 'firestore'], env)) !== 0) throw new Error('Seeding the emulators failed.');
    // firebase-admin in this process: the camera photos, then the scale run's yachts.
    for (const [name, value] of Object.entries(backend.env)) process.env[name] = value;
    process.env.METADATA_SERVER_DETECTION ||= 'none';
    const app = getApps()[0] ?? initializeApp({ projectId: PROJECT, storageBucket: BUCKET });
    await uploadCameraPhotos(app, backend.env.FIREBASE_STORAGE_EMULATOR_HOST, cacheDir);
    console.log(`Building (Firebase, emulator mode, catalogue from the seeded emulator) into ${site} …`);
    await buildForEmulators(site, { ...env, ...emulatorBuildSettings(backend.env, PROJECT) });
    const missing = emulatorRequirements(['hosting'], site);
    if (missing.length > 0) throw new Error(missing.join('\n'));
    const hostingLogs = join(logs, 'hosting');
    mkdirSync(hostingLogs);
    const hosting = await startEmulators({
      only: ['hosting'],
      ports: 'free',
      project: PROJECT,
      logDir: hostingLogs,
      site,
    });
    const db = getFirestore(app);
    // An emulator that stops during the run (a photo's file gone, say) makes every later number wrong.
    let crash = '';
    void Promise.race([backend.crashed, hosting.crashed]).then((message) => {
      crash = message;
      console.error(`✖ ${message}`);
    });
    return {
      /** Why an emulator stopped during the run; '' while they all run. */
      get crashed() {
        return crash;
      },
      url: `http://${hosting.env.FIREBASE_HOSTING_EMULATOR_HOST}`,
      origins: [
        backend.env.FIRESTORE_EMULATOR_HOST,
        backend.env.FIREBASE_AUTH_EMULATOR_HOST,
        backend.env.FIREBASE_STORAGE_EMULATOR_HOST,
      ].map((host) => `http://${host}`),
      /** A confirmed charter's page and guest list as the operator's Confirm leaves them (bench/charter.mjs). */
      addCharter: () => addCharter(db),
      /** @param {readonly ({ id: string } & Record<string, unknown>)[]} yachts */
      async addYachts(yachts) {
        for (let start = 0; start < yachts.length; start += 400) {
          const batch = db.batch();
          for (const { id, ...data } of yachts.slice(start, start + 400))
            batch.set(db.collection('products').doc(id), data);
          await batch.commit();
        }
      },
      /** @param {boolean} failed */
      async stop(failed) {
        await stopAll();
        if (failed) console.error(`Emulator logs: ${logs}`);
        else removeFolder(logs);
      },
    };
  } catch (error) {
    await stopAll();
    console.error(`Emulator logs: ${logs}`);
    throw error;
  }
}
