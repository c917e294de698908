import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { people, rulesEnvironment, storageOf } from './rules-env';

/** Every allow and deny of storage.rules. */
let env: RulesTestEnvironment;
let who: ReturnType<typeof people>;

const MB = 1024 * 1024;
const bytes = (size = 1024) => new Uint8Array(size).fill(1);
const storageRef = (person: keyof typeof who, path: string) => ref(storageOf(who[person]), path);
const upload = (person: keyof typeof who, path: string, contentType = 'image/webp', size = 1024) =>
  uploadBytes(storageRef(person, path), bytes(size), { contentType });

async function given(path: string) {
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(ref(storageOf(context), path), bytes(), { contentType: 'image/webp' });
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
  await env.clearStorage();
  await given('Products/p1/front.webp');
  await given('Products/p1_legacy.webp');
  await given('Offers/o1/banner.webp');
  await given('Private/secret.webp');
});

describe('reading', () => {
  it('anyone may read and list images under Products/ and Offers/', async () => {
    for (const person of ['visitor', 'member'] as const) {
      await assertSucceeds(getBytes(storageRef(person, 'Products/p1/front.webp')));
      await assertSucceeds(getMetadata(storageRef(person, 'Products/p1_legacy.webp')));
      await assertSucceeds(getBytes(storageRef(person, 'Offers/o1/banner.webp')));
      await assertSucceeds(listAll(storageRef(person, 'Products/p1')));
    }
  });

  it('nobody may read anything else', async () => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertFails(getBytes(storageRef(person, 'Private/secret.webp')));
    }
  });
});

describe('uploading', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])('an admin may upload %s', async (type) => {
    await assertSucceeds(upload('admin', 'Products/p2/photo.img', type));
    await assertSucceeds(upload('admin', 'Offers/banner-2.img', type));
  });

  it('an admin may replace an image and upload one just under 5 MB', async () => {
    await assertSucceeds(upload('admin', 'Products/p1/front.webp'));
    await assertSucceeds(upload('admin', 'Products/p1/large.webp', 'image/webp', 5 * MB - 1));
  });

  it('nobody but an admin may upload', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(upload(person, 'Products/p1/new.webp'));
      await assertFails(upload(person, 'Products/p1/front.webp'));
    }
  });

  it.each([
    ['a GIF', 'Products/p1/a.gif', 'image/gif', 1024],
    ['an SVG (scripts)', 'Products/p1/a.svg', 'image/svg+xml', 1024],
    ['a text file', 'Products/p1/a.txt', 'text/plain', 1024],
    ['HTML', 'Products/p1/a.html', 'text/html', 1024],
    ['5 MB', 'Products/p1/big.webp', 'image/webp', 5 * MB],
    ['a hidden file name', 'Products/p1/.hidden.webp', 'image/webp', 1024],
    ['a file name with a space', 'Products/p1/my photo.webp', 'image/webp', 1024],
    ['a non-ASCII file name', 'Products/p1/fotoğraf.webp', 'image/webp', 1024],
    ['a 129-character file name', `Products/p1/${'a'.repeat(124)}.webp`, 'image/webp', 1024],
    ['an unsafe folder name', 'Products/p 1/a.webp', 'image/webp', 1024],
    ['a deeper path', 'Products/p1/extra/a.webp', 'image/webp', 1024],
    ['another top folder', 'Private/a.webp', 'image/webp', 1024],
    ['the bucket root', 'a.webp', 'image/webp', 1024],
  ])('even an admin may not upload %s', async (_, path, type, size) => {
    await assertFails(upload('admin', path, type, size));
  });
});

describe('deleting', () => {
  it('only an admin may delete images', async () => {
    for (const person of ['visitor', 'member', 'notQuiteAdmin'] as const) {
      await assertFails(deleteObject(storageRef(person, 'Products/p1/front.webp')));
    }
    await assertSucceeds(deleteObject(storageRef('admin', 'Products/p1/front.webp')));
    await assertSucceeds(deleteObject(storageRef('admin', 'Products/p1_legacy.webp')));
    await assertSucceeds(deleteObject(storageRef('admin', 'Offers/o1/banner.webp')));
  });

  it('not even an admin may delete outside Products/ and Offers/', async () => {
    await assertFails(deleteObject(storageRef('admin', 'Private/secret.webp')));
  });
});
