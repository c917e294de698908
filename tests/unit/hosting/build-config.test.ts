import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charterRoutes, shellRoutes } from '../../../src/app/routes';
import {
  APP_CHECK_SOURCES,
  FUNCTIONS_REGION,
  buildConfigPath,
  buildFirebaseConfig,
  functionsOrigin,
  headersFor,
  missingConnectOrigins,
  parseCsp,
  shellRewrites,
  type BuildEnv,
} from '../../../scripts/lib/hosting.mjs';
import { functionsBaseUrl } from '../../../src/config/data-hosts';
import { FUNCTIONS_REGION as SITE_FUNCTIONS_REGION } from '../../../src/domain/server-api';

/**
 * The firebase config a build writes beside its folder (tools/prerender.mjs → firebase.dist.json), which
 * `npm run deploy` deploys and the Hosting emulator serves: firebase.json with the policy for the build's settings.
 */
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));
const production = parseCsp(headersFor(firebaseJson.hosting, '/')['Content-Security-Policy'] ?? '');

const FIREBASE: BuildEnv = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'marina-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'marina-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'marina-prod.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};
const EMULATOR: BuildEnv = { ...FIREBASE, VITE_USE_FIREBASE_EMULATORS: 'true' };

function built(env: BuildEnv, buildDir = '/repo/dist') {
  const config = buildFirebaseConfig(firebaseJson, {
    root: '/repo',
    buildDir,
    env,
    shellRoutes: shellRoutes(),
    charterRoutes: charterRoutes(),
  });
  const hosting = config.hosting as Parameters<typeof headersFor>[0] & Record<string, unknown>;
  return { config, hosting, csp: parseCsp(headersFor(hosting, '/')['Content-Security-Policy'] ?? '') };
}

const without = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/** The sources the build's policy has beyond production's, by directive. */
function added(csp: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(csp)
      .map(([directive, sources]) => [
        directive,
        sources.filter((source) => !(production[directive] ?? []).includes(source)),
      ])
      .filter(([, sources]) => sources.length > 0),
  );
}

