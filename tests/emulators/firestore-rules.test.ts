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
import { LIMITS } from '../../src/domain/limits';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * Every allow and deny of firestore.rules, on the Firestore emulator (Google's JAR, the project's rules): who may do
 * what, every required and unknown key, every type, and each limit at its edge and one past it.
 */
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

type Data = Record<string, unknown>;
type Person = keyof typeof who;
const NOT_ADMINS = ['visitor', 'member', 'notQuiteAdmin'] as const;

const dbOf = (name: Person) => firestoreOf(who[name]);
const omit = (data: Data, ...keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
/** Text of exactly `length` characters. */
const text = (length: number, character = 'x') => character.repeat(length);

/** Writes documents as they stand, rules off. */
async function given(path: string, data: Data) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), path), data);
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  who = people(env);
  await env.clearFirestore();
});

afterAll(async () => {
  await env?.cleanup();
});

describe('catalogue: products, offers, services', () => {
  const catalogue = [
    ['products', product, 'p1'],
    ['offers', offer, 'o1'],
    ['services', service, 's1'],
  ] as const;

  beforeEach(async () => {
    await env.clearFirestore();
    for (const [name, data, id] of catalogue) await given(`${name}/${id}`, data);
  });

  it.each(catalogue)('anyone may read %s, one by one and as a list', async (name, _, id) => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertSucceeds(getDocs(collection(dbOf(person), name)));
      await assertSucceeds(getDoc(doc(dbOf(person), `${name}/${id}`)));
    }
  });

  it.each(catalogue)('only an admin may create, update and delete %s', async (name, data, id) => {
    for (const person of NOT_ADMINS) {
      await assertFails(setDoc(doc(dbOf(person), `${name}/new`), data));
      await assertFails(updateDoc(doc(dbOf(person), `${name}/${id}`), { name: 'Changed' }));
      await assertFails(deleteDoc(doc(dbOf(person), `${name}/${id}`)));
    }
    await assertSucceeds(setDoc(doc(dbOf('admin'), `${name}/new`), data));
    await assertSucceeds(updateDoc(doc(dbOf('admin'), `${name}/new`), { name: 'Changed' }));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), `${name}/new`)));
  });
});

/** What an admin may create in a collection (a new document each time; updates are tested below). */
function schema(label: string, name: string, allowed: [string, Data][], refused: [string, Data][]) {
  const create = (data: Data) => setDoc(doc(collection(dbOf('admin'), name)), data);
  describe(`${label} schema (admin creates)`, () => {
    it.each(allowed)(`accepts a ${label} with %s`, async (_, data) => {
      await assertSucceeds(create(data));
    });
    it.each(refused)(`refuses a ${label} %s`, async (_, data) => {
      await assertFails(create(data));
    });
  });
}

