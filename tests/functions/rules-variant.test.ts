import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, describe, it } from 'vitest';
import { functionsRules } from '../../scripts/lib/rules-variant.mjs';
import { functionsEmulators } from './functions-env';

/**
 * The two variants of firestore.rules (scripts/lib/rules-variant.mjs): with Functions on, no browser creates an
 * enquiry, whoever it is; with them off, anyone may (the shape checks are in tests/emulators/firestore-rules.test.ts).
 * Nobody but the admin SDK reaches the abuse counters in either.
 */
const plain = readFileSync('firestore.rules', 'utf8');
const emulators = functionsEmulators();
const environments: RulesTestEnvironment[] = [];

async function environment(rules: string) {
  const env = await initializeTestEnvironment({
    projectId: emulators.projectId,
    firestore: { rules, host: '127.0.0.1', port: emulators.ports.firestore },
  });
  environments.push(env);
  await env.clearFirestore();
  return env;
}

const callback = (reference: string) => ({
  reference,
  channel: 'callback',
  name: 'Sara',
  nameKey: 'sara',
  phone: '+971501234567',
  preferredTime: '',
  message: 'Please call',
  language: 'en',
  campaign: {},
  quote: null,
  status: 'new',
  bookingId: null,
  createdAt: serverTimestamp(),
});

function people(env: RulesTestEnvironment) {
  const db = (context: ReturnType<RulesTestEnvironment['unauthenticatedContext']>) =>
    context.firestore() as unknown as Firestore;
  return {
    visitor: db(env.unauthenticatedContext()),
    admin: db(env.authenticatedContext('admin', { admin: true })),
  };
}

afterAll(async () => {
  // The suite's emulator goes on with the Functions variant, as it was started.
  await environment(functionsRules(plain));
  for (const env of environments) await env.cleanup();
});

describe('firestore.rules with and without Functions', () => {
  it('with Functions on, refuses every browser’s enquiry, the admin’s too', async () => {
    const { visitor, admin } = people(await environment(functionsRules(plain)));
    await assertFails(setDoc(doc(visitor, 'enquiries/MLY-22222A'), callback('MLY-22222A')));
    await assertFails(setDoc(doc(admin, 'enquiries/MLY-22222B'), callback('MLY-22222B')));
    await assertSucceeds(getDoc(doc(admin, 'enquiries/MLY-22222A')));
  });

  it('with Functions off, lets a visitor create the same enquiry', async () => {
    const { visitor } = people(await environment(plain));
    await assertSucceeds(setDoc(doc(visitor, 'enquiries/MLY-22222A'), callback('MLY-22222A')));
  });

  it('leaves the server’s flags to the server: no browser writes them, the admin neither', async () => {
    const env = await environment(plain);
    const { visitor, admin } = people(env);
    const flagged = { ...callback('MLY-22222C'), flags: ['phone-busy'] };
    await assertFails(setDoc(doc(visitor, 'enquiries/MLY-22222C'), flagged));
    await assertSucceeds(setDoc(doc(visitor, 'enquiries/MLY-22222D'), callback('MLY-22222D')));
    await assertFails(updateDoc(doc(admin, 'enquiries/MLY-22222D'), { flags: ['phone-busy'] }));
    await assertSucceeds(updateDoc(doc(admin, 'enquiries/MLY-22222D'), { status: 'contacted' }));
    // …nor takes away a flag the server wrote.
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'enquiries/MLY-22222E'), { ...callback('MLY-22222E'), flags: ['site-busy'] });
    });
    await assertFails(updateDoc(doc(admin, 'enquiries/MLY-22222E'), { flags: [] }));
  });

  it('keeps the abuse counters from every client in both variants', async () => {
    for (const rules of [plain, functionsRules(plain)]) {
      const { visitor, admin } = people(await environment(rules));
      for (const db of [visitor, admin]) {
        await assertFails(getDoc(doc(db, 'rateLimits/some-key')));
        await assertFails(setDoc(doc(db, 'rateLimits/some-key'), { windowStart: 0, count: 0 }));
      }
    }
  });
});
