import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/** Every allow and deny of firestore.rules. */
let env: RulesTestEnvironment;
let who: ReturnType<typeof people>;

const product = {
  name: 'Azure Pearl',
  price: 450,
  feet: 42,
  capacity: 12,
  complementary: 'Soft drinks',
  images: ['/img/a.webp', 'Products/p1/b.webp'],
  isVIP: false,
  position: 1,
};
const offer = {
  name: 'Sunset Cruise',
  description: '20% off',
  image: 'Offers/o1/banner.webp',
  features: ['2 hours', 'Soft drinks'],
  startTime: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')),
  endTime: Timestamp.fromDate(new Date('2030-02-01T00:00:00Z')),
};
const service = { name: 'Catering', description: 'Food on board', image: '/img/services/catering.webp' };
const request = () => ({
  name: 'Sara',
  phone: '+971501234567',
  preferredTime: '18:30',
  message: 'Evening cruise for 8',
  createdAt: serverTimestamp(),
  status: 'new',
});

const dbOf = (name: keyof typeof who) => firestoreOf(who[name]);
const omit = (data: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));

/** Writes documents as they stand, rules off. */
async function given(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), path), data);
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  who = people(env);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await given('products/p1', product);
  await given('offers/o1', offer);
  await given('services/s1', service);
  await given('callbackRequests/r1', { ...request(), createdAt: Timestamp.now() });
});

describe('catalogue: products, offers, services', () => {
  const catalogue = [
    ['products', product, 'p1'],
    ['offers', offer, 'o1'],
    ['services', service, 's1'],
  ] as const;

  it.each(catalogue)('anyone may read %s, one by one and as a list', async (name, _, id) => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertSucceeds(getDocs(collection(dbOf(person), name)));
      await assertSucceeds(getDoc(doc(dbOf(person), `${name}/${id}`)));
    }
  });

  it.each(catalogue)('only an admin may create, update and delete %s', async (name, data) => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(setDoc(doc(dbOf(person), `${name}/new`), data));
    }
    await assertSucceeds(setDoc(doc(dbOf('admin'), `${name}/new`), data));
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(updateDoc(doc(dbOf(person), `${name}/new`), { name: 'Changed' }));
      await assertFails(deleteDoc(doc(dbOf(person), `${name}/new`)));
    }
    await assertSucceeds(updateDoc(doc(dbOf('admin'), `${name}/new`), { name: 'Changed' }));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), `${name}/new`)));
  });
});

describe('product schema (admin writes)', () => {
  const write = (data: Record<string, unknown>) => setDoc(doc(dbOf('admin'), 'products/p2'), data);
  const without = (key: keyof typeof product) => omit(product, key);

  it('accepts a product without a position, with 12 images, at the edges of the ranges', async () => {
    await assertSucceeds(write(without('position')));
    await assertSucceeds(write({ ...product, images: Array(12).fill('/img/a.webp') }));
    await assertSucceeds(write({ ...product, images: [] }));
    await assertSucceeds(write({ ...product, price: 1_000_000, capacity: 1000, feet: 1000 }));
    await assertSucceeds(write({ ...product, price: 0.5, position: -3 }));
  });

  it.each([
    ['without a name', without('name')],
    ['without a price', without('price')],
    ['without images', without('images')],
    ['without isVIP', without('isVIP')],
    ['with an unknown key', { ...product, discount: 10 }],
    ['with an empty name', { ...product, name: '' }],
    ['with a blank name', { ...product, name: '   ' }],
    ['with a 121-character name', { ...product, name: 'x'.repeat(121) }],
    ['with the price as text', { ...product, price: '450' }],
    ['with a negative price', { ...product, price: -1 }],
    ['with a price over 1,000,000', { ...product, price: 1_000_001 }],
    ['with a capacity over 1000', { ...product, capacity: 1001 }],
    ['with a negative capacity', { ...product, capacity: -1 }],
    ['with feet as text', { ...product, feet: 'long' }],
    ['with 13 images', { ...product, images: Array(13).fill('/img/a.webp') }],
    ['with an image that is not text', { ...product, images: ['/img/a.webp', 7] }],
    ['with images as text', { ...product, images: '/img/a.webp' }],
    ['with isVIP as text', { ...product, isVIP: 'yes' }],
    ['with the position as text', { ...product, position: '1' }],
    ['with included services over 2000 characters', { ...product, complementary: 'x'.repeat(2001) }],
  ])('refuses a product %s', async (_, data) => {
    await assertFails(write(data));
  });

  it('lets an update leave fields it does not know alone, but not add or change them', async () => {
    await given('products/legacy', { ...product, createdBy: 'old-site' });
    const ref = doc(dbOf('admin'), 'products/legacy');
    await assertSucceeds(updateDoc(ref, { price: 500, position: deleteField() }));
    await assertFails(updateDoc(ref, { createdBy: 'me' }));
    await assertFails(updateDoc(ref, { discount: 10 }));
    await assertFails(updateDoc(ref, { price: 'free' }));
  });
});

