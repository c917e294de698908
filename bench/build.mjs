// Production builds for the bench, each in its own folder: `vite build` then the prerender, as `npm run build`;
// optionally with camera photos (bench/camera-photos.mjs) in place of some yachts' images.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { imagesByYacht } from './camera-photos.mjs';

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

/** Where a demo build keeps the camera photos' files: `/img/bench/Products/{yachtId}/{photoId}/{width}.webp`. */
export const DEMO_PHOTO_FOLDER = '/img/bench';

/**
 * Builds into `outDir`. With `photos` (made with `folder: DEMO_PHOTO_FOLDER`), their files are written into the
 * build and the prerender shows them in place of those yachts' images (--yacht-images), so the pages, their
 * snapshot and the demo backend seeded from it all have them.
 * @param {string} outDir
 * @param {Record<string, string>} variables
 * @param {{ photos?: import('./camera-photos.mjs').YachtPhotos[] }} [options]
 */
export function buildInto(outDir, variables, { photos } = {}) {
  const env = { ...process.env, ...variables };
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env);
  const prerender = ['tools/prerender.mjs', outDir];
  if (photos) {
    for (const file of photos.flatMap((yacht) => yacht.photos.flatMap((photo) => photo.files))) {
      const target = join(outDir, DEMO_PHOTO_FOLDER, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.data);
    }
    const list = `${outDir}.yacht-images.json`;
    writeFileSync(list, `${JSON.stringify(imagesByYacht(photos), null, 2)}\n`);
    prerender.push('--yacht-images', list);
  }
  run(process.execPath, prerender, env);
}
