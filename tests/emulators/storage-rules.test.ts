import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { people, rulesEnvironment, storageOf } from './rules-env';

/**
 * Every allow and deny of storage.rules, evaluated by Google's rules engine: firebase-tools' Storage emulator with the
 * rules runtime on the engine of the Firestore JAR (scripts/emulators/StorageRulesRuntime.java).
 */
let env: RulesTestEnvironment;
let who: ReturnType<typeof people>;

const MiB = 1024 * 1024;
const NOT_ADMINS = ['visitor', 'member', 'notQuiteAdmin'] as const;
const EVERYONE = [...NOT_ADMINS, 'admin'] as const;
/** The places images may live: a file in a folder, and a file in a product's, offer's or service's own folder. */
const PUBLIC_FILES = [
  'Products/p1/front.webp',
  'Products/p1_legacy.webp',
  'Offers/o1/banner.webp',
  'Offers/o1.webp',
  'Services/s1/photo.webp',
  'Services/s1.webp',
  // A photo's variants: one file per width, in a folder of its own per upload.
  'Products/p1/u1/640.webp',
  'Products/p1/u1/1600.webp',
  'Services/s1/u2/320.webp',
];
const PRIVATE_FILES = [
  'Private/secret.webp',
  'Private/x/secret.webp',
  'root.webp',
  'Products/p1/extra/deep.webp',
  'Products/p1/u1/original.jpg',
  'Products/p1/u1/x/640.webp',
];

const bytes = (size = 1024) => new Uint8Array(size).fill(1);
const storageRef = (person: keyof typeof who, path: string) => ref(storageOf(who[person]), path);
const upload = (person: keyof typeof who, path: string, contentType = 'image/webp', size = 1024) =>
  uploadBytes(storageRef(person, path), bytes(size), { contentType });
const name = (length: number) => `${'a'.repeat(length - 5)}.webp`;

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
  for (const path of [...PUBLIC_FILES, ...PRIVATE_FILES]) await given(path);
});

describe('reading', () => {
  it('anyone may get an image under Products/, Offers/ and Services/', async () => {
    for (const person of EVERYONE) {
      for (const path of PUBLIC_FILES) {
        await assertSucceeds(getBytes(storageRef(person, path)));
        await assertSucceeds(getMetadata(storageRef(person, path)));
      }
    }
  });

  it('only an admin may list what an owner folder holds', async () => {
    await assertSucceeds(listAll(storageRef('admin', 'Products/p1')));
    await assertSucceeds(listAll(storageRef('admin', 'Offers/o1')));
    await assertSucceeds(listAll(storageRef('admin', 'Services/s1')));
    for (const person of NOT_ADMINS) {
      await assertFails(listAll(storageRef(person, 'Products/p1')));
      await assertFails(listAll(storageRef(person, 'Offers/o1')));
      await assertFails(listAll(storageRef(person, 'Services/s1')));
    }
  });

  it('nobody may read anything else, nor list the root or a whole top folder', async () => {
    for (const person of EVERYONE) {
      for (const path of PRIVATE_FILES) {
        await assertFails(getBytes(storageRef(person, path)));
        await assertFails(getMetadata(storageRef(person, path)));
      }
      await assertFails(listAll(storageRef(person, 'Private/x')));
      await assertFails(listAll(storageRef(person, 'Products')));
      await assertFails(listAll(storageRef(person, '')));
    }
  });
});

