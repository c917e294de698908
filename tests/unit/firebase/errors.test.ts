import { describe, expect, it } from 'vitest';
import { mapErrors, toBackendError } from '../../../src/backend/firebase/errors';
import { BackendError } from '../../../src/backend/types';

/** A stand-in for FirebaseError: what matters is its `code`. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

describe('Firebase errors as BackendErrors', () => {
  it.each([
    ['auth/invalid-credential', 'invalid-credentials'],
    ['auth/wrong-password', 'invalid-credentials'],
    ['auth/user-not-found', 'invalid-credentials'],
    ['auth/invalid-email', 'invalid-credentials'],
    ['auth/missing-password', 'invalid-credentials'],
    ['auth/network-request-failed', 'unavailable'],
    ['auth/too-many-requests', 'unavailable'],
    ['auth/user-disabled', 'permission-denied'],
    ['permission-denied', 'permission-denied'],
    ['unauthenticated', 'permission-denied'],
    ['not-found', 'not-found'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['invalid-argument', 'invalid-argument'],
    ['cancelled', 'canceled'],
    ['storage/canceled', 'canceled'],
    ['storage/object-not-found', 'not-found'],
    ['storage/unauthorized', 'permission-denied'],
    ['storage/unauthenticated', 'permission-denied'],
    ['storage/retry-limit-exceeded', 'unavailable'],
    ['storage/quota-exceeded', 'unavailable'],
    ['storage/invalid-format', 'invalid-argument'],
    ['auth/something-new', 'unknown'],
  ])('%s → %s', (code, expected) => {
    const cause = firebaseError(code);
    const error = toBackendError(cause);
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe(expected);
    expect(error.cause).toBe(cause);
    expect(error.message).not.toContain('Firebase');
  });

  it('gives the messages people see', () => {
    expect(toBackendError(firebaseError('auth/wrong-password')).message).toBe('Invalid email or password.');
    expect(toBackendError(firebaseError('storage/canceled')).message).toBe(
      'User canceled the upload/download.',
    );
  });

  it('reads a Firestore Lite request that never reached the server as unavailable', () => {
    const offline = firebaseError('unknown', 'Request failed with error: Failed to fetch');
    expect(toBackendError(offline).code).toBe('unavailable');
    expect(toBackendError(firebaseError('unknown', 'Something else')).code).toBe('unknown');
  });

  it('passes BackendErrors through and makes anything else unknown', () => {
    const own = new BackendError('not-found', 'No document with id x.');
    expect(toBackendError(own)).toBe(own);
    expect(toBackendError(new TypeError('x is undefined')).code).toBe('unknown');
    expect(toBackendError('a string').code).toBe('unknown');
    expect(toBackendError({ code: 42 }).code).toBe('unknown');
  });

  it('mapErrors rethrows a failure as a BackendError and passes results through', async () => {
    await expect(mapErrors(async () => 'ok')).resolves.toBe('ok');
    await expect(
      mapErrors(async () => {
        throw firebaseError('permission-denied');
      }),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'permission-denied' });
  });
});
