import type { Backend } from '../types';

// Replaced by the Firebase implementation (issue 5).
export async function createFirebaseBackend(): Promise<Backend> {
  throw new Error('The Firebase backend is not built yet.');
}
