#!/usr/bin/env node
// Checks the production settings, builds, scans the build for secrets, then runs `firebase deploy` (site, Firestore
// rules and indexes, Storage rules) to the project of VITE_FIREBASE_PROJECT_ID with the config the build wrote,
// firebase.dist.json: firebase.json with the rewrites from the route table and the Content-Security-Policy for this
// build's settings (chat endpoint, App Check; scripts/lib/hosting.mjs). Extra arguments go to firebase deploy:
//   npm run deploy                       everything
//   npm run deploy -- --only hosting     just the site
// It stops when a chat provider key is set for the browser (VITE_CHAT_API_KEY) unless --allow-browser-chat-key.
// With VITE_USE_FUNCTIONS=true it also deploys functions/ (built by firebase.json's predeploy) and the rules that
// leave creating enquiries to them (scripts/lib/rules-variant.mjs), and writes ENFORCE_APP_CHECK for the functions
// into functions/.env.<project>: true when the site has an App Check site key (docs/decisions/0033-server-side.md),
// and SITE_ORIGIN (VITE_SITE_ORIGIN, for the links in the operator's emails: docs/decisions/0035).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { FIREBASE_BIN, ROOT, defaultSite, failWith } from './lib/emulators.mjs';
import { DEPLOY_MARK, deployProblems, firebaseDeployArgs } from './lib/deploy-checks.mjs';
import { buildConfigPath, headersFor, missingConnectOrigins, usesFunctions } from './lib/hosting.mjs';
import { rulesFile } from './lib/rules-variant.mjs';

const args = process.argv.slice(2);
// The predeploy hooks of firebase.json let only this command deploy rules and functions (scripts/deploy-guard.mjs).
process.env[DEPLOY_MARK] = '1';
const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
const problems = deployProblems(env, args);
if (problems.length > 0) failWith('Not deploying:', problems);

/**
 * @param {string} command
 * @param {string[]} commandArgs
 */
function run(command, commandArgs) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failWith(`${command} ${commandArgs.join(' ')} failed.`, []);
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
if (usesFunctions(env)) {
  rulesFile(true);
  // The functions' own setting (a firebase-functions param), beside whatever else the file holds.
  const file = join(ROOT, `functions/.env.${projectId}`);
  // SITE_ORIGIN: the site's address for the links in the operator's emails (docs/decisions/0035), as the build's.
  const origin = env.VITE_SITE_ORIGIN?.trim() ? new URL(env.VITE_SITE_ORIGIN.trim()).origin : null;
  const written = ['ENFORCE_APP_CHECK=', ...(origin ? ['SITE_ORIGIN='] : [])];
  const kept = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '' && !written.some((name) => line.startsWith(name)))
    : [];
  const enforce = Boolean(env.VITE_APPCHECK_SITE_KEY?.trim());
  const lines = [`ENFORCE_APP_CHECK=${enforce}`, ...(origin ? [`SITE_ORIGIN=${origin}`] : [])];
  writeFileSync(file, [...kept, ...lines, ''].join('\n'));
  console.log(
    `\nFunctions on: App Check ${enforce ? 'enforced' : 'not enforced'} by the functions (${file}).`,
  );
}
run(FIREBASE_BIN, ['deploy', '--config', config, '--project', projectId, ...firebaseDeployArgs(args)]);