schema(
  'product',
  'products',
  [
    ['every field', product],
    ['no position', omit(product, 'position')],
    ['a 1-character name', { ...product, name: 'x' }],
    ['a 120-character name', { ...product, name: text(120) }],
    ['120 Cyrillic letters', { ...product, name: text(120, 'Я') }],
    ['120 Arabic letters', { ...product, name: text(120, 'ب') }],
    ['0 for every number', { ...product, price: 0, feet: 0, capacity: 0 }],
    ['the maximum of every number', { ...product, price: 1_000_000, feet: 1000, capacity: 1000 }],
    ['fractions', { ...product, price: 0.5, feet: 42.5 }],
    ['the bottom of the position range', { ...product, position: 0 }],
    ['the top of the position range', { ...product, position: LIMITS.position }],
    ['a name with inner spaces of any kind', { ...product, name: 'Azure\u00a0Pearl\u3000II' }],
    ['no images', { ...product, images: [] }],
    ['12 images of 1000 characters', { ...product, images: Array(12).fill(text(1000)) }],
    ['empty included services', { ...product, complementary: '' }],
    ['2000-character included services', { ...product, complementary: text(2000) }],
    ['isVIP true', { ...product, isVIP: true }],
  ],
  [
    ['without a name', omit(product, 'name')],
    ['without a price', omit(product, 'price')],
    ['without feet', omit(product, 'feet')],
    ['without a capacity', omit(product, 'capacity')],
    ['without included services', omit(product, 'complementary')],
    ['without images', omit(product, 'images')],
    ['without isVIP', omit(product, 'isVIP')],
    ['with an unknown key', { ...product, discount: 10 }],
    ['with an empty name', { ...product, name: '' }],
    ['with a blank name', { ...product, name: '   ' }],
    ['with a name of Unicode spaces only', { ...product, name: '\u00a0\u2003\u3000' }],
    ['with a name holding a tab', { ...product, name: 'Azure\tPearl' }],
    ['with a name holding a line break', { ...product, name: 'Azure\nPearl' }],
    ['with a name holding a NUL', { ...product, name: 'Azure\u0000' }],
    ['with a name holding a C1 control', { ...product, name: '\u0085Azure' }],
    ['with a 121-character name', { ...product, name: text(121) }],
    ['with the name as a number', { ...product, name: 7 }],
    ['with the price as text', { ...product, price: '450' }],
    ['with a price of -1', { ...product, price: -1 }],
    ['with a price just below 0', { ...product, price: -0.01 }],
    ['with a price of 1,000,001', { ...product, price: 1_000_001 }],
    ['with feet as text', { ...product, feet: 'long' }],
    ['with feet of -1', { ...product, feet: -1 }],
    ['with feet of 1001', { ...product, feet: 1001 }],
    ['with the capacity as text', { ...product, capacity: '12' }],
    ['with a capacity of -1', { ...product, capacity: -1 }],
    ['with a capacity of 1001', { ...product, capacity: 1001 }],
    ['with 2001-character included services', { ...product, complementary: text(2001) }],
    ['with included services as a list', { ...product, complementary: ['Soft drinks'] }],
    ['with 13 images', { ...product, images: Array(13).fill('/img/a.webp') }],
    ['with a 1001-character image path', { ...product, images: ['/img/a.webp', text(1001)] }],
    ['with an image that is not text', { ...product, images: ['/img/a.webp', 7] }],
    ['with images as text', { ...product, images: '/img/a.webp' }],
    ['with isVIP as text', { ...product, isVIP: 'yes' }],
    ['with the position as text', { ...product, position: '1' }],
    ['with a null position', { ...product, position: null }],
    ['with a position of -1', { ...product, position: -1 }],
    ['with a position of 1,000,001', { ...product, position: LIMITS.position + 1 }],
    ['with a fractional position', { ...product, position: 1.5 }],
  ],
);

schema(
  'offer',
  'offers',
  [
    ['every field', offer],
    ['no times', omit(offer, 'startTime', 'endTime')],
    ['only a start', omit(offer, 'endTime')],
    ['only an end', omit(offer, 'startTime')],
    ['no image and no features', { ...offer, image: '', features: [] }],
    ['a 120-character name', { ...offer, name: text(120) }],
    ['a 2000-character description', { ...offer, description: text(2000) }],
    ['a 1000-character image path', { ...offer, image: `Offers/${text(993)}` }],
    ['a site image', { ...offer, image: '/img/offers/sunset-cruise.webp' }],
    [
      'an end one second after the start',
      {
        ...offer,
        endTime: Timestamp.fromMillis(offer.startTime.toMillis() + 1000),
      },
    ],
    ['20 features of 200 characters', { ...offer, features: Array(20).fill(text(200)) }],
  ],
  [
    ['without a name', omit(offer, 'name')],
    ['without a description', omit(offer, 'description')],
    ['without an image key', omit(offer, 'image')],
    ['without features', omit(offer, 'features')],
    ['with an unknown key', { ...offer, price: 100 }],
    ['with an empty name', { ...offer, name: '' }],
    ['with a blank name', { ...offer, name: '  ' }],
    ['with a 121-character name', { ...offer, name: text(121) }],
    ['with a 2001-character description', { ...offer, description: text(2001) }],
    ['with the description as a number', { ...offer, description: 5 }],
    ['with a 1001-character image path', { ...offer, image: `Offers/${text(994)}` }],
    ['with an image outside Offers/ and the site', { ...offer, image: 'Products/p1/a.webp' }],
    ['with an image on another site', { ...offer, image: 'https://example.com/a.webp' }],
    ['with an end at the start', { ...offer, endTime: offer.startTime }],
    [
      'with an end before the start',
      {
        ...offer,
        endTime: Timestamp.fromMillis(offer.startTime.toMillis() - 1000),
      },
    ],
    ['with a name of Unicode spaces only', { ...offer, name: '\u2003' }],
    ['with a name holding a line break', { ...offer, name: 'Sunset\nCruise' }],
    ['with the image as a list', { ...offer, image: ['a'] }],
    ['with 21 features', { ...offer, features: Array(21).fill('f') }],
    ['with a 201-character feature', { ...offer, features: ['x', text(201)] }],
    ['with a feature that is not text', { ...offer, features: ['a', { b: 1 }] }],
    ['with features as text', { ...offer, features: '2 hours' }],
    ['with the start time as text', { ...offer, startTime: '2030-01-01' }],
    ['with the end time as a number', { ...offer, endTime: 1_900_000_000_000 }],
    ['with a null start time', { ...offer, startTime: null }],
  ],
);