describe('uploading', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])(
    'an admin may upload %s in all six places',
    async (type) => {
      for (const path of [
        'Products/p2/photo.img',
        'Products/p2.img',
        'Offers/o2/banner.img',
        'Offers/o2.img',
        'Services/s2/photo.img',
        'Services/s2.img',
      ]) {
        await assertSucceeds(upload('admin', path, type));
      }
    },
  );

  it.each([
    ['image/webp', 'webp'],
    ['image/avif', 'avif'],
    ['image/jpeg', 'jpg'],
  ])(
    'an admin may upload a photo variant as %s, at the size limit and the widest name',
    async (type, ext) => {
      await assertSucceeds(upload('admin', `Products/p2/u9/640.${ext}`, type));
      await assertSucceeds(upload('admin', `Offers/o2/u9/10.${ext}`, type, 5 * MiB - 1));
      await assertSucceeds(upload('admin', `Services/s2/${'u'.repeat(128)}/99999.${ext}`, type));
    },
  );

  it('an admin may replace an image; names and sizes at their limits pass', async () => {
    await assertSucceeds(upload('admin', 'Products/p1/front.webp'));
    await assertSucceeds(upload('admin', 'Products/p1/large.webp', 'image/webp', 5 * MiB - 1));
    await assertSucceeds(upload('admin', `Products/p1/${name(128)}`));
    await assertSucceeds(upload('admin', `Offers/${name(128)}`));
    await assertSucceeds(upload('admin', `Products/${'p'.repeat(128)}/a.webp`));
    await assertSucceeds(upload('admin', 'Products/P-1_x.y/0a.B-c_d.webp'));
    await assertSucceeds(upload('admin', 'Products/p1/1'));
  });

  it('nobody but an admin may upload or replace', async () => {
    for (const person of NOT_ADMINS) {
      for (const path of [
        ...PUBLIC_FILES,
        'Products/p1/new.webp',
        'Offers/new.webp',
        'Services/s1/new.webp',
      ]) {
        await assertFails(upload(person, path));
      }
    }
  });

  it.each([
    ['a GIF', 'Products/p1/a.gif', 'image/gif', 1024],
    ['an SVG (scripts)', 'Products/p1/a.svg', 'image/svg+xml', 1024],
    ['a text file', 'Products/p1/a.txt', 'text/plain', 1024],
    ['HTML', 'Offers/a.html', 'text/html', 1024],
    ['image/jpg (not a real type)', 'Products/p1/a.jpg', 'image/jpg', 1024],
    ['a type with a suffix', 'Products/p1/a.webp', 'image/webpx', 1024],
    ['a type with parameters', 'Products/p1/a.png', 'image/png; charset=binary', 1024],
    ['an upper-case type', 'Products/p1/a.png', 'IMAGE/PNG', 1024],
    ['exactly 5 MiB', 'Products/p1/big.webp', 'image/webp', 5 * MiB],
    ['5 MiB in an offer folder', 'Offers/big.webp', 'image/webp', 5 * MiB],
    ['5 MiB in a service folder', 'Services/s1/big.webp', 'image/webp', 5 * MiB],
    ['an SVG for a service', 'Services/s1/a.svg', 'image/svg+xml', 1024],
    ['a hidden file name', 'Products/p1/.hidden.webp', 'image/webp', 1024],
    ['a file name starting with a dash', 'Products/p1/-a.webp', 'image/webp', 1024],
    ['a file name starting with an underscore', 'Offers/_a.webp', 'image/webp', 1024],
    ['a file name with a space', 'Products/p1/my photo.webp', 'image/webp', 1024],
    ['a non-ASCII file name', 'Products/p1/fotoğraf.webp', 'image/webp', 1024],
    ['a 129-character file name', `Products/p1/${name(129)}`, 'image/webp', 1024],
    ['a 129-character file name at the top of a folder', `Offers/${name(129)}`, 'image/webp', 1024],
    ['an unsafe owner folder name', 'Products/p 1/a.webp', 'image/webp', 1024],
    ['an owner folder name starting with a dot', 'Products/.p1/a.webp', 'image/webp', 1024],
    ['a 129-character owner folder name', `Products/${'p'.repeat(129)}/a.webp`, 'image/webp', 1024],
    ['a deeper path', 'Products/p1/extra/a.webp', 'image/webp', 1024],
    ['a variant of exactly 5 MiB', 'Products/p1/u1/1600.webp', 'image/webp', 5 * MiB],
    ['a variant named other than by its width', 'Products/p1/u1/front.webp', 'image/webp', 1024],
    ['a variant width with a leading zero', 'Products/p1/u1/0640.webp', 'image/webp', 1024],
    ['a variant width of one digit', 'Products/p1/u1/8.webp', 'image/webp', 1024],
    ['a variant width of six digits', 'Products/p1/u1/100000.webp', 'image/webp', 1024],
    ['a variant as PNG', 'Products/p1/u1/640.png', 'image/png', 1024],
    ['a variant that is a GIF', 'Products/p1/u1/640.webp', 'image/gif', 1024],
    ['a variant in an unsafe photo folder', 'Products/p1/u 1/640.webp', 'image/webp', 1024],
    [
      'a variant in a 129-character photo folder',
      `Products/p1/${'u'.repeat(129)}/640.webp`,
      'image/webp',
      1024,
    ],
    ['a variant deeper down', 'Products/p1/u1/x/640.webp', 'image/webp', 1024],
    ['a variant in another top folder', 'Private/x/u1/640.webp', 'image/webp', 1024],
    ['another top folder', 'Private/a.webp', 'image/webp', 1024],
    ['another top folder with an owner', 'Private/x/a.webp', 'image/webp', 1024],
    ['a lower-case products folder', 'products/p1/a.webp', 'image/webp', 1024],
    ['a lower-case services folder', 'services/s1/a.webp', 'image/webp', 1024],
    ['the bucket root', 'a.webp', 'image/webp', 1024],
  ])('even an admin may not upload %s', async (_, path, type, size) => {
    await assertFails(upload('admin', path, type, size));
  });
});

describe('changing metadata', () => {
  it('only an admin may, and the file must stay an image', async () => {
    for (const person of NOT_ADMINS) {
      await assertFails(
        updateMetadata(storageRef(person, 'Products/p1/front.webp'), { contentType: 'image/png' }),
      );
    }
    const front = storageRef('admin', 'Products/p1/front.webp');
    await assertSucceeds(
      updateMetadata(front, { contentType: 'image/png', cacheControl: 'public, max-age=60' }),
    );
    await assertFails(updateMetadata(front, { contentType: 'text/html' }));
    await assertFails(
      updateMetadata(storageRef('admin', 'Private/secret.webp'), { contentType: 'image/png' }),
    );
  });
});

describe('deleting', () => {
  it('only an admin may delete images, in all six places', async () => {
    for (const person of NOT_ADMINS) {
      for (const path of PUBLIC_FILES) await assertFails(deleteObject(storageRef(person, path)));
    }
    for (const path of PUBLIC_FILES) await assertSucceeds(deleteObject(storageRef('admin', path)));
  });

  it('not even an admin may delete outside Products/, Offers/ and Services/ or deeper down', async () => {
    for (const path of PRIVATE_FILES) await assertFails(deleteObject(storageRef('admin', path)));
  });
});
