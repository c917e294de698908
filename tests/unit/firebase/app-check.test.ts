import { deleteApp, getApps } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from '../../../src/backend/firebase';
import { firebaseSettings, type FirebaseSettings } from '../../../src/config/env';
import { parseEnv } from '../../../src/config/env-schema';

const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn<(app: unknown, options: unknown) => { instance: string }>(() => ({
    instance: 'app-check',
  })),
  getLimitedUseToken: vi.fn<(appCheck: unknown) => Promise<{ token: string }>>(async () => ({
    token: 'app-check-token',
  })),
  ReCaptchaV3Provider: vi.fn(function ReCaptchaV3Provider(this: { key: string }, key: string) {
    this.key = key;
  }),
  ReCaptchaEnterpriseProvider: vi.fn(function ReCaptchaEnterpriseProvider(
    this: { key: string },
    key: string,
  ) {
    this.key = key;
  }),
}));
vi.mock('firebase/app-check', () => appCheck);

const settings: FirebaseSettings = {
  apiKey: 'key',
  authDomain: 'demo-x.firebaseapp.com',
  projectId: 'demo-x',
  storageBucket: 'demo-x.appspot.com',
  appId: '1:1:web:1',
  useEmulators: false,
};
let apps = 0;
const appName = () => `app-check-${(apps += 1)}`;

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined;
});

describe('App Check', () => {
  it('reads the site key, the provider and (in a build for the emulators only) a debug token from the environment', () => {
    const source = {
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-x.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-x',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-x.appspot.com',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_APPCHECK_SITE_KEY: 'site-key',
      VITE_APPCHECK_PROVIDER: 'enterprise',
      VITE_APPCHECK_DEBUG_TOKEN: 'debug-token',
    };
    const onEmulators = parseEnv({ ...source, VITE_USE_FIREBASE_EMULATORS: 'true' }).env;
    expect(firebaseSettings(onEmulators)).toMatchObject({
      settings: { appCheck: { siteKey: 'site-key', provider: 'enterprise', debugToken: 'debug-token' } },
    });
    // Any other build leaves it out (docs/decisions/0041): it would switch App Check off for every visitor.
    const published = firebaseSettings(parseEnv(source).env);
    expect(published).toMatchObject({
      settings: { appCheck: { siteKey: 'site-key', provider: 'enterprise' } },
    });
    expect('settings' in published && published.settings.appCheck).not.toHaveProperty('debugToken');
  });

  it('is off, and its code never loaded, without a site key', async () => {
    await createFirebaseBackend({ settings, appName: appName() });
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('starts with reCAPTCHA v3 before the first request, refreshing its tokens', async () => {
    await createFirebaseBackend({
      settings: { ...settings, appCheck: { siteKey: 'site-key', provider: 'v3' } },
      appName: appName(),
    });
    expect(appCheck.ReCaptchaV3Provider).toHaveBeenCalledWith('site-key');
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith(
      expect.objectContaining({ name: `app-check-${apps}` }),
      {
        provider: expect.objectContaining({ key: 'site-key' }),
        isTokenAutoRefreshEnabled: true,
      },
    );
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('gives the chat proxy a limited-use token (one per message, consumed there) with App Check on, none without', async () => {
    const off = await createFirebaseBackend({ settings, appName: appName() });
    expect(off.appCheckToken).toBeUndefined();

    const on = await createFirebaseBackend({
      settings: { ...settings, appCheck: { siteKey: 'site-key', provider: 'v3' } },
      appName: appName(),
    });
    await expect(on.appCheckToken?.()).resolves.toBe('app-check-token');
    expect(appCheck.getLimitedUseToken).toHaveBeenCalledWith({ instance: 'app-check' });

    // reCAPTCHA unreachable: no token (the proxy then refuses and the built-in assistant answers).
    appCheck.getLimitedUseToken.mockRejectedValueOnce(new Error('appCheck/fetch-network-error'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(on.appCheckToken?.()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('uses reCAPTCHA Enterprise when asked, and the debug provider on the emulators', async () => {
    await createFirebaseBackend({
      settings: {
        ...settings,
        useEmulators: true,
        appCheck: { siteKey: 'site-key', provider: 'enterprise', debugToken: 'ci-token' },
      },
      appName: appName(),
    });
    expect(appCheck.ReCaptchaEnterpriseProvider).toHaveBeenCalledWith('site-key');
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('ci-token');
  });
});
