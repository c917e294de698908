#!/usr/bin/env node
// Starts the local emulator suite on the ports in firebase.json, seeds it from fixtures/ (scripts/seed.mjs) once it
// is up, and keeps running until Ctrl-C. Then `npm run dev:firebase` serves the site against it.
//   npm run emulators                   auth, firestore, storage and the emulator UI (Java 21+ needed)
//   npm run emulators -- --only auth    just the Auth emulator (plain Node, runs anywhere)
import { spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  EMULATOR_HOST_ENV,
  EMULATOR_PROJECT,
  FIREBASE_BIN,
  ROOT,
  firebaseJson,
  isListening,
  requireEmulators,
} from './lib/emulators.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : ['auth', 'firestore', 'storage'];
requireEmulators(only);

const config = firebaseJson();
const { emulators } = config;

/** The emulator UI is downloaded on first start; offline and not cached, it would stop the whole suite. */
async function uiUnavailable() {
  const cache = join(homedir(), '.cache/firebase/emulators');
  if (existsSync(cache) && readdirSync(cache).some((file) => file.startsWith('ui-'))) return false;
  return lookup('storage.googleapis.com').then(
    () => false,
    () => true,
  );
}

const configArgs = [];
if (emulators.ui?.enabled && (await uiUnavailable())) {
  console.log('i  The emulator UI is not downloaded and there is no network: starting without it.');
  const withoutUi = { ...config, emulators: { ...emulators, ui: { enabled: false } } };
  for (const [product, file] of [
    ['firestore', 'firestore.rules'],
    ['storage', 'storage.rules'],
  ]) {
    withoutUi[product] = { ...config[product], rules: join(ROOT, file) };
  }
  delete withoutUi.firestore.indexes;
  const path = join(mkdtempSync(join(tmpdir(), 'marina-emulators-')), 'firebase.json');
  writeFileSync(path, JSON.stringify(withoutUi, null, 2));
  configArgs.push('--config', path);
  process.on('exit', () => rmSync(dirname(path), { recursive: true, force: true }));
}
const suite = spawn(
  FIREBASE_BIN,
  ['emulators:start', ...configArgs, '--project', EMULATOR_PROJECT, '--only', only.join(',')],
  { cwd: ROOT, stdio: 'inherit' },
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    suite.kill(signal);
  });
}
suite.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));

async function waitUntilUp() {
  for (;;) {
    const states = await Promise.all(only.map((name) => isListening(emulators[name])));
    if (states.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

await waitUntilUp();
const seedOnly = only.filter((name) => name === 'auth' || name === 'firestore');
if (seedOnly.length > 0) {
  const env = { ...process.env, GCLOUD_PROJECT: EMULATOR_PROJECT };
  delete env.GOOGLE_APPLICATION_CREDENTIALS; // always the emulators here
  for (const [name, variable] of Object.entries(EMULATOR_HOST_ENV)) {
    env[variable] = `${emulators[name].host}:${emulators[name].port}`;
  }
  const seed = spawn(process.execPath, [join(ROOT, 'scripts/seed.mjs'), '--only', seedOnly.join(',')], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  seed.on('exit', (code) => {
    if (code === 0)
      console.log(
        '\n✔ Seeded. `npm run dev:firebase` serves the site against the emulators; Ctrl-C stops.\n',
      );
    else console.error('\n✖ Seeding failed (see above); the emulators keep running.\n');
  });
}
