// The emulators' processes: each in its own process group (a JVM, firebase-tools and their children), logging to a
// file, all stopped together — on a normal end, on failure, on Ctrl-C or SIGTERM and, through a watchdog, even when
// the script that started them is killed outright. No orphan java.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} Managed
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} log the file its output goes to
 * @property {Promise<number | null>} exited resolves with the exit code (null when killed by a signal)
 * @property {boolean} running
 */

const WATCHDOG = join(dirname(fileURLToPath(import.meta.url)), 'watchdog.mjs');
const STOP_GRACE_MS = 5000;

/** @type {Managed[]} */
const managed = [];
/** @type {import('node:child_process').ChildProcess | null} */
let watchdog = null;
let stopRequested = false;

/** Whether stopAll() was called: a process that ends after that has not crashed. */
export function stopping() {
  return stopRequested;
}

/** @param {string} line */
function tellWatchdog(line) {
  if (!watchdog) {
    watchdog = spawn(process.execPath, [WATCHDOG], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    watchdog.unref();
    /** @type {import('node:net').Socket} */ (watchdog.stdin).unref();
  }
  watchdog.stdin?.write(`${line}\n`);
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts a process in its own group, its output (stdout and stderr) appended to `log`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ log: string, env?: NodeJS.ProcessEnv, cwd?: string }} options
 * @returns {Managed}
 */
export function startProcess(name, command, args, { log, env = process.env, cwd }) {
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  /** @type {Managed} */
  const entry = {
    name,
    child,
    log,
    running: true,
    exited: new Promise((resolveExit) => {
      child.on('error', (error) => {
        entry.running = false;
        resolveExit(null);
        console.error(`✖ Could not start the ${name} emulator (${command}): ${error.message}`);
      });
      child.on('exit', (code) => {
        entry.running = false;
        resolveExit(code);
      });
    }),
  };
  managed.push(entry);
  if (child.pid) tellWatchdog(`+${child.pid}`);
  return entry;
}

/**
 * The last lines a process logged, for an error message.
 * @param {Managed} entry
 * @param {number} [count]
 */
export function logTail(entry, count = 30) {
  try {
    return readFileSync(entry.log, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * SIGTERM to the process's group, SIGKILL to what is left after a grace period.
 * @param {Managed} entry
 */
async function stopGroup(entry) {
  const pid = entry.child.pid;
  if (!pid) return;
  if (entry.running) {
    signalGroup(pid, 'SIGTERM');
    const timer = new Promise((resolveTimer) => setTimeout(resolveTimer, STOP_GRACE_MS).unref());
    await Promise.race([entry.exited, timer]);
  }
  // The group may outlive its leader (a JVM started by firebase-tools): make sure nothing of it is left.
  signalGroup(pid, 'SIGKILL');
  await entry.exited;
  tellWatchdog(`-${pid}`);
}

/**
 * Stops one started process (the others keep running).
 * @param {Managed} entry
 */
export async function stopProcess(entry) {
  const index = managed.indexOf(entry);
  if (index >= 0) managed.splice(index, 1);
  await stopGroup(entry);
}

/**
 * Stops every started process.
 * @returns {Promise<void>}
 */
export async function stopAll() {
  stopRequested = true;
  const entries = managed.splice(0);
  await Promise.all(entries.map(stopGroup));
  watchdog?.stdin?.end();
  watchdog = null;
}

/** Last resort when the process exits without having stopped them (process.on('exit') cannot wait). */
process.on('exit', () => {
  for (const entry of managed) if (entry.child.pid) signalGroup(entry.child.pid, 'SIGKILL');
});
