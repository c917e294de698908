import { describe, expect, it } from 'vitest';
import { parseEnv, publicEnv } from '../../../src/config/env-schema';

const emailjs = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_live_123',
  VITE_EMAILJS_SERVICE_ID: 'service_1',
  VITE_EMAILJS_TEMPLATE_ID: 'template_1',
};

describe('the settings a build may put in the browser (publicEnv)', () => {
  it('keeps the EmailJS keys without Cloud Functions, and leaves them out with them', () => {
    expect(parseEnv(emailjs).env).toMatchObject(emailjs);
    const { env, problems } = parseEnv({ ...emailjs, VITE_USE_FUNCTIONS: 'true' });
    expect(env.VITE_USE_FUNCTIONS).toBe(true);
    for (const key of Object.keys(emailjs)) expect(env).not.toHaveProperty(key);
    expect(problems).toEqual([]);
  });

  it('keeps an App Check debug token only in a build for the emulators, and says it left one out', () => {
    const onEmulators = publicEnv({
      ...parseEnv({}).env,
      VITE_USE_FIREBASE_EMULATORS: true,
      VITE_APPCHECK_DEBUG_TOKEN: 'debug-token',
    });
    expect(onEmulators).toEqual({
      env: expect.objectContaining({ VITE_APPCHECK_DEBUG_TOKEN: 'debug-token' }),
      problems: [],
    });
    const { env, problems } = parseEnv({ VITE_APPCHECK_DEBUG_TOKEN: 'debug-token' });
    expect(env).not.toHaveProperty('VITE_APPCHECK_DEBUG_TOKEN');
    expect(problems).toEqual([expect.stringMatching(/^VITE_APPCHECK_DEBUG_TOKEN: left out of this build/)]);
  });
});
