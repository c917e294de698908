// Shared by the emulator scripts: project settings, what each emulator needs (Java, the Firestore JAR) and ports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfigPath } from './hosting.mjs';

/**
 * @typedef {'auth' | 'firestore' | 'storage' | 'functions' | 'hosting'} EmulatorName
 * @typedef {{ host: string, port: number }} Address
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');

/** A `demo-` project id needs no credentials and can never reach a real project. */
export const EMULATOR_PROJECT = /** @type {string} */ (
  JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects.default
);

/** @type {readonly EmulatorName[]} */
export const EMULATORS = ['auth', 'firestore', 'storage', 'functions', 'hosting'];

/** The variables that point firebase-admin, the SDKs and the tests at each emulator (`host:port`). */
export const EMULATOR_HOST_ENV = /** @type {const} */ ({
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
  // Not Firebase conventions: where this project's scripts and tests find its functions (functions/) and the site.
  functions: 'FUNCTIONS_EMULATOR_HOST',
  hosting: 'FIREBASE_HOSTING_EMULATOR_HOST',
});

/** Google's Firestore emulator as installed by the google-cloud-cli-firestore-emulator package. */
export const SYSTEM_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIREBASE_CACHE = join(homedir(), '.cache/firebase/emulators');

/** @returns {any} firebase.json, parsed */
export function firebaseJson() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
}

/** The build the Hosting emulator serves unless told otherwise: firebase.json's `public` (dist/). */
export function defaultSite() {
  return join(ROOT, firebaseJson().hosting.public);
}

/**
 * Whether something accepts connections at host:port.
 * @param {{ host: string, port: number | string }} address
 * @returns {Promise<boolean>}
 */
export function isListening({ host, port }) {
  return new Promise((resolveListening) => {
    const socket = connect({ host, port: Number(port) });
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolveListening(true)));
    socket.on('error', () => resolveListening(false));
    socket.on('timeout', () => (socket.destroy(), resolveListening(false)));
  });
}

/**
 * The ports this process has handed out. The system may offer a port again once its probe has closed it, before the
 * emulator it was meant for listens on it: two emulators were once given the same port (the functions emulator and
 * the hub), and the functions were waited for on the hub's.
 */
const handedOut = new Set();

/** @returns {Promise<number>} a port nothing listens on at 127.0.0.1 right now, and not handed out before */
export async function freePort() {
  for (;;) {
    const port = await probePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** @returns {Promise<number>} the port the system gives a listener at 127.0.0.1 now (closed again at once) */
function probePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** @param {string} tool `java`, `javac` or `jar`, from JAVA_HOME when it is set */
export function javaTool(tool) {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', tool) : tool;
}

/** @returns {{ major: number, text: string } | null} the version of `java`, or null when there is none */
export function javaVersion() {
  const result = spawnSync(javaTool('java'), ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "((\d+)(?:\.(\d+))?[^"]*)"/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[2]) === 1 ? Number(match[3]) : Number(match[2]);
  return { major, text: match[1] };
}

/** The places searched for the Firestore emulator JAR, in order, as readable lines. */
export function firestoreJarPlaces() {
  return [
    `$FIRESTORE_EMULATOR_JAR${process.env.FIRESTORE_EMULATOR_JAR ? ` (${process.env.FIRESTORE_EMULATOR_JAR})` : ' (not set)'}`,
    `${SYSTEM_FIRESTORE_JAR} (the google-cloud-cli-firestore-emulator package)`,
    `${FIREBASE_CACHE}/cloud-firestore-emulator-*.jar (firebase-tools' cache, filled by ` +
      '`npx firebase setup:emulators:firestore` where the network and Java 21 allow)',
  ];
}

/** @returns {string | null} the Firestore emulator JAR: $FIRESTORE_EMULATOR_JAR, the system path, firebase-tools' cache */
export function findFirestoreJar() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) return existsSync(fromEnv) ? resolve(fromEnv) : null;
  if (existsSync(SYSTEM_FIRESTORE_JAR)) return SYSTEM_FIRESTORE_JAR;
  const cached = existsSync(FIREBASE_CACHE)
    ? readdirSync(FIREBASE_CACHE)
        .filter((file) => /^cloud-firestore-emulator-.*\.jar$/.test(file))
        .sort()
    : [];
  return cached.length > 0 ? join(FIREBASE_CACHE, /** @type {string} */ (cached.at(-1))) : null;
}

/**
 * What stops the given emulators from starting here, as readable lines (empty when nothing does). Auth and Hosting are
 * plain Node. Firestore runs Google's JAR on Java 11 or newer; Storage is firebase-tools' Node emulator with a rules
 * runtime compiled (javac) against that JAR.
 * @param {readonly EmulatorName[]} only
 * @param {string} [site] the build Hosting would serve
 * @returns {string[]}
 */
export function emulatorRequirements(only, site = defaultSite()) {
  const problems = [];
  const jvm = only.filter((name) => name === 'firestore' || name === 'storage');
  if (jvm.length > 0) {
    const [needs, need] =
      jvm.length > 1 ? [`the ${jvm.join(' and ')} emulators`, 'need'] : [`the ${jvm[0]} emulator`, 'needs'];
    const java = javaVersion();
    if (!java)
      problems.push(`Java is not installed (${needs} run on Java 11 or newer; set JAVA_HOME or PATH).`);
    else if (java.major < 11) problems.push(`Java ${java.text} found; ${needs} need Java 11 or newer.`);
    if (!findFirestoreJar()) {
      problems.push(
        `The Firestore emulator JAR was not found (${needs} ${need} it). Searched, in order:\n` +
          firestoreJarPlaces()
            .map((place) => `      ${place}`)
            .join('\n'),
      );
    }
  }
  if (only.includes('storage') && spawnSync(javaTool('javac'), ['-version']).status !== 0) {
    problems.push(
      'javac (a JDK) is not installed: the storage emulator compiles its rules runtime at start.',
    );
  }
  if (
    only.includes('hosting') &&
    !(existsSync(join(site, 'index.html')) && existsSync(buildConfigPath(site)))
  ) {
    problems.push(
      `There is no build with its firebase config to serve (${site}, ${buildConfigPath(site)}): run ` +
        '`npm run build:emulator` (a build against the emulators) or `npm run build` first.',
    );
  }
  return problems;
}

/**
 * Exits with a readable list of what is missing when the emulators cannot start here.
 * @param {readonly EmulatorName[]} only
 * @param {string} [site] the build Hosting would serve
 */
export function requireEmulators(only, site) {
  const problems = emulatorRequirements(only, site);
  if (problems.length > 0)
    failWith(`Cannot start the emulators (${only.join(', ')}) on this machine:`, problems);
}

/**
 * @param {string} title
 * @param {readonly string[]} problems
 * @returns {never}
 */
export function failWith(title, problems) {
  console.error(`\n✖ ${title}\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
  process.exit(1);
}

/**
 * Parses `--only a,b` into emulator names, refusing unknown ones.
 * @param {string | undefined} value
 * @param {readonly EmulatorName[]} fallback
 * @returns {EmulatorName[]}
 */
export function parseOnly(value, fallback) {
  if (value === undefined) return [...fallback];
  const names = value.split(',').filter(Boolean);
  const unknown = names.filter((name) => !(/** @type {readonly string[]} */ (EMULATORS).includes(name)));
  if (unknown.length > 0 || names.length === 0) {
    failWith(`Unknown emulator in --only: ${unknown.join(', ') || '(none given)'}`, [
      `Known: ${EMULATORS.join(', ')}`,
    ]);
  }
  return /** @type {EmulatorName[]} */ (names);
}
