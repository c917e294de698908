import { BackendError, type BackendErrorCode } from '../types';

/** Firebase error codes (Auth `auth/...`, Storage `storage/...`, Firestore bare codes) to our stable codes. */
const CODES: Record<string, BackendErrorCode> = {
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/missing-password': 'invalid-credentials',
  'auth/user-disabled': 'permission-denied',
  'auth/operation-not-allowed': 'permission-denied',
  'auth/admin-restricted-operation': 'permission-denied',
  'auth/network-request-failed': 'unavailable',
  'auth/too-many-requests': 'unavailable',
  'auth/timeout': 'unavailable',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  'invalid-argument': 'invalid-argument',
  'failed-precondition': 'invalid-argument',
  'out-of-range': 'invalid-argument',
  cancelled: 'canceled',
  'storage/canceled': 'canceled',
  'storage/object-not-found': 'not-found',
  'storage/no-download-url': 'not-found',
  'storage/bucket-not-found': 'not-found',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'permission-denied',
  'storage/unauthorized-app': 'permission-denied',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/quota-exceeded': 'unavailable',
  'storage/invalid-url': 'invalid-argument',
  'storage/invalid-format': 'invalid-argument',
  'storage/invalid-argument': 'invalid-argument',
  'storage/cannot-slice-blob': 'invalid-argument',
  'storage/server-file-wrong-size': 'invalid-argument',
};

/** What the person is told, per code (the UI may word it its own way). */
export const MESSAGES: Record<BackendErrorCode, string> = {
  'invalid-credentials': 'Invalid email or password.',
  'not-found': 'It no longer exists.',
  'permission-denied': 'You do not have permission to do that.',
  unavailable: 'The service cannot be reached right now. Check your connection and try again.',
  'invalid-argument': 'Some of the data was not accepted. Check the form and try again.',
  canceled: 'User canceled the upload/download.',
  conflict: 'That time clashes with another booking.',
  'resource-exhausted': 'Too many requests for now. Please try again later.',
  unknown: 'Something went wrong. Please try again.',
};

function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Firestore Lite reports a request that never reached the server as code 'unknown' with "Request failed". */
function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof Error && firebaseCode(error) === 'unknown' && error.message.includes('Request failed')
  );
}

/** A BackendError for anything a Firebase call throws; BackendErrors pass through unchanged. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const raw = firebaseCode(error);
  const code = raw ? (CODES[raw] ?? (isNetworkFailure(error) ? 'unavailable' : 'unknown')) : 'unknown';
  return new BackendError(code, MESSAGES[code], { cause: error });
}

/** Runs a Firebase call and rethrows its failure as a BackendError. */
export async function mapErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBackendError(error);
  }
}

export function isFirebaseCode(error: unknown, code: string): boolean {
  return (
    firebaseCode(error) === code || (error instanceof BackendError && firebaseCode(error.cause) === code)
  );
}
