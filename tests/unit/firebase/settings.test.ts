import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { filePhoto } from '../../../fixtures/photos';
import { createFirebaseBackend } from '../../../src/backend/firebase';
import { DEFAULT_EMULATORS } from '../../../src/config/data-hosts';
import { checkEnquiryInput } from '../../../src/backend/booking-checks';
import { enquiryData } from '../../../src/backend/firebase/booking-payloads';
import { offerData, yachtData } from '../../../src/backend/firebase/payloads';
import { firebaseSettings } from '../../../src/config/env';
import { parseEnv } from '../../../src/config/env-schema';
import type * as EnvModule from '../../../src/config/env';

// The backend reads the settings parsed at start; here they name only two of the five required settings.
vi.mock('../../../src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const schema = await import('../../../src/config/env-schema');
  return {
    ...actual,
    env: schema.parseEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'demo-x' }).env,
  };
});

const callback = {
  channel: 'callback' as const,
  name: 'Sara Al Amin',
  phone: '+971501234567',
  preferredTime: '18:30',
  message: 'Hi',
  language: 'en',
  campaign: {},
  quote: null,
};

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-x.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-x.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

describe('Firebase settings from the environment', () => {
  it('needs nothing when no Firebase setting is given (demo mode)', () => {
    expect(parseEnv({}).problems).toEqual([]);
  });

  it('lists every missing required setting once any Firebase setting is given', () => {
    const { problems } = parseEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: ' demo-x ' });
    expect(problems).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN: missing (all five Firebase settings are needed once one of them is set)',
      'VITE_FIREBASE_STORAGE_BUCKET: missing (all five Firebase settings are needed once one of them is set)',
      'VITE_FIREBASE_APP_ID: missing (all five Firebase settings are needed once one of them is set)',
    ]);
  });

  it('counts VITE_USE_FIREBASE_EMULATORS=true and the optional sender id as Firebase settings', () => {
    expect(parseEnv({ VITE_USE_FIREBASE_EMULATORS: 'true' }).problems).toHaveLength(5);
    expect(parseEnv({ VITE_FIREBASE_MESSAGING_SENDER_ID: '123' }).problems).toHaveLength(5);
    expect(parseEnv({ VITE_USE_FIREBASE_EMULATORS: 'false' }).problems).toEqual([]);
  });

  it('still reports other problems alongside', () => {
    const { problems } = parseEnv({ ...complete, VITE_FIREBASE_APP_ID: '', VITE_CHAT_API_URL: 'ftp://x' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/VITE_CHAT_API_URL/);
    expect(problems.join('\n')).toMatch(/VITE_FIREBASE_APP_ID: missing/);
  });

  it('gives the web config when all five are set', () => {
    const { env } = parseEnv({
      ...complete,
      VITE_USE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '9',
    });
    expect(firebaseSettings(env)).toEqual({
      settings: {
        apiKey: 'key',
        authDomain: 'demo-x.firebaseapp.com',
        projectId: 'demo-x',
        storageBucket: 'demo-x.appspot.com',
        appId: '1:1:web:1',
        messagingSenderId: '9',
        useEmulators: true,
      },
    });
  });

  it('takes the emulator ports of a build for emulators on other ports (a test run on free ports)', () => {
    const ports = {
      VITE_FIREBASE_AUTH_EMULATOR_PORT: '41002',
      VITE_FIRESTORE_EMULATOR_PORT: ' 41001 ',
      VITE_FIREBASE_STORAGE_EMULATOR_PORT: '',
    };
    const onEmulators = parseEnv({ ...complete, ...ports, VITE_USE_FIREBASE_EMULATORS: 'true' });
    expect(onEmulators.problems).toEqual([]);
    expect(firebaseSettings(onEmulators.env)).toMatchObject({
      settings: { useEmulators: true, emulatorPorts: { auth: 41002, firestore: 41001 } },
    });
    // Not on the emulators: the ports mean nothing.
    expect(firebaseSettings(parseEnv({ ...complete, ...ports }).env)).not.toHaveProperty(
      'settings.emulatorPorts',
    );
    expect(parseEnv({ ...complete, VITE_FIRESTORE_EMULATOR_PORT: '70000' }).problems).toEqual([
      'VITE_FIRESTORE_EMULATOR_PORT: must be a port number (1-65535)',
    ]);
  });

  it('refuses to start the Firebase backend with incomplete settings, saying what is missing', async () => {
    await expect(createFirebaseBackend()).rejects.toThrow(
      'Firebase is not fully configured:\n- VITE_FIREBASE_AUTH_DOMAIN: missing\n' +
        '- VITE_FIREBASE_STORAGE_BUCKET: missing\n- VITE_FIREBASE_APP_ID: missing\nSee .env.example.',
    );
  });

  it('uses the emulator ports of firebase.json', () => {
    const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8'));
    expect(DEFAULT_EMULATORS).toEqual({
      host: emulators.auth.host,
      auth: emulators.auth.port,
      firestore: emulators.firestore.port,
      storage: emulators.storage.port,
    });
  });
});

