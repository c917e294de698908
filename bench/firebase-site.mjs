// The Firebase build as deployed, for `npm run bench -- --firebase`: the Auth and Firestore emulators on free ports,
// seeded from fixtures/ (scripts/seed.mjs), the site built in emulator mode for them (the prerender reads the seeded
// catalogue, as a production build reads the live one), served by the Hosting emulator with the build's own config.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_PROJECT, emulatorRequirements, requireEmulators } from '../scripts/lib/emulators.mjs';
import { buildForEmulators, emulatorBuildSettings } from '../scripts/lib/emulator-build.mjs';
import { emulatorProcessEnv, logFolder, removeFolder, seed } from '../scripts/emulators/run.mjs';
import { stopAll } from '../scripts/emulators/processes.mjs';
import { startEmulators } from '../scripts/emulators/suite.mjs';

const PROJECT = `${EMULATOR_PROJECT}-bench`;

/**
 * Starts the emulators, seeds them, builds the site into `site` and serves it. `url` is the Hosting emulator's
 * origin; `origins` the emulators the page talks to; `addYachts` writes yachts into Firestore (the scale run);
 * `stop` stops everything (the log folder is kept when `failed`).
 * @param {string} site
 */
export async function startFirebaseSite(site) {
  requireEmulators(['auth', 'firestore']);
  const logs = logFolder();
  try {
    const backend = await startEmulators({
      only: ['auth', 'firestore'],
      ports: 'free',
      project: PROJECT,
      logDir: logs,
    });
    const env = emulatorProcessEnv(backend.env);
    if ((await seed(['auth', 'firestore'], env)) !== 0) throw new Error('Seeding the emulators failed.');
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
    // firebase-admin in this process, for the scale run's yachts.
    for (const [name, value] of Object.entries(backend.env)) process.env[name] = value;
    process.env.METADATA_SERVER_DETECTION ||= 'none';
    const app = getApps()[0] ?? initializeApp({ projectId: PROJECT });
    const db = getFirestore(app);
    return {
      url: `http://${hosting.env.FIREBASE_HOSTING_EMULATOR_HOST}`,
      origins: [backend.env.FIRESTORE_EMULATOR_HOST, backend.env.FIREBASE_AUTH_EMULATOR_HOST].map(
        (host) => `http://${host}`,
      ),
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
