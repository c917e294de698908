// Prerenders the public routes into dist/: `node tools/prerender.mjs [distDir]` after `vite build`.
// Builds src/entry-server.tsx for Node with Vite, renders each path and writes {path}/index.html with the markup,
// the page title and the data snapshot the client hydrates with. dist/spa.html keeps the empty shell for every
// other path (admin, unknown pages).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const dist = resolve(process.argv[2] ?? 'dist');
const ssrOut = resolve('node_modules/.cache/prerender');

await rm(ssrOut, { recursive: true, force: true });
await build({
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, minify: false },
});
const entry = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);

const shell = await readFile(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill.');
await writeFile(join(dist, 'spa.html'), shell);

const snapshot = entry.buildTimeSnapshot();
const snapshotScript = snapshot
  ? `<script type="application/json" id="${entry.SNAPSHOT_ELEMENT_ID}">${entry.serializeSnapshot(snapshot)}</script>`
  : '';
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text) => escapeHtml(text).replace(/"/g, '&quot;');

const paths = entry.prerenderPaths(snapshot);
for (const path of paths) {
  const { html, title } = await entry.render(path, snapshot);
  const page = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttr(path)}">${html}</div>${snapshotScript}`,
    );
  const decoded = decodeURIComponent(path);
  const file = decoded === '/' ? join(dist, 'index.html') : join(dist, decoded, 'index.html');
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, page);
}
await rm(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${paths.length} pages into ${dist}`);