describe('offer schema (admin writes)', () => {
  const write = (data: Record<string, unknown>) => setDoc(doc(dbOf('admin'), 'offers/o2'), data);

  it('accepts an offer without times, with no image and 20 features', async () => {
    await assertSucceeds(write(omit(offer, 'startTime', 'endTime')));
    await assertSucceeds(write({ ...offer, image: '', features: Array(20).fill('f') }));
  });

  it.each([
    ['without features', { name: 'x', description: '', image: '' }],
    ['with 21 features', { ...offer, features: Array(21).fill('f') }],
    ['with a feature that is not text', { ...offer, features: ['a', { b: 1 }] }],
    ['with a 201-character feature', { ...offer, features: ['x'.repeat(201)] }],
    ['with the start time as text', { ...offer, startTime: '2030-01-01' }],
    ['with the end time as a number', { ...offer, endTime: 1_900_000_000_000 }],
    ['with an unknown key', { ...offer, price: 100 }],
    ['with an empty name', { ...offer, name: '' }],
    ['with the image as a list', { ...offer, image: ['a'] }],
  ])('refuses an offer %s', async (_, data) => {
    await assertFails(write(data));
  });
});

describe('service schema (admin writes)', () => {
  it('accepts a name alone and refuses unknown keys or a missing name', async () => {
    const ref = doc(dbOf('admin'), 'services/s2');
    await assertSucceeds(setDoc(ref, { name: 'Fishing' }));
    await assertFails(setDoc(ref, { name: 'Fishing', price: 1 }));
    await assertFails(setDoc(ref, { description: 'No name' }));
    await assertFails(setDoc(ref, { name: 'Fishing', description: 'x'.repeat(2001) }));
  });
});

describe('call-back requests', () => {
  const create = (person: keyof typeof who, data: Record<string, unknown>) =>
    setDoc(doc(collection(dbOf(person), 'callbackRequests')), data);

  it('anyone may create a well-formed request', async () => {
    await assertSucceeds(create('visitor', request()));
    await assertSucceeds(create('member', { ...request(), preferredTime: '', message: '' }));
    await assertSucceeds(create('admin', request()));
  });

  it.each([
    ['without a name', omit(request(), 'name')],
    ['without a phone', omit(request(), 'phone')],
    ['without a message key', omit(request(), 'message')],
    ['with an empty name', { ...request(), name: '' }],
    ['with a 121-character name', { ...request(), name: 'x'.repeat(121) }],
    ['with a local phone number', { ...request(), phone: '0501234567' }],
    ['with a phone that is too long', { ...request(), phone: '+9715012345678901' }],
    ['with a preferred time that is not HH:MM', { ...request(), preferredTime: '25:00' }],
    ['with a 2001-character message', { ...request(), message: 'x'.repeat(2001) }],
    ['with status handled', { ...request(), status: 'handled' }],
    ['with a createdAt from the client clock', { ...request(), createdAt: Timestamp.now() }],
    ['with an extra key', { ...request(), email: 'sara@example.com' }],
  ])('refuses a request %s', async (_, data) => {
    await assertFails(create('visitor', data));
  });

  it('only an admin may read or list requests', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(getDoc(doc(dbOf(person), 'callbackRequests/r1')));
      await assertFails(getDocs(collection(dbOf(person), 'callbackRequests')));
    }
    await assertSucceeds(getDoc(doc(dbOf('admin'), 'callbackRequests/r1')));
    await assertSucceeds(getDocs(collection(dbOf('admin'), 'callbackRequests')));
  });

  it('only an admin may update, and only the status, to new or handled', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(updateDoc(doc(dbOf(person), 'callbackRequests/r1'), { status: 'handled' }));
    }
    const ref = doc(dbOf('admin'), 'callbackRequests/r1');
    await assertSucceeds(updateDoc(ref, { status: 'handled' }));
    await assertSucceeds(updateDoc(ref, { status: 'new' }));
    await assertFails(updateDoc(ref, { status: 'archived' }));
    await assertFails(updateDoc(ref, { name: 'Someone else' }));
    await assertFails(updateDoc(ref, { status: 'handled', note: 'called back' }));
  });

  it('only an admin may delete', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(deleteDoc(doc(dbOf(person), 'callbackRequests/r1')));
    }
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'callbackRequests/r1')));
  });
});

describe('everything else', () => {
  it('is denied to everyone, admins included', async () => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertFails(getDoc(doc(dbOf(person), 'users/u1')));
      await assertFails(setDoc(doc(dbOf(person), 'users/u1'), { name: 'x' }));
      await assertFails(setDoc(doc(dbOf(person), 'products/p1/reviews/x'), { text: 'x' }));
    }
  });
});
