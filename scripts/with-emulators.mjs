#!/usr/bin/env node
// Runs a command against fresh emulators on free ports, stops them afterwards (also on failure or Ctrl-C) and exits
// with the command's code.
//   node scripts/with-emulators.mjs --only auth,firestore,storage [--seed] -- vitest run --project emulators
// The command sees FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST,
// FIREBASE_HOSTING_EMULATOR_HOST (those started) and GCLOUD_PROJECT (demo-marina-test, apart from
// `npm run emulators`). With functions among them, Firestore runs the rules of a project with Functions (enquiries
// only through them: scripts/lib/rules-variant.mjs). When an emulator cannot start here (no Java, no Firestore JAR) it says what is missing and
// exits 1: it never passes silently. Emulator output goes to log files, kept when something fails.
import { parseArgs } from 'node:util';
import { EMULATOR_PROJECT, failWith, freePort, parseOnly, requireEmulators } from './lib/emulators.mjs';
import { rulesFile } from './lib/rules-variant.mjs';
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
import { makeTestSmtpTls } from './emulators/test-smtp-tls.mjs';

const USAGE =
  'Usage: node scripts/with-emulators.mjs --only auth,firestore,storage,functions,hosting [--seed] -- <command...>';
const separator = process.argv.indexOf('--', 2);
if (separator < 0 || separator === process.argv.length - 1) failWith(USAGE, []);
const { values } = parseArgs({
  args: process.argv.slice(2, separator),
  options: { only: { type: 'string' }, seed: { type: 'boolean', default: false } },
});
if (!values.only) failWith(USAGE, []);
const only = parseOnly(values.only, []);
const [command, ...commandArgs] = process.argv.slice(separator + 1);

requireEmulators(only);
const logs = logFolder();
const started = Date.now();
console.log(`Starting the ${only.join(', ')} emulators for: ${[command, ...commandArgs].join(' ')}`);

/** @type {Awaited<ReturnType<typeof startEmulators>> | null} */
let suite = null;
/** @type {import('node:child_process').ChildProcess | null} */
let child = null;
onStopSignal(async (signal) => {
  console.error(`\n✖ ${signal}: stopping the emulators.`);
  child?.kill('SIGTERM');
  await stopAll(); // also what is still starting
});

// With functions: the operator's emails go to a mail server the tests start on this port (TEST_SMTP_PORT), never
// to the developer's own (functions/.env*; docs/decisions/0035).
const testSmtpPort = only.includes('functions') ? await freePort() : null;
// …which offers STARTTLS with a certificate made for this run, trusted by the processes that send (the functions
// require TLS): set here, before the emulators start, so the Functions emulator's workers inherit it.
if (testSmtpPort) Object.assign(process.env, makeTestSmtpTls(logs).env);

let code = 1;
try {
  // Its own project id, so a test run never mixes with a running `npm run emulators` (project EMULATOR_PROJECT).
  suite = await startEmulators({
    only,
    ports: 'free',
    project: `${EMULATOR_PROJECT}-test`,
    logDir: logs,
    rules: rulesFile(only.includes('functions')),
    ...(testSmtpPort
      ? {
          functionsParams: {
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(testSmtpPort),
            SMTP_USER: '',
            OPERATOR_EMAIL: 'operator@marina.test',
            MAIL_FROM: 'notify@marina.test',
            SITE_ORIGIN: 'http://site.test',
          },
        }
      : {}),
  });
  const where = Object.entries(suite.addresses).map(([name, { host, port }]) => `${name} ${host}:${port}`);
  console.log(`Emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${where.join(', ')}`);
  const env = emulatorProcessEnv(suite.env);
  if (testSmtpPort) env.TEST_SMTP_PORT = String(testSmtpPort);
  const seedOnly = only.filter((name) => name === 'auth' || name === 'firestore');
  if (values.seed && seedOnly.length > 0 && (await seed(seedOnly, env)) !== 0) {
    throw new Error('Seeding the emulators failed (see above).');
  }
  const run = runCommand(/** @type {string} */ (command), commandArgs, env);
  child = run.child;
  code = await Promise.race([
    run.exited,
    suite.crashed.then((message) => {
      console.error(`\n✖ ${message}`);
      run.child.kill('SIGTERM');
      return 1;
    }),
  ]);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await suite?.stop();
}
if (code === 0) removeFolder(logs);
else console.error(`\n✖ Exit code ${code} (emulators: ${only.join(', ')}). Emulator logs: ${logs}`);
process.exit(code);
