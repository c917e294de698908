import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FEED_SECRET_DOC, newFeedSecret } from '../../src/domain/calendar-feed';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * The rules of the calendar feed's secret (docs/decisions/0036-calendar-feed.md), on the Firestore emulator: only
 * the admin reads it and replaces it with a well-formed secret at the server's time; nobody else, and nothing else
 * under private/.
 */
let env: RulesTestEnvironment;
let who: ReturnType<typeof people>;
type Person = keyof typeof who;
const NOT_ADMINS = ['visitor', 'member', 'notQuiteAdmin'] as const;
const dbOf = (name: Person) => firestoreOf(who[name]);
const feedDoc = (name: Person) => doc(dbOf(name), FEED_SECRET_DOC);
const rotation = (secret = newFeedSecret()) => ({ secret, rotatedAt: serverTimestamp() });

beforeAll(async () => {
  env = await rulesEnvironment();
  who = people(env);
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), FEED_SECRET_DOC), {
      secret: newFeedSecret(),
      rotatedAt: Timestamp.now(),
    });
  });
});

describe('the calendar feed’s secret', () => {
  it('only an admin may read it', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(getDoc(feedDoc(person)));
      await assertFails(getDocs(collection(dbOf(person), 'private')));
    }
    await assertSucceeds(getDoc(feedDoc('admin')));
  });

  it('only an admin may replace it, with a new secret at the server’s time', async () => {
    for (const person of NOT_ADMINS) await assertFails(setDoc(feedDoc(person), rotation()));
    await assertSucceeds(setDoc(feedDoc('admin'), rotation()));
    await env.clearFirestore();
    await assertSucceeds(setDoc(feedDoc('admin'), rotation())); // the first one
  });

  it.each([
    ['a short secret (fewer than 256 bits)', { ...rotation(), secret: 'x'.repeat(42) }],
    ['a long secret', { ...rotation(), secret: 'x'.repeat(44) }],
    ['a secret with other characters', { ...rotation(), secret: `${'x'.repeat(42)}/` }],
    ['a secret that is not text', { ...rotation(), secret: 12345 }],
    ['no secret', { rotatedAt: serverTimestamp() }],
    ['a time of the browser’s', { ...rotation(), rotatedAt: Timestamp.fromMillis(Date.now()) }],
    ['no time', { secret: newFeedSecret() }],
    ['another field', { ...rotation(), url: 'https://example.com' }],
  ])('refuses %s, even from the admin', async (_name, data) => {
    await assertFails(setDoc(feedDoc('admin'), data));
  });

  it('nobody deletes it, and nothing else under private/ may be read or written', async () => {
    for (const person of [...NOT_ADMINS, 'admin'] as const) {
      await assertFails(deleteDoc(feedDoc(person)));
      await assertFails(setDoc(doc(dbOf(person), 'private/other'), rotation()));
      await assertFails(getDoc(doc(dbOf(person), 'private/other')));
    }
  });
});
