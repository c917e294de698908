// Firebase Hosting: the headers of a hosting config, the Content-Security-Policy of a build, and the firebase config
// a build writes next to its folder (`firebase.dist.json` for dist/, see tools/prerender.mjs), which `npm run deploy`
// and the Hosting emulator use. firebase.json holds the production policy and the rewrites; the build adds to the policy
// exactly what its settings need (emulators, chat endpoint, App Check) and takes the rewrites from the route table.
// docs/decisions/0011-hosting-config-from-the-build.md

import { basename, dirname, isAbsolute, join, relative } from 'node:path';

/**
 * The part of firebase.json's `hosting` block read here.
 * @typedef {object} HostingConfig
 * @property {string} [public]
 * @property {{ source: string, destination: string }[]} [rewrites]
 * @property {{ source: string, headers: { key: string, value: string }[] }[]} [headers]
 */
/**
 * The parts of firebase.json a build's config is made from.
 * @typedef {object} FirebaseJson
 * @property {HostingConfig & Record<string, unknown>} hosting
 * @property {{ rules: string, indexes?: string, predeploy?: string[] }} [firestore]
 * @property {{ rules: string }} [storage]
 * @property {({ source: string } & Record<string, unknown>)[]} [functions]
 * @property {Record<string, { host?: string, port?: number | string } | unknown>} [emulators]
 */
/** @typedef {Record<string, string | undefined>} BuildEnv the build's VITE_* settings (loadEnv + process.env) */

/** The empty shell of the app (tools/prerender.mjs writes it). */
export const SHELL = '/spa.html';
/** The charter pages' own entry (src/charter-main.tsx). */
export const CHARTER_SHELL = '/charter.html';

/**
 * `**` any path, `*` one path segment; the rest literal.
 * @param {string} glob
 */
function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source.startsWith('/') || source.startsWith('.*') ? '' : '/'}${source}$`);
}

/**
 * Whether a Hosting glob (`**` any path, `*` one segment) matches a request path.
 * @param {string} glob
 * @param {string} path
 */
export function globMatches(glob, path) {
  return globToRegExp(glob).test(path);
}

/**
 * The headers Hosting sends for a request path: every matching rule applies, a later one overriding an earlier.
 * @param {HostingConfig} hosting
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(hosting, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (!globMatches(rule.source, path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * The Content-Security-Policy as a map of directive → sources.
 * @param {string} policy
 * @returns {Record<string, string[]>}
 */
export function parseCsp(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
export function formatCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The origins of `urls` (e.g. the configured chat endpoint) that the policy's connect-src does not allow.
 * @param {string} policy
 * @param {readonly (string | undefined)[]} urls
 * @returns {string[]}
 */
export function missingConnectOrigins(policy, urls) {
  const connect = parseCsp(policy)['connect-src'] ?? [];
  return urls
    .filter(/** @returns {url is string} */ (url) => Boolean(url))
    .map((url) => new URL(url).origin)
    .filter((origin) => !connect.includes(origin) && !connect.includes(`${origin}/`));
}

/**
 * A setting as the app reads it (src/config/env.ts): trimmed, empty = not set.
 * @param {BuildEnv} env
 * @param {string} key
 */
function setting(env, key) {
  return env[key]?.trim() || undefined;
}

/** reCAPTCHA's script and frame, and App Check's token exchange (docs/decisions/0010-app-check.md). */
export const APP_CHECK_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
};

/** The region of the project's functions: FUNCTIONS_REGION of src/domain/server-api.ts (a unit test keeps them equal). */
export const FUNCTIONS_REGION = 'me-central1';
/** Where the rules of a project with Functions are written (scripts/lib/rules-variant.mjs), from the root. */
export const FUNCTIONS_RULES = '.firebase/firestore.functions.rules';

/**
 * Whether the build's site uses this project's Cloud Functions (VITE_USE_FUNCTIONS, with the Firebase backend).
 * @param {BuildEnv} env
 */
export function usesFunctions(env) {
  return Boolean(
    setting(env, 'VITE_FIREBASE_API_KEY') &&
    setting(env, 'VITE_FIREBASE_PROJECT_ID') &&
    setting(env, 'VITE_USE_FUNCTIONS') === 'true',
  );
}

/**
 * The origin the site calls its functions at (src/config/firebase-settings.ts functionsBaseUrl).
 * @param {BuildEnv} env
 * @param {FirebaseJson['emulators']} emulators
 */
export function functionsOrigin(env, emulators = {}) {
  if (setting(env, 'VITE_USE_FIREBASE_EMULATORS') === 'true') {
    const configured = /** @type {{ host?: string, port?: number | string } | undefined} */ (
      emulators.functions
    );
    const port = setting(env, 'VITE_FUNCTIONS_EMULATOR_PORT') ?? configured?.port ?? 5001;
    return `http://127.0.0.1:${port}`;
  }
  return `https://${FUNCTIONS_REGION}-${setting(env, 'VITE_FIREBASE_PROJECT_ID')}.cloudfunctions.net`;
}

