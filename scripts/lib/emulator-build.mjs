// Building the site for emulators on free ports: shared by the Firebase browser tests (scripts/test-e2e-firebase.mjs)
// and the Firebase benchmark (bench/firebase-site.mjs).
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { runCommand } from '../emulators/run.mjs';

/**
 * The settings of an emulator build: .env.emulator's, for this run's project and ports; nothing that would call
 * out (chat endpoint, EmailJS, App Check) and no Functions, whatever a developer's .env.local says.
 * @param {Record<string, string>} hosts FIRESTORE_EMULATOR_HOST and the others, `host:port`
 * @param {string} project
 * @returns {Record<string, string>}
 */
export function emulatorBuildSettings(hosts, project) {
  /** @param {string} name */
  const port = (name) => hosts[name]?.split(':')[1] ?? '';
  return {
    VITE_FIREBASE_PROJECT_ID: project,
    VITE_FIREBASE_AUTH_DOMAIN: `${project}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: `${project}.appspot.com`,
    VITE_USE_FIREBASE_EMULATORS: 'true',
    VITE_FIREBASE_AUTH_EMULATOR_PORT: port('FIREBASE_AUTH_EMULATOR_HOST'),
    VITE_FIRESTORE_EMULATOR_PORT: port('FIRESTORE_EMULATOR_HOST'),
    VITE_FIREBASE_STORAGE_EMULATOR_PORT: port('FIREBASE_STORAGE_EMULATOR_HOST'),
    VITE_CHAT_API_URL: '',
    VITE_CHAT_API_KEY: '',
    VITE_EMAILJS_PUBLIC_KEY: '',
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
    VITE_APPCHECK_SITE_KEY: '',
    // The browser path unless the run switches Functions on itself (scripts/test-e2e-firebase.mjs --functions).
    VITE_USE_FUNCTIONS: '',
    VITE_FUNCTIONS_EMULATOR_PORT: '',
  };
}

/**
 * `vite build --mode emulator` into `site`, then the prerender, which reads the catalogue from the emulators.
 * @param {string} site
 * @param {NodeJS.ProcessEnv} env the emulators' environment with the build settings
 * @param {(child: import('node:child_process').ChildProcess | null) => void} [onChild] told of each running step
 */
export async function buildForEmulators(site, env, onChild = () => undefined) {
  /**
   * @param {string} command
   * @param {string[]} args
   */
  const step = async (command, args) => {
    const run = runCommand(command, args, env);
    onChild(run.child);
    const code = await run.exited;
    onChild(null);
    return code;
  };
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const viteArgs = ['build', '--mode', 'emulator', '--outDir', site, '--emptyOutDir', '--logLevel', 'warn'];
  if ((await step(vite, viteArgs)) !== 0) throw new Error('vite build failed (see above).');
  const prerender = [join(ROOT, 'tools/prerender.mjs'), site, '--mode', 'emulator'];
  if ((await step(process.execPath, prerender)) !== 0) throw new Error('The prerender failed (see above).');
}
