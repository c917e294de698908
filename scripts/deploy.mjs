#!/usr/bin/env node
// Checks the production settings, builds, scans the build for secrets, then runs `firebase deploy` (site, Firestore
// rules and indexes, Storage rules) to the project of VITE_FIREBASE_PROJECT_ID. Extra arguments go to firebase deploy:
//   npm run deploy                       everything
//   npm run deploy -- --only hosting     just the site
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { FIREBASE_BIN, ROOT, failWith, firebaseJson } from './lib/emulators.mjs';
import { headersFor, missingConnectOrigins } from './lib/hosting.mjs';

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
const problems = REQUIRED.filter((key) => !env[key]?.trim()).map(
  (key) => `${key} is not set (.env.production.local).`,
);
if (env.VITE_USE_FIREBASE_EMULATORS === 'true')
  problems.push('VITE_USE_FIREBASE_EMULATORS=true: this build would talk to localhost.');
if (env.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-'))
  problems.push(`${env.VITE_FIREBASE_PROJECT_ID} is an emulator-only demo project.`);
const policy = headersFor(firebaseJson().hosting, '/')['Content-Security-Policy'] ?? '';
for (const origin of missingConnectOrigins(policy, [env.VITE_CHAT_API_URL])) {
  problems.push(
    `The chat endpoint ${origin} is not in connect-src of the Content-Security-Policy in firebase.json.`,
  );
}
if (problems.length > 0) failWith('Not deploying:', problems);

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failWith(`${command} ${args.join(' ')} failed.`, []);
}

run('npm', ['run', 'build']);
run(process.execPath, [join(ROOT, 'scripts/check-secrets.mjs')]);
const projectId = /** @type {string} */ (env.VITE_FIREBASE_PROJECT_ID); // checked above: REQUIRED
run(FIREBASE_BIN, ['deploy', '--project', projectId, ...process.argv.slice(2)]);