describe('what is written to Firestore', () => {
  const yacht = {
    name: 'Azure Pearl',
    price: 450,
    feet: 42,
    capacity: 12,
    complementary: '',
    images: [filePhoto('https://firebasestorage.googleapis.com/v0/b/x/o/Products%2Fp1%2Fa.webp?alt=media')],
    isVIP: false,
  };

  it('holds only the allowed keys and no undefined (Firestore rejects it)', () => {
    const withExtras = { ...yacht, id: 'p1', position: undefined, extra: 'x' };
    expect(yachtData(withExtras)).toEqual(yacht);
    expect(yachtData({ ...yacht, position: 4 })).toEqual({ ...yacht, position: 4 });
    expect(offerData({ name: 'Deal', description: '', features: [] })).toEqual({
      name: 'Deal',
      description: '',
      features: [],
    });
    // A photo is stored with its six fields, nothing more.
    const image = { ...filePhoto('/img/offers/deal.webp'), exif: 'GPS 25.08,55.14' };
    expect(offerData({ name: 'Deal', description: '', features: [], image }).image).toEqual(
      filePhoto('/img/offers/deal.webp'),
    );
  });

  it('stores offer times as dates (Firestore Timestamps)', () => {
    const data = offerData({
      name: 'Deal',
      description: '',
      features: [],
      startTime: '2030-01-01T00:00:00.000Z',
    });
    expect(data.startTime).toEqual(new Date('2030-01-01T00:00:00.000Z'));
    expect(data).not.toHaveProperty('endTime');
  });

  it.each([
    ['a blank name', () => yachtData({ ...yacht, name: '  ' }), 'A name is required.'],
    [
      'a negative price',
      () => yachtData({ ...yacht, price: -1 }),
      'The price must be a number from 0 to 1000000.',
    ],
    [
      '13 images',
      () => yachtData({ ...yacht, images: Array(13).fill(filePhoto('/img/a.webp')) }),
      'At most 12 images are allowed.',
    ],
    [
      '21 features',
      () => offerData({ name: 'x', description: '', features: Array(21).fill('f') }),
      'At most 20 features are allowed.',
    ],
    [
      'a bad date',
      () => offerData({ name: 'x', description: '', features: [], endTime: 'soon' }),
      'The end time is not a valid date.',
    ],
    [
      'a local phone number',
      () => checkEnquiryInput({ ...callback, phone: '050 123 4567' }),
      'The phone number must be in international form, like +971501234567.',
    ],
    [
      'a bad preferred time',
      () => checkEnquiryInput({ ...callback, preferredTime: '25:00' }),
      'The preferred time must be HH:MM.',
    ],
  ])('rejects %s with invalid-argument and a clear message', (_, write, message) => {
    expect(write).toThrow(expect.objectContaining({ code: 'invalid-argument', message }));
  });

  it('stores an enquiry with status new, its reference, a lower-case name key and only the allowed keys', () => {
    const input = { ...callback, campaign: { utmSource: 'google', utmMedium: undefined } };
    expect(enquiryData({ ...input, extra: 1 } as typeof input, 'MLY-7K2Q9P')).toEqual({
      ...callback,
      campaign: { utmSource: 'google' },
      reference: 'MLY-7K2Q9P',
      nameKey: 'sara al amin',
      status: 'new',
      bookingId: null,
    });
  });
});

describe('Cloud Functions switch (VITE_USE_FUNCTIONS)', () => {
  const settingsOf = (source: Record<string, string>) => {
    const result = firebaseSettings(parseEnv({ ...complete, ...source }).env);
    return 'settings' in result ? result.settings : undefined;
  };

  it('is off unless set to true: the site does everything from the browser', () => {
    expect(settingsOf({})?.functionsBaseUrl).toBeUndefined();
    expect(settingsOf({ VITE_USE_FUNCTIONS: 'false' })?.functionsBaseUrl).toBeUndefined();
  });

  it("names the project's functions in the region nearest Dubai", () => {
    expect(settingsOf({ VITE_USE_FUNCTIONS: 'true' })?.functionsBaseUrl).toBe(
      'https://me-central1-demo-x.cloudfunctions.net',
    );
  });

  it('on the emulators, names the Functions emulator on its port', () => {
    const emulated = { VITE_USE_FUNCTIONS: 'true', VITE_USE_FIREBASE_EMULATORS: 'true' };
    expect(settingsOf(emulated)?.functionsBaseUrl).toBe('http://127.0.0.1:5001/demo-x/me-central1');
    expect(settingsOf({ ...emulated, VITE_FUNCTIONS_EMULATOR_PORT: '5123' })?.functionsBaseUrl).toBe(
      'http://127.0.0.1:5123/demo-x/me-central1',
    );
    expect(parseEnv({ ...complete, VITE_FUNCTIONS_EMULATOR_PORT: 'x' }).problems.join()).toMatch(
      /VITE_FUNCTIONS_EMULATOR_PORT/,
    );
  });
});
