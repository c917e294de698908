import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseEnv, type Env } from './src/config/env-schema';
import { dataOrigins } from './src/config/data-hosts';
import { isCharterAddress } from './scripts/lib/hosting.mjs';
import react from '@vitejs/plugin-react';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import postcssRtlcss from 'postcss-rtlcss';

/**
 * Lingui's `msg` macro (lingui.config.ts), run by Babel on the files that import it only, before TypeScript and JSX
 * are compiled: each English text becomes a message descriptor (docs/decisions/0018-i18n-lingui.md).
 */
function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (
        !/\.[cm]?[jt]sx?$/.test(file) ||
        file.includes('/node_modules/') ||
        !code.includes('@lingui/core/macro')
      ) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** Translations: the macro, and `.po` catalogues compiled when imported. */
export const i18nPlugins = () => [linguiMacros(), lingui({ failOnCompileError: true })];

/** Firebase is used only when its web config is present; otherwise the built-in demo backend runs. */
export function pickBackend(env: Record<string, string | undefined>): 'firebase' | 'demo' {
  return env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID ? 'firebase' : 'demo';
}

/**
 * A Firebase build's charter pages connect to Firestore (their reads) and Storage (the yacht's photo) while their code
 * still loads: on a phone's mobile data each new connection costs round trips before the first byte.
 */
function charterPreconnects(env: Record<string, string | undefined>): Plugin {
  const onEmulators = env.VITE_USE_FIREBASE_EMULATORS === 'true';
  const { firestore, storage } = dataOrigins(
    onEmulators
      ? {
          firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT),
          storage: Number(env.VITE_FIREBASE_STORAGE_EMULATOR_PORT),
        }
      : undefined,
  );
  return {
    name: 'charter-preconnects',
    transformIndexHtml(html, { filename }) {
      if (pickBackend(env) !== 'firebase' || !filename.endsWith('charter.html')) return html;
      return {
        html,
        tags: [
          // The reads are CORS requests; the photo an image's plain one: each its own connection.
          { tag: 'link', attrs: { rel: 'preconnect', href: firestore, crossorigin: '' }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'preconnect', href: storage }, injectTo: 'head' },
        ],
      };
    },
  };
}

/**
 * The modules a charter page's entry imports on its first steps and those import in turn (the frame with React, and
 * the backend's reads: the demo's charter code, or Firebase's REST one), preloaded by charter.html: fetched side by
 * side rather than one after another once the entry runs. The page's own chunk depends on the address (client or guest) and comes with them.
 */
const CHARTER_FIRST_IMPORTS = [
  '/src/charter-start.ts',
  '/src/features/charter/charter-render.tsx',
  '/src/backend/demo/charter-guests.ts',
  '/src/backend/firebase/deferred.ts',
  '/src/backend/firebase/rest-charters.ts',
];

function charterPreloads(): Plugin {
  return {
    name: 'charter-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (!bundle || !filename.endsWith('charter.html')) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          const facade = chunk.facadeModuleId ?? '';
          if (CHARTER_FIRST_IMPORTS.some((path) => facade.endsWith(path))) add(chunk.fileName);
        }
        return {
          html,
          tags: [...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}

/** The dev server like the host for the charter pages: their own entry, not the site's. */
function charterEntryInDev(): Plugin {
  return {
    name: 'charter-entry-in-dev',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method === 'GET' && accept.includes('text/html') && req.url) {
          const url = new URL(req.url, 'http://localhost');
          if (isCharterAddress(url.pathname)) req.url = `/charter.html${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * `vite preview` like the production host: prerendered pages at {path}/index.html, the charter pages from their own
 * charter.html, and every other page (admin, unknown paths) from the empty shell spa.html instead of the
 * prerendered home page.
 */
function prerenderedPreview(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prerendered-preview',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !accept.includes('text/html') || !req.url) return next();
        const url = new URL(req.url, 'http://localhost');
        const pathname = decodeURIComponent(url.pathname);
        const page = join(outDir, pathname, 'index.html');
        const isFile = /\.[a-z0-9]+$/i.test(pathname) && existsSync(join(outDir, pathname));
        if (isFile) return next();
        if (isCharterAddress(pathname)) {
          req.url = `/charter.html${url.search}`;
          return next();
        }
        // Vite's own fallback would answer /contact with the home page: only /contact.html or /contact/ are looked up.
        if (existsSync(page)) req.url = `${url.pathname.replace(/\/$/, '')}/index.html${url.search}`;
        else if (existsSync(join(outDir, 'spa.html'))) req.url = '/spa.html';
        next();
      });
    },
  };
}

/**
 * The settings the site is built with, validated here so the browser gets the checked values without the validation
 * library (src/config/env.ts); problems are printed by the build and the dev server.
 */
export function checkedEnv(source: Record<string, string | undefined>): Env {
  const { env, problems } = parseEnv(source);
  if (problems.length > 0) {
    console.warn(`Configuration problems (see .env.example):\n- ${problems.join('\n- ')}`);
  }
  return env;
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const siteEnv = checkedEnv(env);
  return {
    plugins: [
      react(),
      ...i18nPlugins(),
      prerenderedPreview(),
      charterEntryInDev(),
      charterPreconnects(env),
      charterPreloads(),
    ],
    define: {
      __BACKEND__: JSON.stringify(pickBackend(env)),
      __SITE_ENV__: JSON.stringify(siteEnv),
    },
    // With Cloud Functions on, the server emails the operator: the EmailJS library is left out of the site
    // (its keys are, by publicEnv in src/config/env-schema.ts).
    resolve: siteEnv.VITE_USE_FUNCTIONS
      ? { alias: { '@emailjs/browser': resolve(process.cwd(), 'src/features/callback/emailjs-off.ts') } }
      : {},
    build: {
      target: 'es2022',
      sourcemap: false,
      // What the admin, the sign-in page and the demo backend (which loads after a page is shown) import is not
      // preloaded with them: the list would sit in every visitor's first script, and the browser finds those chunks
      // as their code asks for them.
      modulePreload: {
        resolveDependencies: (filename, deps) =>
          /\/(admin-app|auth|demo)-[^/]*\.js$/.test(filename) ? [] : deps,
      },
      rolldownOptions: {
        output: {
          // Few, larger chunks for what every first visit needs: many tiny shared chunks cost requests and
          // compress worse.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
                priority: 20,
              },
              // Everything else a first visit needs: what the entry imports statically, found by the bundler from
              // the module graph (not by file names), in one chunk.
              { name: 'shell', tags: ['$initial'], priority: 10 },
            ],
          },
        },
      },
    },
    css: {
      // One stylesheet for both directions: rules that depend on it get a `[dir="ltr"]` and a `[dir="rtl"]`
      // version (RTLCSS, as Bootstrap's own RTL build), so Arabic pages mirror (docs/decisions/0018-i18n-lingui.md).
      postcss: { plugins: [postcssRtlcss()] },
      preprocessorOptions: {
        // Bootstrap 5.3 still uses @import and global functions; its deprecation notices are not ours to fix.
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
  };
});
