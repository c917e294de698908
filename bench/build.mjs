// Production builds for the bench, each in its own folder: `vite build` then the prerender, as `npm run build`.
import { spawnSync } from 'node:child_process';

const FIREBASE_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_USE_FIREBASE_EMULATORS',
];

/** Demo mode whatever .env.local says: every Firebase setting empty (empty counts as not set). */
export const DEMO_ENV = Object.fromEntries(FIREBASE_KEYS.map((key) => [key, '']));

/** The Firebase backend with dummy settings: only its bytes are measured, nothing is called. */
export const FIREBASE_ENV = {
  ...DEMO_ENV,
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-marina.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-marina',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-marina.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

/**
 * @param {string} outDir
 * @param {Record<string, string>} variables
 */
export function buildInto(outDir, variables) {
  const env = { ...process.env, ...variables };
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env);
  run(process.execPath, ['tools/prerender.mjs', outDir], env);
}
