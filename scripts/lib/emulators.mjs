// Shared by the emulator scripts: project settings, the Java check, free ports and a throw-away firebase.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');

/** A `demo-` project id needs no credentials and can never reach a real project. */
export const EMULATOR_PROJECT = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects.default;

/** The variables that point firebase-admin and the test tools at each emulator (`host:port`). */
export const EMULATOR_HOST_ENV = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

/** Whether something accepts connections at host:port. */
export function isListening({ host, port }) {
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) });
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export function firebaseJson() {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
}

/** Emulators that run on the JVM and download their JAR on first start. */
const JVM_EMULATORS = { firestore: 'cloud-firestore-emulator', storage: 'cloud-storage-rules-runtime' };

/** The major version of `java` on the PATH (or JAVA_HOME), or null when there is none. */
export function javaVersion() {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "((\d+)(?:\.(\d+))?[^"]*)"/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[2]) === 1 ? Number(match[3]) : Number(match[2]);
  return { major, text: match[1] };
}

/**
 * What stops the given emulators from starting here (`problems`) and what their first start will do (`notes`), as
 * readable lines. The Auth emulator is plain Node; Firestore and Storage need Java 21+ and their JAR, which the first
 * start downloads (that needs network access).
 */
export function emulatorRequirements(only) {
  const jvm = only.filter((name) => name in JVM_EMULATORS);
  const problems = [];
  const notes = [];
  if (jvm.length === 0) return { problems, notes };
  const [them, need, run] = jvm.length > 1 ? ['emulators', 'need', 'run'] : ['emulator', 'needs', 'runs'];
  const needs = `the ${jvm.join(' and ')} ${them}`;
  const java = javaVersion();
  if (!java) problems.push(`Java 21 or newer is not installed (${needs} ${run} on the JVM).`);
  else if (java.major < 21) {
    problems.push(`Java ${java.text} found; ${needs} ${need} Java 21 or newer.`);
  }
  const cache = join(homedir(), '.cache/firebase/emulators');
  const cached = existsSync(cache) ? readdirSync(cache) : [];
  for (const name of jvm) {
    if (!cached.some((file) => file.startsWith(JVM_EMULATORS[name]))) {
      notes.push(
        `The ${name} emulator is not downloaded yet (${cache}): its first start downloads it, which needs network ` +
          `access (or run \`npx firebase setup:emulators:${name}\` once while online).`,
      );
    }
  }
  return { problems, notes };
}

/** Exits with a readable list of what is missing when the emulators cannot start here. */
export function requireEmulators(only) {
  const { problems, notes } = emulatorRequirements(only);
  if (problems.length > 0)
    failWith(`Cannot start the emulators (${only.join(', ')}) on this machine:`, [...problems, ...notes]);
  for (const note of notes) console.log(`i  ${note}`);
}

export function failWith(title, problems) {
  console.error(`\n✖ ${title}\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
  process.exit(1);
}

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * A firebase.json in a temporary folder with the given emulators on free ports, so a test run never collides with
 * `npm run emulators` or another test run. The rules files are the project's own.
 */
export async function throwAwayConfig(only) {
  const host = '127.0.0.1';
  const emulators = { singleProjectMode: true, ui: { enabled: false } };
  for (const name of [...only, 'hub', 'logging']) emulators[name] = { host, port: await freePort() };
  if (only.includes('firestore')) emulators.firestore.websocketPort = await freePort();
  const config = { emulators };
  if (only.includes('firestore')) config.firestore = { rules: join(ROOT, 'firestore.rules') };
  if (only.includes('storage')) config.storage = { rules: join(ROOT, 'storage.rules') };
  const path = join(mkdtempSync(join(tmpdir(), 'marina-emulators-')), 'firebase.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return { path, ports: Object.fromEntries(Object.entries(emulators).map(([k, v]) => [k, v.port])) };
}
