import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BackendError, type Backend, type SessionUser } from '../../src/backend/types';
import { signInErrorMessage } from '../../src/features/auth/strings';
import { authAccounts, emulatorBackend, emulatorEnv, type EmulatorEnv } from './emulator-env';

/**
 * The Firebase backend's sign-in against the real Auth emulator, started by `npm run test:emulators`
 * (scripts/with-emulators.mjs). Also runs the grant-admin and seed scripts against it.
 */
const run = promisify(execFile);
const PASSWORD = 'correct-horse-9';

let emulators: EmulatorEnv;
let accounts: ReturnType<typeof authAccounts>;
let backend: Backend;
let seen: (SessionUser | null)[];
let stopWatching: () => void;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** Waits until the auth observer has reported `count` states. */
async function states(count: number) {
  await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return seen;
}

function script(name: string, ...args: string[]) {
  return run(process.execPath, [`scripts/${name}.mjs`, ...args], { env: process.env });
}

beforeAll(() => {
  emulators = emulatorEnv(['auth']);
  accounts = authAccounts(emulators);
});

beforeEach(async () => {
  await accounts.clear();
  backend = await emulatorBackend(emulators);
  seen = [];
  stopWatching = backend.auth.onChange((user) => seen.push(user));
  await states(1);
});

afterEach(async () => {
  stopWatching();
  await backend.auth.signOut();
});

describe('Firebase auth on the Auth emulator', () => {
  it('reports nobody signed in at first', () => {
    expect(seen).toEqual([null]);
  });

  it('signs in with email and password; an account without the claim is not an admin', async () => {
    const uid = await accounts.create('guest@marina.test', PASSWORD);

    const user = await backend.auth.signIn('  guest@marina.test ', PASSWORD);

    expect(user).toEqual({ uid, email: 'guest@marina.test', isAdmin: false });
    expect((await states(2)).at(-1)).toEqual(user);
  });

  it('turns a wrong password into the invalid-credentials error and its message', async () => {
    await accounts.create('guest@marina.test', PASSWORD);

    const error = await rejection(backend.auth.signIn('guest@marina.test', 'not-the-password'));

    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'invalid-credentials', message: 'Invalid email or password.' });
    expect(signInErrorMessage(error)).toBe('Invalid email or password.');
    expect(seen).toEqual([null]);
  });

  it.each([
    ['an unknown email', 'nobody@marina.test', PASSWORD],
    ['a malformed email', 'not-an-email', PASSWORD],
    ['an empty password', 'guest@marina.test', ''],
  ])('treats %s as invalid credentials', async (_, email, password) => {
    await accounts.create('guest@marina.test', PASSWORD);
    await expect(backend.auth.signIn(email, password)).rejects.toMatchObject({ code: 'invalid-credentials' });
  });

  it('makes an account with the custom claim admin: true an admin', async () => {
    const uid = await accounts.create('boss@marina.test', PASSWORD);
    await accounts.setClaims(uid, { admin: true });

    await expect(backend.auth.signIn('boss@marina.test', PASSWORD)).resolves.toMatchObject({ isAdmin: true });
    expect((await states(2)).at(-1)).toEqual({ uid, email: 'boss@marina.test', isAdmin: true });
  });

  it('does not take a claim other than admin: true for admin', async () => {
    const uid = await accounts.create('almost@marina.test', PASSWORD);
    await accounts.setClaims(uid, { admin: 'true', role: 'admin' });

    await expect(backend.auth.signIn('almost@marina.test', PASSWORD)).resolves.toMatchObject({
      isAdmin: false,
    });
  });

  it('signs out, and the observer hears of it', async () => {
    await accounts.create('guest@marina.test', PASSWORD);
    await backend.auth.signIn('guest@marina.test', PASSWORD);
    await states(2);

    await backend.auth.signOut();

    expect((await states(3)).at(-1)).toBeNull();
  });

  it('grant-admin gives the claim (and --revoke takes it away and ends the account’s sessions)', async () => {
    const uid = await accounts.create('new.operator@marina.test', PASSWORD);

    const granted = await script('grant-admin', 'new.operator@marina.test');
    expect(granted.stdout).toContain('Granted admin to new.operator@marina.test');
    await expect(backend.auth.signIn('new.operator@marina.test', PASSWORD)).resolves.toMatchObject({
      isAdmin: true,
    });

    await backend.auth.signOut();
    // Revocations are recorded in whole seconds: an hour back, so one now is later whatever the clock says.
    const before = Math.floor(Date.now() / 1000) - 3600;
    await accounts.setValidSince(uid, before);
    expect(await accounts.validSince(uid)).toBe(before);
    const revoked = await script('grant-admin', 'new.operator@marina.test', '--revoke');
    expect(revoked.stdout).toContain('signed out everywhere');
    // Refresh tokens issued before now no longer give a new ID token: a stolen session ends within the hour.
    expect(await accounts.validSince(uid)).toBeGreaterThan(before);
    await expect(backend.auth.signIn('new.operator@marina.test', PASSWORD)).resolves.toMatchObject({
      isAdmin: false,
    });
  });

  it('grant-admin says so when there is no such account', async () => {
    const error = await rejection(script('grant-admin', 'ghost@marina.test'));
    expect(error).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the email ghost@marina.test'),
    });
  });

  it('the seed creates an admin operator and prints credentials that work, also when run twice', async () => {
    await script('seed', '--only', 'auth');
    const { stdout } = await script('seed', '--only', 'auth');

    const [, email, password] = /Operator account \(admin\): (\S+) \/ (\S+)/.exec(stdout) ?? [];
    expect(email).toBeTruthy();
    await expect(backend.auth.signIn(email, password)).resolves.toMatchObject({ email, isAdmin: true });
  });
});
