import { BackendError } from '../../backend/types';

/**
 * What to tell the operator when a call failed: the backend's own words when it refused what was asked (a value out
 * of range, a clash it names), after `failure`; otherwise `failure` alone (a network or permission problem).
 */
export function backendMessage(error: unknown, failure: string): string {
  if (error instanceof BackendError && (error.code === 'invalid-argument' || error.code === 'conflict')) {
    return `${failure} ${error.message}`;
  }
  return failure;
}

export const isConflict = (error: unknown): error is BackendError =>
  error instanceof BackendError && error.code === 'conflict';
