#!/usr/bin/env node
// Runs a command with Firebase emulators started on free ports and stopped afterwards; exits with its code.
//   node scripts/with-emulators.mjs --only auth -- vitest run --config vitest.firebase.config.ts
// The command sees FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and
// GCLOUD_PROJECT. When an emulator cannot start here (Firestore and Storage need Java 21+), it says what is missing
// and exits 1: it never passes silently.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  EMULATOR_PROJECT,
  FIREBASE_BIN,
  ROOT,
  failWith,
  requireEmulators,
  throwAwayConfig,
} from './lib/emulators.mjs';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const onlyIndex = args.indexOf('--only');
if (separator < 0 || onlyIndex < 0 || onlyIndex > separator || separator === args.length - 1) {
  failWith('Usage: node scripts/with-emulators.mjs --only auth[,firestore,storage] -- <command...>', []);
}
const only = args[onlyIndex + 1].split(',').filter(Boolean);
const command = args.slice(separator + 1).join(' ');

requireEmulators(only);
// Its own project id, so a test run never mixes with a running `npm run emulators` (project EMULATOR_PROJECT).
const project = `${EMULATOR_PROJECT}-test`;

const config = await throwAwayConfig(only);
console.log(`Starting the ${only.join(', ')} emulators (${JSON.stringify(config.ports)}) for: ${command}`);
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--config', config.path, '--project', project, '--only', only.join(','), command],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  rmSync(dirname(config.path), { recursive: true, force: true });
  if (code !== 0) {
    console.error(
      `\n✖ ${signal ? `Stopped by ${signal}` : `Exit code ${code}`} (emulators: ${only.join(', ')}).`,
    );
  }
  process.exit(code ?? 1);
});
