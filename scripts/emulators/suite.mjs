// Starts the emulators a command needs and waits until each answers:
//   firestore  Google's Firestore emulator JAR, started directly (Java 11+), always with --rules firestore.rules
//   auth, hosting, functions  firebase-tools (`firebase emulators:start`, plain Node); hosting serves a build with
//              the hosting config that build wrote (firebase.dist.json for dist/: firebase.json's rewrites and headers,
//              the CSP for the build's settings); functions runs functions/ (built first) against these emulators
//   storage    firebase-tools' Storage emulator, started programmatically (the CLI refuses Java < 21) with a rules
//              runtime on the rules engine of the Firestore JAR (storage-emulator.mjs, StorageRulesRuntime.java)
// Everything they start is stopped by `stop()` (processes.mjs), also on failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import {
  EMULATOR_HOST_ENV,
  FIREBASE_BIN,
  ROOT,
  defaultSite,
  findFirestoreJar,
  firebaseJson,
  freePort,
  isListening,
  javaTool,
} from '../lib/emulators.mjs';
import { buildConfigPath } from '../lib/hosting.mjs';
import { registerFirestoreTriggers } from './firestore-triggers.mjs';
import { logTail, startProcess, stopAll, stopProcess, stopping } from './processes.mjs';
import { storageRulesRuntimeJar } from './storage-rules-runtime.mjs';

/**
 * @typedef {import('../lib/emulators.mjs').EmulatorName} EmulatorName
 * @typedef {import('../lib/emulators.mjs').Address} Address
 * @typedef {import('./processes.mjs').Managed} Managed
 * @typedef {object} SuiteOptions
 * @property {readonly EmulatorName[]} only
 * @property {'config' | 'free'} ports `config`: the ports in firebase.json (npm run emulators); `free`: any free ones
 * @property {string} project
 * @property {string} logDir where each emulator's output goes (`<name>.log`)
 * @property {string} [site] the build Hosting serves (default dist/), with the hosting config it wrote
 * @property {string} [rules] the Firestore rules file (default firestore.rules; scripts/lib/rules-variant.mjs)
 * @property {Record<string, string>} [functionsParams] the functions' params for this run (a test's mail server):
 *           written to the log folder's .env, which then holds the params instead of functions/.env* (which stay
 *           the developer's), so parallel runs never share or rewrite them
 * @property {boolean} [stripeStandIn] with functions: point them at a local stand-in for Stripe's API, on a free port
 *   the test starts it on (STRIPE_API_HOST), with fake keys (default: with free ports, i.e. in tests)
 * @typedef {object} Suite
 * @property {Partial<Record<EmulatorName, Address>>} addresses
 * @property {Record<string, string>} env the variables that point the SDKs, firebase-admin and the tests at them
 * @property {Promise<string>} crashed resolves with a message when an emulator stops on its own
 * @property {() => Promise<void>} firestoreDown stops the Firestore emulator (the load run's fault), not a crash
 * @property {() => Promise<void>} firestoreUp starts it again on the same address, empty, with the same rules and
 *   triggers
 * @property {() => Promise<void>} stop
 */

const READY_TIMEOUT_MS = 60_000;
/** firebase-tools' default when firebase.json names no hosting port. */
const DEFAULT_HOSTING_PORT = 5000;

/**
 * @param {readonly EmulatorName[]} only
 * @param {'config' | 'free'} mode
 * @returns {Promise<Partial<Record<EmulatorName, Address>>>}
 */
async function chooseAddresses(only, mode) {
  const configured = firebaseJson().emulators ?? {};
  /** @type {Partial<Record<EmulatorName, Address>>} */
  const addresses = {};
  for (const name of only) {
    if (mode === 'free') {
      addresses[name] = { host: '127.0.0.1', port: await freePort() };
      continue;
    }
    const address = {
      host: configured[name]?.host ?? '127.0.0.1',
      port: Number(configured[name]?.port ?? (name === 'hosting' ? DEFAULT_HOSTING_PORT : NaN)),
    };
    if (await isListening(address)) {
      throw new Error(
        `Port ${address.port} (${name}, from firebase.json) is already in use: is \`npm run emulators\` running?`,
      );
    }
    addresses[name] = address;
  }
  return addresses;
}

/**
 * Polls until the emulator answers HTTP, or fails when its process ends first or it takes too long.
 * @param {string} name
 * @param {Address} address
 * @param {Managed} process
 */
async function waitUntilReady(name, address, process) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ended = false;
  void process.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(`The ${name} emulator stopped while starting. Its output:\n${logTail(process)}`);
    }
    const answered = await fetch(`http://${address.host}:${address.port}/`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(
    `The ${name} emulator did not answer within ${READY_TIMEOUT_MS / 1000} s. Its output:\n${logTail(process)}`,
  );
}

/**
 * Polls until the Functions emulator has loaded this project's functions (it answers HTTP well before that).
 * @param {Address} address
 * @param {Managed} process
 */
