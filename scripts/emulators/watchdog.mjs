#!/usr/bin/env node
// Stops the emulators when the script that started them dies without doing it (SIGKILL, a crash, a closed terminal):
// reads process-group ids on stdin (`+<pgid>` to guard, `-<pgid>` once stopped) and, when stdin closes, terminates
// the groups still guarded. Started detached by scripts/emulators/processes.mjs.
import { createInterface } from 'node:readline';

/** @type {Set<number>} */
const groups = new Set();

/**
 * @param {number} group
 * @param {NodeJS.Signals} signal
 * @returns {boolean} whether the group still existed
 */
function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const group = Number(line.slice(1));
  if (!Number.isInteger(group) || group <= 1) return;
  if (line.startsWith('+')) groups.add(group);
  else if (line.startsWith('-')) groups.delete(group);
});
lines.on('close', () => {
  const alive = [...groups].filter((group) => signalGroup(group, 'SIGTERM'));
  if (alive.length === 0) process.exit(0);
  setTimeout(() => {
    for (const group of alive) signalGroup(group, 'SIGKILL');
    process.exit(0);
  }, 5000);
});
