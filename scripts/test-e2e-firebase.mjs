#!/usr/bin/env node
// The Firebase build in a real browser, served as deployed (`npm run test:e2e:firebase`, part of `npm test`):
//   1. starts the Auth, Firestore and Storage emulators on free ports (project demo-marina-test) and seeds them from
//      fixtures/ (scripts/seed.mjs: the catalogue and the operator, with the admin claim);
//   2. builds the site in emulator mode into dist-firebase-e2e/ (dist/ is left to the demo suite) for exactly those
//      ports: `vite build --mode emulator` and the prerender, which writes the build's hosting config — firebase.json's
//      rewrites and headers, its Content-Security-Policy allowing these three emulator origins;
//   3. serves that build through the Hosting emulator with that config;
//   4. runs Playwright (playwright.firebase.config.ts; extra arguments go to it) against the Hosting emulator.
// Everything it started is stopped when it ends, fails or is interrupted; it exits with Playwright's code.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PROJECT, ROOT, emulatorRequirements, requireEmulators } from './lib/emulators.mjs';
import {
  emulatorProcessEnv,
  logFolder,
  onStopSignal,
  removeFolder,
  runCommand,
  seed,
} from './emulators/run.mjs';
import { stopAll } from './emulators/processes.mjs';
import { startEmulators } from './emulators/suite.mjs';

/** The emulator-mode build the browser tests load; not dist/, which the demo suite serves. */
const SITE = join(ROOT, 'dist-firebase-e2e');
const PROJECT = `${EMULATOR_PROJECT}-test`;

requireEmulators(['auth', 'firestore', 'storage']);
const logs = logFolder();
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** @type {import('node:child_process').ChildProcess | null} */
let child = null;
onStopSignal(async (signal) => {
  console.error(`\n✖ ${signal}: stopping the emulators.`);
  child?.kill('SIGTERM');
  await stopAll();
});

/**
 * Runs a step to its end; the emulators keep running meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
async function step(command, args, env) {
  const run = runCommand(command, args, env);
  child = run.child;
  const code = await run.exited;
  child = null;
  return code;
}

/**
 * The settings of the emulator build: .env.emulator's, for this run's project and ports; nothing that would call
 * out (chat endpoint, EmailJS, App Check), whatever a developer's .env.local says.
 * @param {Record<string, string>} hosts FIRESTORE_EMULATOR_HOST and the others, `host:port`
 */
function buildSettings(hosts) {
  /** @param {string} name */
  const port = (name) => /** @type {string} */ (hosts[name]?.split(':')[1]);
  return {
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT}.appspot.com`,
    VITE_USE_FIREBASE_EMULATORS: 'true',
    VITE_FIREBASE_AUTH_EMULATOR_PORT: port('FIREBASE_AUTH_EMULATOR_HOST'),
    VITE_FIRESTORE_EMULATOR_PORT: port('FIRESTORE_EMULATOR_HOST'),
    VITE_FIREBASE_STORAGE_EMULATOR_PORT: port('FIREBASE_STORAGE_EMULATOR_HOST'),
    VITE_CHAT_API_URL: '',
    VITE_CHAT_API_KEY: '',
    VITE_EMAILJS_PUBLIC_KEY: '',
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
    VITE_APPCHECK_SITE_KEY: '',
  };
}

let code = 1;
try {
  console.log('Starting the auth, firestore and storage emulators for the Firebase browser tests…');
  const backend = await startEmulators({
    only: ['auth', 'firestore', 'storage'],
    ports: 'free',
    project: PROJECT,
    logDir: logs,
  });
  const crashed = [backend.crashed];
  let env = emulatorProcessEnv(backend.env);
  console.log(`Emulators ready in ${seconds()}: ${Object.values(backend.env).join(', ')}`);
  if ((await seed(['auth', 'firestore'], env)) !== 0)
    throw new Error('Seeding the emulators failed (see above).');

  console.log(`\nBuilding the site in emulator mode into ${SITE} for these emulators…`);
  const buildEnv = { ...env, ...buildSettings(backend.env) };
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const viteArgs = ['build', '--mode', 'emulator', '--outDir', SITE, '--emptyOutDir', '--logLevel', 'warn'];
  if ((await step(vite, viteArgs, buildEnv)) !== 0) throw new Error('vite build failed (see above).');
  const prerender = [join(ROOT, 'tools/prerender.mjs'), SITE, '--mode', 'emulator'];
  if ((await step(process.execPath, prerender, buildEnv)) !== 0) throw new Error('The prerender failed.');

  const missing = emulatorRequirements(['hosting'], SITE);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  const hostingLogs = join(logs, 'hosting');
  mkdirSync(hostingLogs);
  const hosting = await startEmulators({
    only: ['hosting'],
    ports: 'free',
    project: PROJECT,
    logDir: hostingLogs,
    site: SITE,
  });
  crashed.push(hosting.crashed);
  env = emulatorProcessEnv({ ...backend.env, ...hosting.env });
  console.log(
    `Built and served by the Hosting emulator at http://${hosting.env.FIREBASE_HOSTING_EMULATOR_HOST} (${seconds()})\n`,
  );

  const playwright = join(ROOT, 'node_modules/.bin/playwright');
  const run = runCommand(
    playwright,
    ['test', '--config', 'playwright.firebase.config.ts', ...process.argv.slice(2)],
    env,
  );
  child = run.child;
  code = await Promise.race([
    run.exited,
    Promise.race(crashed).then((message) => {
      console.error(`\n✖ ${message}`);
      run.child.kill('SIGTERM');
      return 1;
    }),
  ]);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await stopAll();
}
if (code === 0) {
  removeFolder(logs);
  console.log(`Firebase browser tests passed in ${seconds()} (emulators, build, Hosting and Playwright).`);
} else console.error(`\n✖ Exit code ${code}. Emulator logs: ${logs}`);
process.exit(code);
