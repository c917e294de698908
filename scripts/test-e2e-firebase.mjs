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
//
// `--load` (`npm run bench -- --load`, never part of `npm test`): the load and fault run of tests/load/
// (playwright.load.config.ts) on the same Functions-on build, into dist-firebase-load/, with what it needs besides:
// a mail server of its own on TEST_SMTP_PORT (STARTTLS with a certificate made for the run), a stand-in chat
// provider on CHAT_STANDIN_PORT, a small daily chat budget, the catalogue without the demo's activity, and at
// LOAD_CONTROL_URL a local endpoint that stops the Firestore emulator mid-run and starts (and seeds) it again.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rulesFile } from './lib/rules-variant.mjs';
import { join } from 'node:path';
import {
  EMULATOR_PROJECT,
  ROOT,
  emulatorRequirements,
  freePort,
  requireEmulators,
} from './lib/emulators.mjs';
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
import { makeTestSmtpTls } from './emulators/test-smtp-tls.mjs';

const load = process.argv.includes('--load');
const withFunctions = load || process.argv.includes('--functions');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--functions' && arg !== '--load');
/** The emulator-mode build the browser tests load; not dist/, which the demo suite serves. */
const SITE = join(
  ROOT,
  load ? 'dist-firebase-load' : withFunctions ? 'dist-firebase-functions-e2e' : 'dist-firebase-e2e',
);
/** The load run's daily chat budget: small, so its 200 calls see the proxy stop (docs/decisions/0039). */
const LOAD_CHAT_BUDGET = 150;
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

/**
 * The load run's extras, set up before the emulators start (the functions read them when they load): its mail
 * server's port and certificate, the stand-in chat provider's port and key, and the functions' params for both.
 * @returns {Promise<{ params: Record<string, string>, env: Record<string, string> }>}
 */
async function loadRunSettings() {
  const smtpPort = await freePort();
  const chatPort = await freePort();
  // The processes that send mail (the Functions emulator's workers) trust the run's certificate.
  const tls = makeTestSmtpTls(logs).env;
  const chat = {
    CHAT_API_URL: `http://127.0.0.1:${chatPort}/v2/chat`,
    CHAT_API_KEY: `chat-load-key-${randomBytes(12).toString('hex')}`,
  };
  Object.assign(process.env, tls, chat);
  return {
    params: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_USER: '',
      OPERATOR_EMAIL: 'operator@marina.test',
      MAIL_FROM: 'notify@marina.test',
      SITE_ORIGIN: 'http://site.test',
      CHAT_DAILY_BUDGET: String(LOAD_CHAT_BUDGET),
    },
    env: {
      ...tls,
      TEST_SMTP_PORT: String(smtpPort),
      CHAT_STANDIN_PORT: String(chatPort),
      CHAT_DAILY_BUDGET: String(LOAD_CHAT_BUDGET),
    },
  };
}

/**
 * The load run's control endpoint on this machine, for its faults (tests/load/faults.spec.ts): POST
 * /firestore/down stops the Firestore emulator; POST /firestore/up starts it again, empty, on the same port and
 * seeds it. Each answers `{ ms }` when done.
 * @param {Awaited<ReturnType<typeof startEmulators>>} backend
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string>} its URL
 */
async function startControl(backend, env) {
  /** @type {Record<string, () => Promise<void>>} */
  const actions = {
    '/firestore/down': () => backend.firestoreDown(),
    '/firestore/up': async () => {
      await backend.firestoreUp();
      if ((await seed(['firestore'], env, ['--no-activity'])) !== 0)
        throw new Error('Seeding the restarted Firestore emulator failed.');
    },
  };
  const server = createServer((request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    action().then(
      () => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ ms: Date.now() - started }));
      },
      (/** @type {unknown} */ error) =>
        response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(null)));
  server.unref();
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}

let code = 1;
try {
  const loadRun = load ? await loadRunSettings() : null;
  console.log(`Starting the ${BACKEND.join(', ')} emulators for the Firebase browser tests…`);
  const backend = await startEmulators({
    only: BACKEND,
    ports: 'free',
    project: PROJECT,
    logDir: logs,
    rules: rulesFile(withFunctions),
    // The functions' params of this run, not the developer's functions/.env*: no mail server, so no email leaves
    // (each enquiry records that the operator's email is not set up: docs/decisions/0035). The load run has its own.
    ...(withFunctions ? { functionsParams: loadRun?.params ?? { SMTP_HOST: '' } } : {}),
  });
  const crashed = [backend.crashed];
  let env = emulatorProcessEnv(backend.env);
  console.log(`Emulators ready in ${seconds()}: ${Object.values(backend.env).join(', ')}`);
  if ((await seed(['auth', 'firestore'], env, load ? ['--no-activity'] : [])) !== 0)
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
  if (loadRun) Object.assign(env, loadRun.env, { LOAD_CONTROL_URL: await startControl(backend, env) });
  console.log(
    `Built and served by the Hosting emulator at http://${hosting.env.FIREBASE_HOSTING_EMULATOR_HOST} (${seconds()})\n`,
  );

  const playwright = join(ROOT, 'node_modules/.bin/playwright');
  const run = runCommand(
    playwright,
    [
      'test',
      '--config',
      load ? 'playwright.load.config.ts' : 'playwright.firebase.config.ts',
      ...playwrightArgs,
    ],
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