/** Which emulator each port setting of the build names (src/config/env.ts). */
const EMULATOR_PORT_SETTINGS = /** @type {const} */ ([
  ['auth', 'VITE_FIREBASE_AUTH_EMULATOR_PORT'],
  ['firestore', 'VITE_FIRESTORE_EMULATOR_PORT'],
  ['storage', 'VITE_FIREBASE_STORAGE_EMULATOR_PORT'],
]);

/**
 * The origins of the emulators an emulator build talks to: the ports it was built with, else firebase.json's.
 * @param {BuildEnv} env
 * @param {FirebaseJson['emulators']} emulators
 * @returns {{ auth: string, firestore: string, storage: string }}
 */
export function emulatorOrigins(env, emulators = {}) {
  /** @type {Record<string, string>} */
  const origins = {};
  for (const [name, key] of EMULATOR_PORT_SETTINGS) {
    const configured = /** @type {{ host?: string, port?: number | string } | undefined} */ (emulators[name]);
    const port = setting(env, key) ?? configured?.port;
    if (port === undefined) throw new Error(`No port for the ${name} emulator (firebase.json or ${key}).`);
    origins[name] = `http://${configured?.host ?? '127.0.0.1'}:${port}`;
  }
  return /** @type {{ auth: string, firestore: string, storage: string }} */ (origins);
}

/**
 * What a build's settings add to the production policy, by directive.
 * @param {BuildEnv} env
 * @param {FirebaseJson['emulators']} [emulators]
 * @returns {Record<string, string[]>}
 */
export function cspAdditions(env, emulators) {
  /** @type {Record<string, string[]>} */
  const add = {};
  /**
   * @param {string} directive
   * @param {readonly string[]} sources
   */
  const allow = (directive, sources) => (add[directive] = [...(add[directive] ?? []), ...sources]);
  // As vite.config.ts's pickBackend: the Firebase backend only with its API key and project id.
  const firebase = Boolean(setting(env, 'VITE_FIREBASE_API_KEY') && setting(env, 'VITE_FIREBASE_PROJECT_ID'));
  if (firebase && setting(env, 'VITE_USE_FIREBASE_EMULATORS') === 'true') {
    const origins = emulatorOrigins(env, emulators);
    allow('connect-src', [origins.firestore, origins.auth, origins.storage]);
    // Uploaded images are shown from the Storage emulator's download URLs.
    allow('img-src', [origins.storage]);
  }
  if (firebase && setting(env, 'VITE_APPCHECK_SITE_KEY')) {
    for (const [directive, sources] of Object.entries(APP_CHECK_SOURCES)) allow(directive, sources);
  }
  const chat = setting(env, 'VITE_CHAT_API_URL');
  if (chat) allow('connect-src', [new URL(chat).origin]);
  if (usesFunctions(env)) allow('connect-src', [functionsOrigin(env, emulators)]);
  return add;
}

/**
 * The production policy with a build's additions; a directive that was `'none'` becomes the added sources.
 * @param {string} policy
 * @param {Record<string, string[]>} additions
 */
export function extendCsp(policy, additions) {
  const directives = parseCsp(policy);
  for (const [directive, sources] of Object.entries(additions)) {
    const current = (directives[directive] ?? []).filter((source) => source !== "'none'");
    directives[directive] = [...current, ...sources.filter((source) => !current.includes(source))];
  }
  return formatCsp(directives);
}

