#!/usr/bin/env node
// firebase-tools' own Cloud Storage emulator, started without `firebase emulators:start`, which refuses every JVM
// emulator below Java 21. Its rules runtime is the adapter on the rules engine of the Firestore JAR
// (scripts/emulators/StorageRulesRuntime.java), named by STORAGE_EMULATOR_BINARY_PATH. Started and stopped by
// scripts/emulators/suite.mjs; prints one line `ready` when it listens.
//   node scripts/emulators/storage-emulator.mjs --host 127.0.0.1 --port 9199 --project demo-marina --rules storage.rules
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * @typedef {{ start(): Promise<void>, stop(): Promise<void>, getInfo(): { host: string, port: number } }} Emulator
 * @typedef {{ StorageEmulator: new (args: {
 *   host: string, port: number, projectId: string, rules: { name: string, content: string }, auto_download: boolean
 * }) => Emulator }} StorageModule
 * @typedef {{ EmulatorRegistry: { start(emulator: Emulator): Promise<void>, stop(name: string): Promise<void> } }}
 *   RegistryModule
 */

// firebase-tools' internals (CommonJS, untyped; the version is pinned by package-lock.json).
const load = createRequire(import.meta.url);
const { StorageEmulator } = /** @type {StorageModule} */ (load('firebase-tools/lib/emulator/storage'));
const { EmulatorRegistry } = /** @type {RegistryModule} */ (load('firebase-tools/lib/emulator/registry'));

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    project: { type: 'string' },
    rules: { type: 'string' },
  },
});
if (!values.port || !values.project || !values.rules || !process.env.STORAGE_EMULATOR_BINARY_PATH) {
  console.error(
    'Usage: STORAGE_EMULATOR_BINARY_PATH=<rules runtime jar> node scripts/emulators/storage-emulator.mjs ' +
      '--port <port> --project <id> --rules <file> [--host <host>]',
  );
  process.exit(2);
}

const rulesPath = resolve(values.rules);
const emulator = new StorageEmulator({
  host: values.host,
  port: Number(values.port),
  projectId: values.project,
  rules: { name: rulesPath, content: readFileSync(rulesPath, 'utf8') },
  auto_download: false,
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await EmulatorRegistry.stop('storage').catch(() => undefined);
  process.exit(0);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, stop);

try {
  await EmulatorRegistry.start(emulator);
  console.log('ready');
} catch (error) {
  console.error(`The Storage emulator did not start: ${error instanceof Error ? error.message : error}`);
  await EmulatorRegistry.stop('storage').catch(() => undefined);
  process.exit(1);
}
