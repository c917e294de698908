/**
 * The load run's figures: each step adds its section to bench-results/load.json (kept beside the benchmark's
 * reports) and prints it, so a failing step still leaves what was measured before it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const FILE = join(resolve('bench-results'), 'load.json');

/** Starts a new report (the first step of a run). */
export function startReport(about: Record<string, unknown>) {
  mkdirSync(resolve('bench-results'), { recursive: true });
  writeFileSync(FILE, `${JSON.stringify({ startedAt: new Date().toISOString(), ...about }, null, 2)}\n`);
}

/** Adds (or replaces) one section of the report and prints it. */
export function report(section: string, figures: Record<string, unknown>) {
  let current: Record<string, unknown> = {};
  try {
    current = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    mkdirSync(resolve('bench-results'), { recursive: true });
  }
  current[section] = figures;
  writeFileSync(FILE, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`\n[load] ${section}: ${JSON.stringify(figures, null, 2)}`);
}
