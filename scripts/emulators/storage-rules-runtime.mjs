// Builds the Storage rules runtime (StorageRulesRuntime.java, beside this file) into a JAR that firebase-tools' Storage
// emulator can start as `java -jar <jar> serve`. Compiled against the Firestore emulator JAR, whose rules engine it
// uses; cached under node_modules/.cache by a hash of the source, the Firestore JAR and the JDK, so only the first
// start after a change pays for javac (about 2 s).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT, javaTool } from '../lib/emulators.mjs';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'StorageRulesRuntime.java');
const CACHE = join(ROOT, 'node_modules/.cache/marina-emulators');

/**
 * @param {string} tool
 * @param {string[]} args
 */
function run(tool, args) {
  const result = spawnSync(javaTool(tool), args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    const output = `${result.error?.message ?? ''}${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`Building the Storage rules runtime failed: ${tool} ${args.join(' ')}\n${output}`);
  }
  return `${result.stdout}${result.stderr}`;
}

/**
 * The path of the runtime JAR for this Firestore JAR, built when missing.
 * @param {string} firestoreJar
 * @returns {string}
 */
export function storageRulesRuntimeJar(firestoreJar) {
  const { size, mtimeMs } = statSync(firestoreJar);
  const key = createHash('sha256')
    .update(readFileSync(SOURCE))
    .update(`${firestoreJar}\0${size}\0${mtimeMs}\0${run('javac', ['-version']).trim()}`)
    .digest('hex')
    .slice(0, 16);
  const jar = join(CACHE, `storage-rules-runtime-${key}.jar`);
  if (existsSync(jar)) return jar;

  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, 'build-'));
  try {
    const classes = join(work, 'classes');
    // -proc:none: the Firestore JAR lists annotation processors that it does not contain.
    run('javac', ['-proc:none', '-nowarn', '--release', '11', '-cp', firestoreJar, '-d', classes, SOURCE]);
    const manifest = join(work, 'manifest.txt');
    writeFileSync(
      manifest,
      `Main-Class: StorageRulesRuntime\nClass-Path: ${pathToFileURL(firestoreJar).href}\n`,
    );
    const built = join(work, 'runtime.jar');
    run('jar', ['--create', '--file', built, '--manifest', manifest, '-C', classes, '.']);
    renameSync(built, jar); // atomic: a parallel start sees either no JAR or a whole one
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return jar;
}