describe("a build's hosting config", () => {
  it('is firebase.json for a production build: the same policy, the rewrites from the route table', () => {
    const { config, hosting, csp } = built(FIREBASE);
    expect(csp).toEqual(production);
    expect(hosting.rewrites).toEqual([
      ...shellRewrites(charterRoutes(), '/charter.html'),
      ...shellRewrites(shellRoutes()),
    ]);
    expect(hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
    // Beside dist/: firebase.json itself, without the emulators, and without the functions a site without them
    // does not use.
    expect(config).toEqual(without(without(firebaseJson, 'emulators'), 'functions'));
    expect(buildConfigPath('/repo/dist')).toBe('/repo/firebase.dist.json');
    // Another build folder: its own config beside it, paths from there.
    expect(buildConfigPath('/repo/out/site')).toBe('/repo/out/firebase.site.json');
    const other = built(FIREBASE, '/repo/out/site');
    expect(other.hosting.public).toBe('site');
    expect(other.config.firestore).toEqual({
      rules: '../firestore.rules',
      indexes: '../firestore.indexes.json',
      predeploy: ['node scripts/deploy-guard.mjs'],
    });
  });

  it('serves the site’s pictures immutable, as firebase.json does', () => {
    for (const env of [FIREBASE, EMULATOR]) {
      const { hosting } = built(env);
      expect(headersFor(hosting, '/img/yachts/majesty-1-640.webp')['Cache-Control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('keeps every other header of firebase.json', () => {
    const { hosting } = built(EMULATOR);
    for (const path of ['/', '/assets/app-x1.js', '/img/hero.webp']) {
      expect(without(headersFor(hosting, path), 'Content-Security-Policy')).toEqual(
        without(headersFor(firebaseJson.hosting, path), 'Content-Security-Policy'),
      );
    }
  });

  it('allows exactly the emulators an emulator build talks to, on the ports it was built with', () => {
    const { csp } = built({
      ...EMULATOR,
      VITE_FIRESTORE_EMULATOR_PORT: '41001',
      VITE_FIREBASE_AUTH_EMULATOR_PORT: '41002',
      VITE_FIREBASE_STORAGE_EMULATOR_PORT: '41003',
    });
    expect(added(csp)).toEqual({
      'connect-src': ['http://127.0.0.1:41001', 'http://127.0.0.1:41002', 'http://127.0.0.1:41003'],
      'img-src': ['http://127.0.0.1:41003'],
    });
  });

  it("takes firebase.json's emulator ports when the build names none (npm run build:emulator)", () => {
    const { emulators } = firebaseJson;
    const origin = (name: string) => `http://${emulators[name].host}:${emulators[name].port}`;
    expect(added(built(EMULATOR).csp)).toEqual({
      'connect-src': [origin('firestore'), origin('auth'), origin('storage')],
      'img-src': [origin('storage')],
    });
  });

  it('never allows an emulator in a build that does not use them', () => {
    const ports = { VITE_FIRESTORE_EMULATOR_PORT: '41001', VITE_USE_FIREBASE_EMULATORS: 'false' };
    expect(added(built({ ...FIREBASE, ...ports }).csp)).toEqual({});
    // A demo build (no Firebase settings) talks to nothing.
    expect(added(built({ VITE_USE_FIREBASE_EMULATORS: 'true' }).csp)).toEqual({});
  });

  it("allows the chat endpoint's origin in connect-src", () => {
    const chat = 'https://chat.marina.example/v2/chat?x=1';
    const { hosting, csp } = built({ ...FIREBASE, VITE_CHAT_API_URL: chat });
    expect(added(csp)).toEqual({ 'connect-src': ['https://chat.marina.example'] });
    const policy = headersFor(hosting, '/')['Content-Security-Policy'] ?? '';
    expect(missingConnectOrigins(policy, [chat])).toEqual([]);
    expect(added(built({ ...FIREBASE, VITE_CHAT_API_URL: '  ' }).csp)).toEqual({});
  });

  it("allows reCAPTCHA and App Check's token exchange only when an App Check site key is set", () => {
    const { csp } = built({ ...FIREBASE, VITE_APPCHECK_SITE_KEY: '6Lc-site-key' });
    expect(added(csp)).toEqual(APP_CHECK_SOURCES);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    // The frame replaces 'none'.
    expect(csp['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(added(built(FIREBASE).csp)).toEqual({});
  });

  it('with Functions on, deploys functions/ and the rules that leave enquiries to them, and allows their origin', () => {
    const functionsOn = { ...FIREBASE, VITE_USE_FUNCTIONS: 'true' };
    const { config, csp } = built(functionsOn, '/repo/out/site');
    expect(config.functions).toEqual([{ ...firebaseJson.functions[0], source: '../functions' }]);
    expect(config.firestore).toEqual({
      rules: '../.firebase/firestore.functions.rules',
      indexes: '../firestore.indexes.json',
      predeploy: ['node scripts/deploy-guard.mjs'],
    });
    expect(added(csp)).toEqual({ 'connect-src': ['https://me-central1-marina-prod.cloudfunctions.net'] });
    expect(functionsOrigin(functionsOn)).toBe(new URL(functionsBaseUrl('marina-prod')).origin);
    // On the emulators: the Functions emulator's port the build names, else firebase.json's.
    const emulated = { ...EMULATOR, VITE_USE_FUNCTIONS: 'true' };
    expect(built({ ...emulated, VITE_FUNCTIONS_EMULATOR_PORT: '5101' }).csp['connect-src']).toContain(
      'http://127.0.0.1:5101',
    );
    expect(built(emulated).csp['connect-src']).toContain('http://127.0.0.1:5001');
    expect(FUNCTIONS_REGION).toBe(SITE_FUNCTIONS_REGION);
  });

  it('adds nothing that would weaken the policy', () => {
    const { csp } = built({
      ...EMULATOR,
      VITE_APPCHECK_SITE_KEY: 'k',
      VITE_CHAT_API_URL: 'https://chat.marina.example/v2',
    });
    const everySource = Object.values(csp).flat();
    expect(everySource).not.toContain("'unsafe-inline'");
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(everySource.filter((source) => source.includes('*'))).toEqual([]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});