schema(
  'service',
  'services',
  [
    ['a name alone', { name: 'Fishing' }],
    ['every field', service],
    ['a 120-character name', { name: text(120) }],
    ['a 2000-character description', { name: 'F', description: text(2000) }],
    ['a 1000-character image path', { name: 'F', image: text(1000) }],
  ],
  [
    ['without a name', { description: 'No name' }],
    ['with an unknown key', { name: 'Fishing', price: 1 }],
    ['with an empty name', { name: '' }],
    ['with a blank name', { name: ' ' }],
    ['with a name of Unicode spaces only', { name: '\u00a0' }],
    ['with a name holding a tab', { name: 'Fish\ting' }],
    ['with a 121-character name', { name: text(121) }],
    ['with a 2001-character description', { name: 'Fishing', description: text(2001) }],
    ['with the description as a list', { name: 'Fishing', description: ['x'] }],
    ['with a 1001-character image path', { name: 'Fishing', image: text(1001) }],
    ['with the image as a number', { name: 'Fishing', image: 1 }],
  ],
);

describe('updates of catalogue documents', () => {
  it.each([
    ['products', product],
    ['offers', offer],
    ['services', service],
  ] as const)(
    'leave fields %s does not know alone, but an update may not add or change them',
    async (name, data) => {
      await given(`${name}/legacy`, { ...data, createdBy: 'old-site' });
      const ref = doc(dbOf('admin'), `${name}/legacy`);
      await assertSucceeds(updateDoc(ref, { name: 'Renamed' }));
      await assertFails(updateDoc(ref, { createdBy: 'me' }));
      await assertFails(updateDoc(ref, { discount: 10 }));
      await assertFails(updateDoc(ref, { createdBy: deleteField(), name: 'Again' }));
    },
  );

  it('check the whole document after the update', async () => {
    await given('products/p3', product);
    const ref = doc(dbOf('admin'), 'products/p3');
    await assertSucceeds(updateDoc(ref, { price: 500, position: deleteField() }));
    await assertFails(updateDoc(ref, { price: 'free' }));
    await assertFails(updateDoc(ref, { name: deleteField() }));
    await assertFails(updateDoc(ref, { images: Array(13).fill('/img/a.webp') }));
  });
});

