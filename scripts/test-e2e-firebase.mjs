#!/usr/bin/env node
// The Firebase build in a real browser, served as deployed (`npm run test:e2e:firebase`, part of `npm test`):
//   1. starts the Auth, Firestore and Storage emulators on free ports (project demo-marina-test) and seeds them from
//      fixtures/ (scripts/seed.mjs: the catalogue and the operator, with the admin claim);
//   2. builds the site in emulator mode into dist-firebase-e2e/ (dist/ is left to the demo suite) for exactly those
//      ports: `vite build --mode emulator` and the prerender, which reads the seeded catalogue from the Firestore
//      emulator, prerenders every yacht and service with it, and writes the build's hosting config — firebase.json's
//      rewrites and headers, its Content-Security-Policy allowing these three emulator origins;
//   3. serves that build through the Hosting emulator with that config;
//   4. runs Playwright (playwright.firebase.config.ts; extra arguments go to it) against the Hosting emulator.
// Everything it started is stopped when it ends, fails or is interrupted; it exits with Playwright's code.
//
// `--functions` (`npm run test:e2e:functions`, part of `npm test`): the same with this project's functions switched
// on: the Functions emulator beside the others, Firestore with the rules that leave enquiries to it, a build with
// VITE_USE_FUNCTIONS into dist-firebase-functions-e2e/, and only the specs named functions-*.spec.ts (E2E_FUNCTIONS).
import { mkdirSync } from 'node:fs';
import { rulesFile } from './lib/rules-variant.mjs';
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
import { buildForEmulators, emulatorBuildSettings } from './lib/emulator-build.mjs';

const withFunctions = process.argv.includes('--functions');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--functions');
/** The emulator-mode build the browser tests load; not dist/, which the demo suite serves. */
const SITE = join(ROOT, withFunctions ? 'dist-firebase-functions-e2e' : 'dist-firebase-e2e');
/** @type {import('./lib/emulators.mjs').EmulatorName[]} */
const BACKEND = withFunctions
  ? ['auth', 'firestore', 'storage', 'functions']
  : ['auth', 'firestore', 'storage'];
const PROJECT = `${EMULATOR_PROJECT}-test`;

requireEmulators(BACKEND);
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

let code = 1;
try {
  console.log(`Starting the ${BACKEND.join(', ')} emulators for the Firebase browser tests…`);
  const backend = await startEmulators({
    only: BACKEND,
    ports: 'free',
    project: PROJECT,
    logDir: logs,
    rules: rulesFile(withFunctions),
    // The functions' params of this run, not the developer's functions/.env*: no mail server, so no email leaves
    // (each enquiry records that the operator's email is not set up: docs/decisions/0035).
    ...(withFunctions ? { functionsParams: { SMTP_HOST: '' } } : {}),
  });
  const crashed = [backend.crashed];
  let env = emulatorProcessEnv(backend.env);
  console.log(`Emulators ready in ${seconds()}: ${Object.values(backend.env).join(', ')}`);
  if ((await seed(['auth', 'firestore'], env)) !== 0)
    throw new Error('Seeding the emulators failed (see above).');

  console.log(`\nBuilding the site in emulator mode into ${SITE} for these emulators…`);
  const buildEnv = { ...env, ...emulatorBuildSettings(backend.env, PROJECT) };
  if (withFunctions) {
    buildEnv.VITE_USE_FUNCTIONS = 'true';
    // EmailJS keys as a site without Functions would have them: the build must leave them and the library out
    // (tests/e2e-firebase/functions-bundle.spec.ts looks for this value).
    buildEnv.VITE_EMAILJS_PUBLIC_KEY = 'emailjs-key-that-must-not-ship';
    buildEnv.VITE_EMAILJS_SERVICE_ID = 'emailjs-service-that-must-not-ship';
    buildEnv.VITE_EMAILJS_TEMPLATE_ID = 'emailjs-template-that-must-not-ship';
    buildEnv.VITE_FUNCTIONS_EMULATOR_PORT = backend.env.FUNCTIONS_EMULATOR_HOST?.split(':')[1] ?? '';
  }
  await buildForEmulators(SITE, buildEnv, (running) => {
    child = running;
  });

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
  if (withFunctions) env.E2E_FUNCTIONS = '1';
  console.log(
    `Built and served by the Hosting emulator at http://${hosting.env.FIREBASE_HOSTING_EMULATOR_HOST} (${seconds()})\n`,
  );

  const playwright = join(ROOT, 'node_modules/.bin/playwright');
  const run = runCommand(
    playwright,
    ['test', '--config', 'playwright.firebase.config.ts', ...playwrightArgs],
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