async function waitUntilFunctionsLoaded(address, process) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ended = false;
  void process.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended)
      throw new Error(`The functions emulator stopped while loading. Its output:\n${logTail(process)}`);
    /** @type {{ backends?: { functionTriggers?: unknown[] }[] } | null} */
    const info = await fetch(`http://${address.host}:${address.port}/backends`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (response) => (response.ok ? response.json() : null),
      () => null,
    );
    if (info?.backends?.some((backend) => (backend.functionTriggers?.length ?? 0) > 0)) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
  }
  throw new Error(
    `The functions emulator loaded no function within ${READY_TIMEOUT_MS / 1000} s. Its output:\n${logTail(process)}`,
  );
}

/** Builds functions/ (esbuild, about a second) so the emulator runs the current source. */
function buildFunctions() {
  const result = spawnSync(process.execPath, [join(ROOT, 'functions/build.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Building functions/ failed:\n${result.stderr}${result.stdout}`);
}

/**
 * @param {Address} address
 * @param {string} logDir
 * @param {string} rules
 * @param {Address} [functions] the Functions emulator, where Firestore delivers trigger events (firestore-triggers.mjs)
 */
function startFirestore(address, logDir, rules, functions) {
  const jar = findFirestoreJar();
  if (!jar)
    throw new Error(
      'The Firestore emulator JAR was not found (see `npm run emulators` for where to put it).',
    );
  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
  ];
  // Without --rules the emulator allows everything: the rules are always the project's own.
  args.push('start', '--host', address.host, '--port', String(address.port), '--rules', rules);
  if (functions) args.push('--functions_emulator', `${functions.host}:${functions.port}`);
  return startProcess('firestore', javaTool('java'), args, {
    log: join(logDir, 'firestore.log'),
    cwd: logDir,
  });
}

/**
 * @param {Address} address
 * @param {string} project
 * @param {string} logDir
 */
function startStorage(address, project, logDir) {
  const jar = findFirestoreJar();
  if (!jar)
    throw new Error('The Firestore emulator JAR was not found: the Storage rules runtime needs its engine.');
  const runtime = storageRulesRuntimeJar(jar);
  const script = join(ROOT, 'scripts/emulators/storage-emulator.mjs');
  const args = [script, '--host', address.host, '--port', String(address.port), '--project', project];
  args.push('--rules', join(ROOT, 'storage.rules'));
  // Its files go under the system's temporary folder, `firebase/storage/blobs`, which it deletes when it stops: a
  // folder of its own, so another Storage emulator on the machine (a parallel run, the bench) stopping does not take
  // this one's files with it.
  const tmp = join(logDir, 'storage-files');
  mkdirSync(tmp, { recursive: true });
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, STORAGE_EMULATOR_BINARY_PATH: runtime, TMPDIR: tmp };
  // firebase-tools starts the runtime as plain `java`: the one JAVA_HOME names, when it names one.
  if (process.env.JAVA_HOME) env.PATH = `${join(process.env.JAVA_HOME, 'bin')}${delimiter}${env.PATH ?? ''}`;
  return startProcess('storage', process.execPath, args, {
    log: join(logDir, 'storage.log'),
    env,
    cwd: logDir,
  });
}

/**
 * Auth, Hosting and Functions through the firebase CLI, with a firebase.json that holds the build's hosting section,
 * functions/ and the chosen ports. The functions reach the other emulators through the *_EMULATOR_HOST variables.
 * @param {Partial<Record<EmulatorName, Address>>} addresses
 * @param {('auth' | 'hosting' | 'functions')[]} names
 * @param {string} project
 * @param {string} logDir
 * @param {string} site
 * @param {Record<string, string> | undefined} functionsParams
 * @param {Record<string, string>} extraEnv
 */
async function startFirebaseCli(addresses, names, project, logDir, site, functionsParams, extraEnv) {
  /** @type {Record<string, unknown>} */
  const emulators = { singleProjectMode: true, ui: { enabled: false } };
  for (const name of names) emulators[name] = addresses[name];
  for (const name of ['hub', 'logging']) emulators[name] = { host: '127.0.0.1', port: await freePort() };
  /** @type {Record<string, unknown>} */
  const config = { emulators };
  // The build's own hosting config (tools/prerender.mjs), as `npm run deploy` deploys it. Hosting resolves `public`
  // against the folder of its firebase.json (here the log folder): point it back at the build.
  if (names.includes('hosting')) {
    const built = JSON.parse(readFileSync(buildConfigPath(site), 'utf8'));
    config.hosting = { ...built.hosting, public: relative(logDir, site) };
  }
  if (names.includes('functions')) {
    buildFunctions();
    const [functions] = firebaseJson().functions;
    const source = relative(logDir, join(ROOT, functions.source));
    if (functionsParams) {
      const lines = Object.entries(functionsParams).map(([name, value]) => `${name}=${value}\n`);
      writeFileSync(join(logDir, '.env'), lines.join(''));
    }
    // configDir: where the emulator reads the params' .env files (and writes the defaults it resolved).
    config.functions = [{ ...functions, source, ...(functionsParams ? { configDir: '.' } : {}) }];
  }
  const path = join(logDir, 'firebase.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  const args = ['emulators:start', '--config', path, '--project', project, '--only', names.join(',')];
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', ...extraEnv };
  for (const [name, address] of Object.entries(addresses)) {
    env[EMULATOR_HOST_ENV[/** @type {EmulatorName} */ (name)]] = `${address.host}:${address.port}`;
  }
  return startProcess(names.join('+'), FIREBASE_BIN, args, {
    log: join(logDir, 'firebase.log'),
    env,
    cwd: logDir,
  });
}

/**
 * @param {SuiteOptions} options
 * @returns {Promise<Suite>}
 */
export async function startEmulators({
  only,
  ports,
  project,
  logDir,
  site = defaultSite(),
  rules = join(ROOT, 'firestore.rules'),
  functionsParams,
  stripeStandIn = ports === 'free',
}) {
  const addresses = await chooseAddresses(only, ports);
  /** @type {Record<string, string>} */
  const stripe = {};
  if (stripeStandIn && only.includes('functions')) {
    // The functions read these from their environment (functions/src/stripe-client.ts); a value in
    // functions/.secret.local would win over them, so keep real keys out of it when running the tests.
    stripe.STRIPE_API_HOST = `127.0.0.1:${await freePort()}`;
    stripe.STRIPE_SECRET_KEY = 'sk_test_emulator_stand_in';
    stripe.STRIPE_WEBHOOK_SECRET = 'whsec_emulator_stand_in';
  }
  /** @type {[EmulatorName, Managed][]} */
  const started = [];
  try {
    const cli = only.filter((name) => name === 'auth' || name === 'hosting' || name === 'functions');
    if (cli.length > 0) {
      const firebase = await startFirebaseCli(addresses, cli, project, logDir, site, functionsParams, stripe);
      for (const name of cli) started.push([name, firebase]);
    }
    if (addresses.firestore) {
      started.push(['firestore', startFirestore(addresses.firestore, logDir, rules, addresses.functions)]);
    }
    if (addresses.storage) started.push(['storage', startStorage(addresses.storage, project, logDir)]);
    await Promise.all(
      started.map(([name, managed]) =>
        name === 'functions'
          ? waitUntilFunctionsLoaded(/** @type {Address} */ (addresses.functions), managed)
          : waitUntilReady(name, /** @type {Address} */ (addresses[name]), managed),
      ),
    );
    if (addresses.functions && addresses.firestore) {
      await registerFirestoreTriggers(addresses.functions, addresses.firestore, project);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  /** @type {Record<string, string>} */
  const env = { GCLOUD_PROJECT: project, ...stripe };
  for (const [name, address] of Object.entries(addresses)) {
    env[EMULATOR_HOST_ENV[/** @type {EmulatorName} */ (name)]] = `${address.host}:${address.port}`;
  }
  /** @type {(message: string) => void} */
  let reportCrash = () => undefined;
  const crashed = new Promise((resolveCrash) => (reportCrash = resolveCrash));
  /** The Firestore processes stopped on purpose (firestoreDown): their end is not a crash. */
  /** @type {Set<Managed>} */
  const retired = new Set();
  /**
   * @param {EmulatorName} name
   * @param {Managed} managed
   */
  const watch = (name, managed) =>
    void managed.exited.then((code) => {
      if (!stopping() && !retired.has(managed))
        reportCrash(`The ${name} emulator stopped (exit ${code}). Its output:\n${logTail(managed)}`);
    });
  for (const [name, managed] of started) watch(name, managed);

  /** Stops the Firestore emulator (a fault of the load run: bench/load); its end is not a crash. */
  async function firestoreDown() {
    const index = started.findIndex(([name]) => name === 'firestore');
    if (index < 0) throw new Error('No Firestore emulator was started.');
    const [, old] = started[index];
    retired.add(old);
    await stopProcess(old);
  }

  /** Starts it again on its address, empty, with the same rules and triggers. */
  async function firestoreUp() {
    const index = started.findIndex(([name]) => name === 'firestore');
    if (index < 0 || !addresses.firestore) throw new Error('No Firestore emulator was started.');
    if (started[index][1].running) return;
    const fresh = startFirestore(addresses.firestore, logDir, rules, addresses.functions);
    started[index] = ['firestore', fresh];
    watch('firestore', fresh);
    await waitUntilReady('firestore', addresses.firestore, fresh);
    if (addresses.functions)
      await registerFirestoreTriggers(addresses.functions, addresses.firestore, project);
  }

  return {
    addresses,
    env,
    crashed: /** @type {Promise<string>} */ (crashed),
    firestoreDown,
    firestoreUp,
    stop: stopAll,
  };
}
