// Prerenders the public routes into dist/ after `vite build`, and writes the build's hosting config:
//   node tools/prerender.mjs [distDir] [--mode <mode>] [--allow-empty-catalogue] [--yacht-images <file.json>]
// (the same mode as `vite build`; default production). Builds src/entry-server.tsx for Node with Vite, reads the
// catalogue the site will show (the fixtures in demo mode; in Firebase mode products, offers and services from the
// configured project or, with emulator settings, the emulators), renders each path and writes {path}/index.html with
// the markup, the page title and the data snapshot the client hydrates with. When the catalogue cannot be read, or
// has no yacht, the build fails rather than ship pages without the fleet; --allow-empty-catalogue (or
// PRERENDER_ALLOW_EMPTY_CATALOGUE=true) builds them anyway, the pages then loading the catalogue in the browser.
// --yacht-images (for the bench only, `npm run bench`: camera photos in demo mode) names a JSON file
// `{ "<yacht id>": [photo, …] }` whose photos replace those yachts' images in the catalogue read, as if the operator
// had uploaded them; the pages, their data snapshot (which seeds the demo backend) and build-info.json then have
// them. The photos' files must be in the build already. It fails on a yacht the catalogue does not have.
// build-info.json records when the pages were built and a fingerprint of their catalogue (the admin area compares
// it with the live one); sitemap.xml and robots.txt list the pages for search engines. spa.html keeps the empty shell for the app's
// routes that may have no prerendered file (sign-in, admin, yachts and services added later), and charter.html the charter
// pages' own entry, built here; 404.html is the
// not-found page Hosting sends, with status 404, for every other path. Beside the folder, firebase.dist.json (for
// dist/) is firebase.json for this build: rewrites from the route table, the Content-Security-Policy for the build's
// settings (scripts/lib/hosting.mjs; `npm run deploy` and the Hosting emulator use it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { FIRST_VIEW_FONTS, fontFileName } from '../scripts/lib/fonts.mjs';
import { buildConfigPath, buildFirebaseConfig } from '../scripts/lib/hosting.mjs';

/**
 * The data the pages are rendered with (src/backend/react/snapshot.ts); passed through unread here.
 * @typedef {{ products: unknown[], services: unknown[] }} SiteSnapshot
 */
/** @typedef {{ yachts: unknown[], offers: unknown[], services: unknown[] }} Catalogue */
/**
 * What this script uses of src/entry-server.tsx, built for Node below.
 * @typedef {object} ServerEntry
 * @property {() => Promise<{ catalogue: Catalogue, source: string, home: unknown }>} buildTimeCatalogue
 * @property {(catalogue: Catalogue) => SiteSnapshot} snapshotOf
 * @property {(path: string, snapshot: SiteSnapshot | undefined, home: unknown) => SiteSnapshot | undefined} pageSnapshot
 * @property {(catalogue: Catalogue, builtAt: Date) => object} buildInfoFor
 * @property {string} BUILD_INFO_FILE
 * @property {(snapshot: SiteSnapshot | undefined) => string[]} prerenderPaths
 * @property {(path: string, snapshot: SiteSnapshot | undefined) => Promise<{ html: string, title: string, head: string, lang: string, dir: string }>} render
 * @property {(paths: readonly string[]) => string[]} localizedPaths
 * @property {(paths: readonly string[], builtAt: Date) => { file: string, text: string }[]} searchFiles
 * @property {(snapshot: SiteSnapshot) => string} serializeSnapshot
 * @property {string} SNAPSHOT_ELEMENT_ID
 * @property {() => string[]} shellRoutes
 * @property {() => string[]} charterRoutes
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: 'string', default: 'production' },
    'allow-empty-catalogue': { type: 'boolean', default: false },
    'yacht-images': { type: 'string' },
  },
});
const allowEmptyCatalogue =
  options['allow-empty-catalogue'] === true || process.env.PRERENDER_ALLOW_EMPTY_CATALOGUE === 'true';
const mode = /** @type {string} */ (options.mode);
const dist = resolve(positionals[0] ?? 'dist');
const ssrOut = resolve('node_modules/.cache/prerender');
/** A path no route matches: rendered as the not-found page (404.html). */
const NOT_FOUND_PATH = '/404';

