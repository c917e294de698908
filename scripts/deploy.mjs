#!/usr/bin/env node
// Checks the production settings, builds, scans the build for secrets, then runs `firebase deploy` (site, Firestore
// rules and indexes, Storage rules) to the project of VITE_FIREBASE_PROJECT_ID with the config the build wrote,
// firebase.dist.json: firebase.json with the rewrites from the route table and the Content-Security-Policy for this
// build's settings (chat endpoint, App Check; scripts/lib/hosting.mjs). Extra arguments go to firebase deploy:
//   npm run deploy                       everything
//   npm run deploy -- --only hosting     just the site
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { FIREBASE_BIN, ROOT, defaultSite, failWith } from './lib/emulators.mjs';
import { buildConfigPath, headersFor, missingConnectOrigins } from './lib/hosting.mjs';

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

// The build's own config: what is deployed is what was built (the policy is made for the build's settings).
const config = buildConfigPath(defaultSite());
const policy =
  headersFor(JSON.parse(readFileSync(config, 'utf8')).hosting, '/')['Content-Security-Policy'] ?? '';
const built = [
  ...missingConnectOrigins(policy, [env.VITE_CHAT_API_URL]).map(
    (origin) => `The chat endpoint ${origin} is not in connect-src of ${config}.`,
  ),
  ...(/127\.0\.0\.1|localhost/.test(policy) ? [`${config} allows a local emulator.`] : []),
];
if (built.length > 0) failWith('Not deploying the build:', built);

const projectId = /** @type {string} */ (env.VITE_FIREBASE_PROJECT_ID); // checked above: REQUIRED
run(FIREBASE_BIN, ['deploy', '--config', config, '--project', projectId, ...process.argv.slice(2)]);
