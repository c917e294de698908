// Bundles the functions (src/index.ts) with the site's own modules they import (src/domain, the Firebase-free
// booking checks and payloads) into lib/index.js: one source for prices and stored shapes, no copy. The Firebase
// SDKs stay external; Cloud Build installs them from package.json.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  // Cloud Functions run it on Node 22 (package.json engines); the emulators on the machine's Node 20 run the same
  // bundle, so the syntax stays Node 20's (docs/decisions/0039).
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'nodemailer',
    'stripe',
  ],
  logLevel: 'warning',
});