/** React's modules as Preact's compatibility layer answers them, in the charter pages' build. */
const CHARTER_REACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

await rm(ssrOut, { recursive: true, force: true });
await build({
  mode,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, minify: false },
});
const entry = /** @type {ServerEntry} */ (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href));

// The charter pages' own entry (charter.html, src/charter-main.tsx; docs/decisions/0043-charter-page.md), built on its
// own into the same folder: sharing no chunk with the site's app, neither carries the other's code, and the site's
// first visit stays as it was built.
await build({
  mode,
  logLevel: 'warn',
  // React's API on Preact's 4 KB runtime (docs/decisions/0053-charter-pages-on-preact.md): React and React DOM are
  // most of a client's first download, on a page without the site's router or React libraries.
  resolve: { alias: CHARTER_REACT_ALIASES },
  build: {
    outDir: dist,
    emptyOutDir: false,
    rolldownOptions: {
      input: { charter: resolve('charter.html') },
      output: {
        codeSplitting: {
          groups: [
            // What the entry runs on its first step (the address's page, its first read sent) and what that imports,
            // apart: small, so the read goes out as soon as it is in, not once the REST code below has arrived too.
            {
              name: 'charter-first',
              test: /src[\\/](backend[\\/](charter-first|firebase[\\/]charter-early-read)|config[\\/]charter-paths|i18n[\\/]published-locales|features[\\/]charter[\\/]charter-photo|components[\\/]photo-sizes)\.ts$/,
              priority: 16,
            },
            // The rest of the start (src/charter-start.ts: the reads, the messages) and the backend's reads of a
            // charter page, with what they import, in one chunk rather than a dozen small ones (each a request of its
            // own on a phone): the demo's charter code, or Firebase's REST reader.
            {
              name: 'charter-reads',
              test: /src[\\/](charter-start|backend[\\/](demo[\\/]charter-guests|firebase[\\/](deferred|rest-charters)))\.ts$/,
              priority: 15,
            },
          ],
        },
      },
    },
  },
});

