#!/usr/bin/env node
// Fails when the build (dist/, or the folders given) or the repository's files hold a secret: private keys,
// service-account key files, API keys and tokens, and the chat provider's key the functions hold (CHAT_API_KEY, from
// the environment or functions/.secret.local: docs/decisions/0034-chat-proxy.md). The Firebase web API key of this
// build (VITE_FIREBASE_API_KEY) is allowed: it is public by design. Runs in `npm test` after the build, and before
// `npm run deploy`. An App Check debug token of the environment is a secret here too, outside builds for the emulators.
//   node scripts/check-secrets.mjs [build-folder...]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { ROOT } from './lib/emulators.mjs';
import { dotenvValue, findSecrets, redact } from './lib/secret-scan.mjs';

const MAX_BYTES = 5 * 1024 * 1024;
const SKIP = new Set(['package-lock.json']);

/** @param {string} folder */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

function repositoryFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return listed
      .split('\0')
      .filter(Boolean)
      .map((file) => join(ROOT, file));
  } catch {
    console.warn('i  Not a git checkout: only the build is scanned.');
    return [];
  }
}

/**
 * @param {string} file
 * @returns {string | null} null for files not to scan: skipped, gone, too large or binary
 */
function readText(file) {
  if (SKIP.has(relative(ROOT, file)) || !existsSync(file) || statSync(file).size > MAX_BYTES) return null;
  const buffer = readFileSync(file);
  return buffer.includes(0) ? null : buffer.toString('utf8');
}

const builds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [join(ROOT, 'dist')];
for (const build of builds) {
  if (!existsSync(build)) {
    console.error(`✖ ${build} does not exist: build first (npm run build).`);
    process.exit(1);
  }
}

const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
const allowed = [env.VITE_FIREBASE_API_KEY].filter(/** @returns {key is string} */ (key) => Boolean(key));
const secretLocal = join(ROOT, 'functions/.secret.local');
const known = [
  env.CHAT_API_KEY,
  existsSync(secretLocal) ? dotenvValue(readFileSync(secretLocal, 'utf8'), 'CHAT_API_KEY') : undefined,
]
  .filter(/** @returns {key is string} */ (key) => Boolean(key?.trim()))
  .map((key) => ({
    name: 'the chat provider’s key (CHAT_API_KEY, a secret of the functions)',
    value: key.trim(),
  }));
// An App Check debug token switches App Check off for whoever holds it: only builds for the emulators may carry one
// (publicEnv in src/config/env-schema.ts leaves it out of any other).
if (env.VITE_APPCHECK_DEBUG_TOKEN?.trim() && env.VITE_USE_FIREBASE_EMULATORS !== 'true') {
  known.push({
    name: 'the App Check debug token (VITE_APPCHECK_DEBUG_TOKEN, for builds on the emulators only)',
    value: env.VITE_APPCHECK_DEBUG_TOKEN.trim(),
  });
}
const buildFiles = builds.flatMap(filesUnder);
const problems = [];
for (const file of [...new Set([...buildFiles, ...repositoryFiles()])]) {
  const text = readText(file);
  if (text === null) continue;
  for (const { name, match } of findSecrets(text, { allowed, known })) {
    problems.push(`${relative(ROOT, file)}: ${name} (${redact(match)})`);
  }
  if (env.VITE_CHAT_API_KEY && buildFiles.includes(file) && text.includes(env.VITE_CHAT_API_KEY)) {
    console.warn(
      `⚠  ${relative(ROOT, file)} holds VITE_CHAT_API_KEY: anyone can read it. Prefer a proxy endpoint (README, Security).`,
    );
  }
}

if (problems.length > 0) {
  console.error(`✖ Secrets found:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `✔ No secrets in ${builds.map((build) => relative(ROOT, build) || '.').join(', ')} or the repository.`,
);
