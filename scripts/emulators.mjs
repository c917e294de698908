#!/usr/bin/env node
// The local emulator suite on the ports in firebase.json, seeded from fixtures/ (scripts/seed.mjs), until Ctrl-C.
// Then `npm run dev:firebase` serves the site against it.
//   npm run emulators                              auth, firestore, storage and functions (functions/)
//   npm run emulators -- --only auth,firestore     any of auth, firestore, storage, functions, hosting
//   npm run emulators -- --only hosting            serves dist/ as Firebase Hosting would (build it first)
//   npm run emulators -- --no-seed                 starts empty
//   node scripts/emulators.mjs --check             only says whether they can start here (CI runs it first)
// Firestore runs the rules for the site's VITE_USE_FUNCTIONS in .env.emulator(.local) (scripts/lib/rules-variant.mjs):
// with it, enquiries are created only through the functions. How each one runs here: scripts/emulators/suite.mjs. Emulator output goes to log files (printed below).
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  EMULATOR_PROJECT,
  ROOT,
  findFirestoreJar,
  javaVersion,
  parseOnly,
  requireEmulators,
} from './lib/emulators.mjs';
import { rulesFile } from './lib/rules-variant.mjs';
import { emulatorProcessEnv, logFolder, onStopSignal, removeFolder, seed } from './emulators/run.mjs';
import { stopAll } from './emulators/processes.mjs';
import { startEmulators } from './emulators/suite.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const only = parseOnly(values.only, ['auth', 'firestore', 'storage', 'functions']);

requireEmulators(only);
if (values.check) {
  const jvm = only.some((name) => name === 'firestore' || name === 'storage');
  const details = jvm ? ` (Java ${javaVersion()?.text}, ${findFirestoreJar()})` : '';
  console.log(`✔ The emulators can start here: ${only.join(', ')}${details}.`);
  process.exit(0);
}
// After --check, which CI runs before `npm ci`: vite is installed by then.
const { loadEnv } = await import('vite');
/** Whether the site served against these emulators (`npm run dev:firebase`) uses the functions. */
const siteUsesFunctions =
  only.includes('functions') && loadEnv('emulator', ROOT, 'VITE_').VITE_USE_FUNCTIONS?.trim() === 'true';
const logs = logFolder();
onStopSignal(async () => {
  console.log('\nStopping the emulators…');
  await stopAll();
  removeFolder(logs);
});

/**
 * The Firestore emulator reads --rules once: load firestore.rules again whenever it changes (as firebase-tools does).
 * @param {string} origin
 */
function reloadFirestoreRulesOnChange(origin) {
  const file = join(ROOT, 'firestore.rules');
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  watch(file, () => {
    clearTimeout(pending);
    pending = setTimeout(async () => {
      const content = await readFile(rulesFile(siteUsesFunctions), 'utf8');
      const response = await fetch(`${origin}/emulator/v1/projects/${EMULATOR_PROJECT}:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
      }).catch((/** @type {Error} */ error) => error);
      if (response instanceof Response && response.ok) console.log('✔ firestore.rules reloaded.');
      else {
        const reason = response instanceof Response ? await response.text() : response.message;
        console.error(`✖ firestore.rules was not reloaded: ${reason}`);
      }
    }, 300);
  }).unref();
}

try {
  console.log(`Starting the ${only.join(', ')} emulators (project ${EMULATOR_PROJECT})…`);
  const suite = await startEmulators({
    only,
    ports: 'config',
    project: EMULATOR_PROJECT,
    logDir: logs,
    rules: rulesFile(siteUsesFunctions),
  });
  if (siteUsesFunctions) console.log('  Enquiries are created only by the functions (VITE_USE_FUNCTIONS).');
  const env = emulatorProcessEnv(suite.env);
  const seedOnly = only.filter((name) => name === 'auth' || name === 'firestore');
  if (!values['no-seed'] && seedOnly.length > 0 && (await seed(seedOnly, env)) !== 0) {
    throw new Error('Seeding failed (see above).');
  }
  if (suite.addresses.firestore) {
    const { host, port } = suite.addresses.firestore;
    reloadFirestoreRulesOnChange(`http://${host}:${port}`);
  }
  console.log('\n✔ Emulators running:');
  for (const [name, { host, port }] of Object.entries(suite.addresses)) {
    console.log(`    ${name.padEnd(10)} http://${host}:${port}`);
  }
  console.log(`  Logs: ${logs}`);
  if (suite.addresses.hosting)
    console.log(
      `  The site as deployed: http://${suite.addresses.hosting.host}:${suite.addresses.hosting.port}`,
    );
  console.log('  `npm run dev:firebase` serves the site against them. Ctrl-C stops them all.\n');
  const message = await suite.crashed;
  console.error(`\n✖ ${message}`);
  await suite.stop();
  process.exit(1);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}\n  Logs: ${logs}`);
  await stopAll();
  process.exit(1);
}