const shell = await readFile(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill.');
await writeFile(join(dist, 'spa.html'), shell);

const ALLOW_HINT =
  'To build the pages without it anyway (they then load the catalogue in the browser), pass --allow-empty-catalogue ' +
  'to tools/prerender.mjs or set PRERENDER_ALLOW_EMPTY_CATALOGUE=true.';
/** @type {Catalogue | undefined} */
let catalogue;
/** The home page's own data (FAQ, reviews), in its snapshot only. */
let homeData;
try {
  const read = await entry.buildTimeCatalogue();
  catalogue = read.catalogue;
  homeData = read.home;
  const counts = `${catalogue.yachts.length} yachts, ${catalogue.offers.length} offers, ${catalogue.services.length} services`;
  console.log(`Catalogue from ${read.source}: ${counts}.`);
  if (catalogue.yachts.length === 0) {
    if (!allowEmptyCatalogue)
      throw new Error(`The catalogue from ${read.source} has no yachts: the site would show an empty fleet.`);
    console.warn('⚠ No yachts in the catalogue: the pages are built with an empty fleet (allowed).');
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (!allowEmptyCatalogue) {
    console.error(`\n✖ Prerender stopped: ${message}\n  ${ALLOW_HINT}\n`);
    await rm(ssrOut, { recursive: true, force: true });
    process.exit(1);
  }
  if (!catalogue) console.warn(`⚠ ${message}\n  The pages are built without the catalogue (allowed).`);
}
if (catalogue && options['yacht-images'])
  catalogue = await withYachtImages(catalogue, options['yacht-images']);
const snapshot = catalogue ? entry.snapshotOf(catalogue) : undefined;
/** @param {SiteSnapshot | undefined} data */
const snapshotScript = (data) =>
  data
    ? `<script type="application/json" id="${entry.SNAPSHOT_ELEMENT_ID}">${entry.serializeSnapshot(data)}</script>`
    : '';
/**
 * The catalogue with some yachts' images replaced by those in `file` (--yacht-images).
 * @param {Catalogue} read
 * @param {string} file
 * @returns {Promise<Catalogue>}
 */
async function withYachtImages(read, file) {
  const images = /** @type {Record<string, unknown[]>} */ (JSON.parse(await readFile(file, 'utf8')));
  const yachts = /** @type {{ id: string }[]} */ (read.yachts);
  const unknown = Object.keys(images).filter((id) => !yachts.some((yacht) => yacht.id === id));
  if (unknown.length > 0)
    throw new Error(`--yacht-images names yachts not in the catalogue: ${unknown.join(', ')}`);
  console.log(`Images of ${Object.keys(images).join(', ')} from ${file}.`);
  return {
    ...read,
    yachts: yachts.map((yacht) => (images[yacht.id] ? { ...yacht, images: images[yacht.id] } : yacht)),
  };
}
/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** @param {string} text */
const escapeAttr = (text) => escapeHtml(text).replace(/"/g, '&quot;');

// The hero (src/styles/app.scss) is a CSS background: without a preload the browser finds it only once the
// stylesheet is in, although it is the largest thing on screen. One file per screen width and pixel density, with
// the stylesheet's media queries: a phone's hero is drawn about 700 px wide (1.75 × 400 px high, cropped), 1200 px
// on a screen of 1.5 device pixels per CSS pixel or more.
const HERO_IMAGES = [
  { href: '/img/hero-800.webp', media: '(max-width: 799.98px) and (max-resolution: 1.49dppx)' },
  { href: '/img/hero-1200.webp', media: '(max-width: 799.98px) and (min-resolution: 1.5dppx)' },
  { href: '/img/hero.webp', media: '(min-width: 800px)' },
];
const css = await Promise.all(
  [...shell.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) =>
    readFile(join(dist, href), 'utf8'),
  ),
);
for (const { href } of HERO_IMAGES) {
  if (!css.some((sheet) => sheet.includes(href))) throw new Error(`The stylesheet no longer uses ${href}.`);
}
const heroPreloads = HERO_IMAGES.map(
  ({ href, media }) => `<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high">`,
).join('');

// The fonts of each language's first view (scripts/lib/fonts.mjs), at the addresses Vite gave them in the stylesheet:
// without a preload the browser finds a font only once the stylesheet is in and the text laid out.
/** @type {Record<string, string>} */
const fontPreloads = Object.fromEntries(
  Object.entries(FIRST_VIEW_FONTS).map(([lang, fonts]) => [
    lang,
    fonts
      .map(({ font, media }) => {
        const name = fontFileName(font).replace(/\.woff2$/, '');
        const href = css.join('\n').match(new RegExp(`/assets/${name}-[\\w-]+\\.woff2`))?.[0];
        if (!href) throw new Error(`The stylesheet has no ${name} font.`);
        const mediaAttribute = media ? ` media="${media}"` : '';
        return `<link rel="preload" as="font" type="font/woff2" href="${href}"${mediaAttribute} crossorigin>`;
      })
      .join(''),
  ]),
);

// The app's script and module preloads, as Vite put them in the shell. A prerendered page is complete without
// them, so it loads them only once it has been painted (start-app-*.js): the code then does not compete for the
// network with what the visitor sees first. The empty shell (spa.html) keeps them, as it needs them to show anything.
const appTags = [
  ...shell.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
].map(([tag]) => tag);
if (!appTags.some((tag) => tag.startsWith('<script')))
  throw new Error('dist/index.html has no module script.');
// Preloads first, the entry script last.
const appElements = appTags
  .map((tag) =>
    tag.startsWith('<script')
      ? { tag: 'script', type: 'module', src: /** @type {RegExpExecArray} */ (/src="([^"]+)"/.exec(tag))[1] }
      : {
          tag: 'link',
          rel: 'modulepreload',
          href: /** @type {RegExpExecArray} */ (/href="([^"]+)"/.exec(tag))[1],
        },
  )
  .sort((a, b) => Number(a.tag === 'script') - Number(b.tag === 'script'));
const starterSource = await readFile(resolve('tools/start-app.js'), 'utf8');
if (!starterSource.includes('/* app elements */ []'))
  throw new Error('tools/start-app.js has no list to fill.');
// Without its comments and indentation: it is on every prerendered page.
const starter = starterSource
  .replace('/* app elements */ []', JSON.stringify(appElements))
  .replace(/\/\*\*[\s\S]*?\*\//g, '')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/^\s+/gm, '');
const starterFile = `assets/start-app-${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
await writeFile(join(dist, starterFile), starter);
const starterTag = `<script type="module" src="/${starterFile}"></script>`;

/**
 * A prerendered page: the app starts after the first paint; the hero image, if any, and the fonts of the language's
 * first view are preloaded.
 * @param {string} page the shell
 * @param {string} html the page's markup
 * @param {string} lang
 */
function withLoadingHints(page, html, lang) {
  const fonts = fontPreloads[lang];
  if (fonts === undefined) throw new Error(`No first-view fonts for ${lang} in scripts/lib/fonts.mjs.`);
  let result = appTags
    .reduce((text, tag) => text.replace(tag, ''), page)
    .replace('</head>', `${starterTag}</head>`)
    .replace('</title>', `</title>${fonts}`);
  if (html.includes('class="hero ')) result = result.replace('</title>', `</title>${heroPreloads}`);
  return result.replace(/\n\s*\n/g, '\n');
}

/**
 * The page's head elements (description, canonical, alternates, link previews, JSON-LD) in place of the shell's
 * default description.
 * @param {string} page
 * @param {string} head
 */
const withHead = (page, head) =>
  page.replace(/<meta\s[^>]*data-page-meta[^>]*>/g, '').replace('</head>', `${head}</head>`);

/**
 * The page's language in `<html>`.
 * @param {string} page
 * @param {{ lang: string, dir: string }} language
 */
function withLanguage(page, { lang, dir }) {
  const html = '<html lang="en" dir="ltr">';
  if (!page.includes(html)) throw new Error(`index.html no longer starts with ${html}`);
  return page.replace(html, `<html lang="${lang}" dir="${dir}">`);
}

// Each page in each published language: English at its path, the others under /ar/, /ru/.
const paths = entry.prerenderPaths(snapshot);
const pages = entry.localizedPaths(paths);
for (const path of pages) {
  const data = entry.pageSnapshot(path, snapshot, homeData);
  const { html, title, head, lang, dir } = await entry.render(path, data);
  const page = withHead(withLoadingHints(withLanguage(shell, { lang, dir }), html, lang), head)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttr(path)}">${html}</div>${snapshotScript(data)}`,
    );
  // Hosting looks a request's path up decoded as decodeURI does: `/services/Catering%20%26%20Dining` as
  // `Catering %26 Dining`. A name with such a character gets that folder too.
  const folders = new Set([decodeURIComponent(path), decodeURI(path)]);
  for (const folder of folders) {
    const file = folder === '/' ? join(dist, 'index.html') : join(dist, folder, 'index.html');
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, page);
  }
}

