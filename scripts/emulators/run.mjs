// What the two emulator commands share: a log folder, the seed, and stopping everything on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';

/** @returns {string} a fresh folder for the emulators' logs and their firebase.json */
export function logFolder() {
  return mkdtempSync(join(tmpdir(), 'marina-emulators-'));
}

/** @param {string} folder */
export function removeFolder(folder) {
  rmSync(folder, { recursive: true, force: true });
}

/**
 * The environment for anything run against the emulators: never a real project's credentials.
 * @param {Record<string, string>} emulatorEnv
 * @returns {NodeJS.ProcessEnv}
 */
export function emulatorProcessEnv(emulatorEnv) {
  const env = { ...process.env, ...emulatorEnv };
  delete env.GOOGLE_APPLICATION_CREDENTIALS;
  env.PATH = `${join(ROOT, 'node_modules/.bin')}${delimiter}${env.PATH ?? ''}`;
  return env;
}

/**
 * Runs a command to its end with the terminal's stdio.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ child: import('node:child_process').ChildProcess, exited: Promise<number> }}
 */
export function runCommand(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  const exited = new Promise((resolveExit) => {
    child.on('error', (error) => {
      console.error(`✖ Could not run ${command}: ${error.message}`);
      resolveExit(127);
    });
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  return { child, exited: /** @type {Promise<number>} */ (exited) };
}

/** @param {NodeJS.Signals} signal */
function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[/** @type {string} */ (signal)] ?? 1;
}

/**
 * Seeds the emulators from fixtures/ (scripts/seed.mjs); resolves with its exit code.
 * @param {('auth' | 'firestore')[]} only
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} [extraArgs] more of seed.mjs's options (`--no-activity`)
 */
export function seed(only, env, extraArgs = []) {
  const args = [join(ROOT, 'scripts/seed.mjs'), '--only', only.join(','), ...extraArgs];
  return runCommand(process.execPath, args, env).exited;
}

/**
 * Calls `cleanup` once on Ctrl-C, SIGTERM or SIGHUP, then exits with 128 + the signal's number.
 * @param {(signal: NodeJS.Signals) => Promise<void>} cleanup
 */
export function onStopSignal(cleanup) {
  let stopping = false;
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void cleanup(signal).finally(() => process.exit(128 + signalNumber(signal)));
    });
  }
}