/**
 * Hosting globs for a route pattern of the app: `:param` is one segment; a trailing `/*` (a section with routes of
 * its own, like /admin/*) is the section's address and everything under it.
 * @param {string} pattern
 * @returns {string[]}
 */
export function routeGlobs(pattern) {
  const segments = pattern.replace(/:[^/]+/g, '*');
  if (segments.endsWith('/*') && pattern.endsWith('/*')) {
    const section = segments.slice(0, -2);
    return [section, `${section}/**`];
  }
  return [segments];
}

/**
 * The rewrites to the empty shell for the routes it serves (src/app/routes.tsx, `shellRoutes`), or to another page
 * (`destination`: the charter pages' charter.html, `charterRoutes`).
 * @param {readonly string[]} patterns
 * @param {string} [destination]
 * @returns {{ source: string, destination: string }[]}
 */
export function shellRewrites(patterns, destination = SHELL) {
  return patterns.flatMap(routeGlobs).map((source) => ({ source, destination }));
}

/**
 * Where a build's firebase config goes: beside the build folder (firebase-tools refuses paths outside the folder of
 * its config, and the rules are in the project): `firebase.dist.json` for dist/.
 * @param {string} buildDir
 */
export function buildConfigPath(buildDir) {
  return join(dirname(buildDir), `firebase.${basename(buildDir)}.json`);
}

/**
 * A path as firebase-tools reads it from a config in `configDir` (relative to that folder).
 * @param {string} configDir
 * @param {string} path relative to the project root, or absolute
 * @param {string} root
 */
function fromConfigDir(configDir, path, root) {
  return relative(configDir, isAbsolute(path) ? path : join(root, path)) || '.';
}

/**
 * The firebase config a build writes beside its folder (`buildConfigPath`, firebase-tools' `--config`):
 * firebase.json's firestore, storage and hosting sections, with the build folder as `public`, the rewrites to the
 * shell from the route table and the Content-Security-Policy extended for the build's settings.
 * @param {FirebaseJson} firebaseJson
 * @param {{ root: string, buildDir: string, env: BuildEnv, shellRoutes: readonly string[], charterRoutes: readonly string[] }} build
 */
export function buildFirebaseConfig(firebaseJson, { root, buildDir, env, shellRoutes, charterRoutes }) {
  const configDir = dirname(buildConfigPath(buildDir));
  const additions = cspAdditions(env, firebaseJson.emulators);
  const headers = (firebaseJson.hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: extendCsp(header.value, additions) }
        : header,
    ),
  }));
  /** @type {Record<string, unknown>} */
  const config = {};
  if (firebaseJson.firestore) {
    const { rules, indexes, predeploy } = firebaseJson.firestore;
    config.firestore = {
      // With Functions, the rules that leave creating enquiries to them (deploy writes the file).
      rules: fromConfigDir(configDir, usesFunctions(env) ? FUNCTIONS_RULES : rules, root),
      ...(indexes ? { indexes: fromConfigDir(configDir, indexes, root) } : {}),
      // The guard that lets only `npm run deploy` deploy them (scripts/deploy-guard.mjs).
      ...(predeploy ? { predeploy } : {}),
    };
  }
  if (firebaseJson.storage) {
    config.storage = { rules: fromConfigDir(configDir, firebaseJson.storage.rules, root) };
  }
  // The functions are deployed only where the site uses them.
  if (firebaseJson.functions && usesFunctions(env)) {
    config.functions = firebaseJson.functions.map((codebase) => ({
      ...codebase,
      source: fromConfigDir(configDir, codebase.source, root),
    }));
  }
  config.hosting = {
    ...firebaseJson.hosting,
    public: fromConfigDir(configDir, buildDir, root),
    rewrites: [...shellRewrites(charterRoutes, CHARTER_SHELL), ...shellRewrites(shellRoutes)],
    headers,
  };
  return config;
}

/**
 * Whether a path is one of a client's charter pages (`/charter/…`, `/ar/charter/…/guests`), which Hosting serves
 * charter.html (charterRoutes() in src/app/routes.tsx; docs/decisions/0043-charter-page.md): what the dev server, `vite
 * preview` and the bench's server do too.
 * @param {string} pathname
 */
export const isCharterAddress = (pathname) => /^(\/[a-z]{2})?\/charter\/[^/]+(\/guests)?\/?$/.test(pathname);