// Sent by Hosting, with status 404, for any path that is neither a file nor an app route. The client renders it
// afresh at whatever path it was sent for (src/main.tsx hydrates only the page prerendered for that path).
const notFound = await entry.render(NOT_FOUND_PATH, snapshot);
await writeFile(
  join(dist, '404.html'),
  withHead(withLoadingHints(shell, notFound.html, notFound.lang), notFound.head)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(notFound.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${NOT_FOUND_PATH}">${notFound.html}</div>`,
    ),
);

// When the pages were built, and from which catalogue: the admin area compares it with the live catalogue.
const builtAt = new Date();
const buildInfo = entry.buildInfoFor(catalogue ?? { yachts: [], offers: [], services: [] }, builtAt);
// sitemap.xml and robots.txt, for the pages just written.
for (const { file, text } of entry.searchFiles(paths, builtAt)) await writeFile(join(dist, file), text);
await writeFile(join(dist, entry.BUILD_INFO_FILE), `${JSON.stringify(buildInfo, null, 2)}\n`);

const env = { ...loadEnv(mode, ROOT, 'VITE_'), ...process.env };
// The build's firebase config (docs/decisions/0011-hosting-config-from-the-build.md).
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const firebaseConfig = buildFirebaseConfig(firebaseJson, {
  root: ROOT,
  buildDir: dist,
  env,
  shellRoutes: entry.shellRoutes(),
  charterRoutes: entry.charterRoutes(),
});
const configFile = buildConfigPath(dist);
await writeFile(configFile, `${JSON.stringify(firebaseConfig, null, 2)}\n`);

await rm(ssrOut, { recursive: true, force: true });
console.log(
  `Prerendered ${pages.length} pages and 404.html into ${dist}; its firebase config: ${configFile}`,
);
