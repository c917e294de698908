import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { emulatorEnv } from './emulator-env';

/** A rules test environment with the project's own firestore.rules and storage.rules, on the running emulators. */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const emulators = emulatorEnv(['firestore', 'storage']);
  const hostAndPort = (name: 'firestore' | 'storage') => ({
    host: emulators.ports.host ?? '127.0.0.1',
    port: emulators.ports[name] ?? 0,
  });
  return initializeTestEnvironment({
    projectId: emulators.projectId,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...hostAndPort('firestore') },
    storage: { rules: readFileSync('storage.rules', 'utf8'), ...hostAndPort('storage') },
  });
}

// The test contexts hand out compat instances; the modular functions accept them (they unwrap them), the types do not.
export const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
export const storageOf = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;

/** Who is asking: nobody, a signed-in account without the claim, and an admin. */
export function people(env: RulesTestEnvironment) {
  return {
    visitor: env.unauthenticatedContext(),
    member: env.authenticatedContext('member', { email: 'member@marina.test' }),
    admin: env.authenticatedContext('admin', { email: 'operator@marina.test', admin: true }),
    notQuiteAdmin: env.authenticatedContext('pretender', { admin: 'true' }),
  };
}
