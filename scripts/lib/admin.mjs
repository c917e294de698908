// firebase-admin for the seed and grant-admin scripts: the local emulators by default, a real project only when
// GOOGLE_APPLICATION_CREDENTIALS points at a service-account key and no *_EMULATOR_HOST is set.
import { randomBytes } from 'node:crypto';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { EMULATOR_HOST_ENV, EMULATOR_PROJECT, firebaseJson, isListening } from './emulators.mjs';

/**
 * @typedef {import('firebase-admin/app').App} App
 * @typedef {'auth' | 'firestore' | 'storage'} AdminEmulator the emulators firebase-admin talks to
 */

/** @type {readonly AdminEmulator[]} */
const ADMIN_EMULATORS = ['auth', 'firestore', 'storage'];

/** Emulator-mode defaults for the operator account the seed creates. */
export const EMULATOR_OPERATOR = { email: 'operator@marina.test', password: 'marina-operator-2024' };

function usesEmulators() {
  const emulatorHostSet = ADMIN_EMULATORS.some((name) => process.env[EMULATOR_HOST_ENV[name]]);
  return emulatorHostSet || !process.env.GOOGLE_APPLICATION_CREDENTIALS;
}

/**
 * Initialises firebase-admin and says where it points.
 * @returns {{ app: App, target: 'emulator' | 'production', projectId: string }}
 */
export function connectAdmin() {
  if (!usesEmulators()) {
    const app = initializeApp({ credential: applicationDefault() });
    return {
      app,
      target: 'production',
      projectId: app.options.projectId ?? process.env.GCLOUD_PROJECT ?? '(from credentials)',
    };
  }
  const { emulators } = firebaseJson();
  for (const name of ADMIN_EMULATORS) {
    process.env[EMULATOR_HOST_ENV[name]] ||= `${emulators[name].host}:${emulators[name].port}`;
  }
  const projectId = process.env.GCLOUD_PROJECT || EMULATOR_PROJECT;
  // The emulators need no credentials: do not probe for a cloud metadata server (a warning off Google Cloud).
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` });
  return { app, target: 'emulator', projectId };
}

/**
 * Fails fast, with a readable message, when an emulator is not listening (the SDKs would retry for minutes).
 * @param {AdminEmulator} name
 */
export async function requireEmulatorListening(name) {
  const hostPort = process.env[EMULATOR_HOST_ENV[name]] ?? '';
  const [host = '', port = ''] = hostPort.split(':');
  const listening = await isListening({ host, port });
  if (!listening) {
    throw new Error(
      `The ${name} emulator is not running at ${hostPort}. Start the emulators with \`npm run emulators\`.`,
    );
  }
}

export function generatedPassword() {
  return randomBytes(12).toString('base64url');
}

/**
 * Sets (or with `admin: false` removes) the custom claim admin: true, keeping the user's other claims.
 * @param {App} app
 * @param {string} email
 * @param {boolean} [admin]
 */
export async function setAdminClaim(app, email, admin = true) {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  /** @type {Record<string, unknown>} */
  const claims = { ...user.customClaims };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  // Taking admin away also ends the account's sessions: its refresh tokens stop working, so an ID token that still
  // carries the claim lives at most until it expires (an hour) and is never renewed.
  if (!admin) await auth.revokeRefreshTokens(user.uid);
  return user;
}

/**
 * Makes sure the operator account exists with the admin claim. A new account gets `password`; an existing one keeps
 * its password unless `resetPassword` (the emulator seed resets it so the printed credentials always work).
 * @param {App} app
 * @param {{ email: string, password: string, resetPassword: boolean }} operator
 */
export async function ensureOperator(app, { email, password, resetPassword }) {
  const auth = getAuth(app);
  let created = false;
  try {
    const user = await auth.getUserByEmail(email);
    if (resetPassword) await auth.updateUser(user.uid, { password, disabled: false });
  } catch (error) {
    if (/** @type {{ code?: unknown }} */ (error)?.code !== 'auth/user-not-found') throw error;
    await auth.createUser({ email, password, emailVerified: true });
    created = true;
  }
  const user = await setAdminClaim(app, email, true);
  return { uid: user.uid, created };
}