describe('call-back requests', () => {
  const create = (person: Person, data: Data) =>
    setDoc(doc(collection(dbOf(person), 'callbackRequests')), data);

  beforeEach(async () => {
    await env.clearFirestore();
    await given('callbackRequests/r1', { ...request(), createdAt: Timestamp.now() });
  });

  it('anyone may create a well-formed request, at the edges of every field', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin', 'admin'] as const) {
      await assertSucceeds(create(person, request()));
    }
    for (const data of [
      { preferredTime: '', message: '' },
      { name: text(LIMITS.name), message: text(LIMITS.text) },
      { name: 'Sara\u00a0Al\u2009Amin' },
      { name: text(120, 'ж') },
      { phone: '+1234567' }, // the shortest: 7 digits
      { phone: '+123456789012345' }, // the longest: 15 digits
      { preferredTime: '00:00' },
      { preferredTime: '23:59' },
      { preferredTime: '09:05' },
    ]) {
      await assertSucceeds(create('visitor', { ...request(), ...data }));
    }
  });

  it.each([
    ['without a name', omit(request(), 'name')],
    ['without a phone', omit(request(), 'phone')],
    ['without a preferred time', omit(request(), 'preferredTime')],
    ['without a message key', omit(request(), 'message')],
    ['without createdAt', omit(request(), 'createdAt')],
    ['without a status', omit(request(), 'status')],
    ['with an extra key', { ...request(), email: 'sara@example.com' }],
    ['with an empty name', { ...request(), name: '' }],
    ['with a blank name', { ...request(), name: '    ' }],
    ['with a name of Unicode spaces only', { ...request(), name: '\u00a0\u202f\u3000' }],
    ['with a name holding a control character', { ...request(), name: 'Sara\u0007' }],
    ['with a 121-character name', { ...request(), name: text(LIMITS.name + 1) }],
    ['with a local phone number', { ...request(), phone: '0501234567' }],
    ['with a phone of 6 digits', { ...request(), phone: '+123456' }],
    ['with a phone of 16 digits', { ...request(), phone: '+1234567890123456' }],
    ['with a phone starting +0', { ...request(), phone: '+0501234567' }],
    ['with spaces in the phone', { ...request(), phone: '+971 50 123 4567' }],
    ['with the phone as a number', { ...request(), phone: 971501234567 }],
    ['with a preferred time of 24:00', { ...request(), preferredTime: '24:00' }],
    ['with a preferred time of 25:00', { ...request(), preferredTime: '25:00' }],
    ['with a preferred time of 12:60', { ...request(), preferredTime: '12:60' }],
    ['with a one-digit hour', { ...request(), preferredTime: '9:30' }],
    ['with seconds', { ...request(), preferredTime: '18:30:00' }],
    ['with the preferred time as a number', { ...request(), preferredTime: 1830 }],
    ['with a 2001-character message', { ...request(), message: text(2001) }],
    ['with the message as a number', { ...request(), message: 42 }],
    ['with status handled', { ...request(), status: 'handled' }],
    ['with a createdAt from the client clock', { ...request(), createdAt: Timestamp.now() }],
    ['with createdAt as text', { ...request(), createdAt: new Date().toISOString() }],
  ])('refuses a request %s', async (_, data) => {
    await assertFails(create('visitor', data));
  });

  it('only an admin may read or list requests', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(getDoc(doc(dbOf(person), 'callbackRequests/r1')));
      await assertFails(getDocs(collection(dbOf(person), 'callbackRequests')));
    }
    await assertSucceeds(getDoc(doc(dbOf('admin'), 'callbackRequests/r1')));
    await assertSucceeds(getDocs(collection(dbOf('admin'), 'callbackRequests')));
  });

  it('only an admin may update, and only the status, to new or handled', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(updateDoc(doc(dbOf(person), 'callbackRequests/r1'), { status: 'handled' }));
    }
    const ref = doc(dbOf('admin'), 'callbackRequests/r1');
    await assertSucceeds(updateDoc(ref, { status: 'handled' }));
    await assertSucceeds(updateDoc(ref, { status: 'new' }));
    await assertFails(updateDoc(ref, { status: 'archived' }));
    await assertFails(updateDoc(ref, { status: deleteField() }));
    await assertFails(updateDoc(ref, { name: 'Someone else' }));
    await assertFails(updateDoc(ref, { status: 'handled', note: 'called back' }));
  });

  it('only an admin may delete', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(deleteDoc(doc(dbOf(person), 'callbackRequests/r1')));
    }
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), 'callbackRequests/r1')));
  });
});

describe('everything else', () => {
  it('is denied to everyone, admins included', async () => {
    await given('users/u1', { name: 'x' });
    await given('products/p1/reviews/r1', { text: 'x' });
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertFails(getDoc(doc(dbOf(person), 'users/u1')));
      await assertFails(getDocs(collection(dbOf(person), 'users')));
      await assertFails(setDoc(doc(dbOf(person), 'users/u2'), { name: 'x' }));
      await assertFails(deleteDoc(doc(dbOf(person), 'users/u1')));
      await assertFails(getDoc(doc(dbOf(person), 'products/p1/reviews/r1')));
      await assertFails(setDoc(doc(dbOf(person), 'products/p1/reviews/x'), { text: 'x' }));
    }
  });
});
