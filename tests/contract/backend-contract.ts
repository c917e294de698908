import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceFixtures } from '../../fixtures/services';
import { filePhoto, sitePhoto } from '../../fixtures/photos';
import type { Backend, SessionUser } from '../../src/backend/types';
import type { YachtInput } from '../../src/domain/yacht';
import type { ServiceInput } from '../../src/domain/service';
import type { OfferInput } from '../../src/domain/offer';
import { defineBookingContract } from './booking-contract';
import { defineChartersContract } from './charters-contract';
import { defineLedgerContract } from './ledger-contract';
import { defineCancellationsContract } from './cancellations-contract';
import { defineHoldsContract } from './holds-contract';
import { defineImportsContract } from './imports-contract';
import { defineReviewsFaqContract } from './reviews-faq-contract';

/**
 * The behaviour every Backend must share, so the site works the same on the demo backend and on Firebase. Runs
 * against the demo backend in `npm run test:unit` (tests/unit/backend/demo-contract.test.ts) and against Firebase
 * on the emulators in `npm run test:emulators` (tests/emulators/firebase-contract.test.ts).
 */
export interface ContractHarness {
  /** A backend with the fixture services and the starter FAQ present, no review, and nobody signed in. */
  backend: Backend;
  /** An operator account with admin rights. */
  admin: { email: string; password: string };
  /** The same data as another phone sees it: its own device (demo) or anonymous user (Firebase). */
  otherDevice: () => Promise<Backend>;
  dispose?: () => Promise<void>;
}

export interface ContractOptions {
  /** Firebase enforces who may do what with its rules; the demo backend leaves that to the UI. */
  enforcesAccess: boolean;
}

const yacht = (overrides: Partial<YachtInput> = {}): YachtInput => ({
  name: 'Contract Yacht',
  price: 450,
  feet: 42,
  capacity: 12,
  complementary: 'Soft drinks, towels',
  images: [sitePhoto('yachts/azure-pearl-1')],
  isVIP: false,
  ...overrides,
});

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  name: 'Contract Deal',
  description: 'Two hours for one.',
  features: ['Soft drinks', 'Up to 12 guests'],
  startTime: '2030-01-01T10:00:00.000Z',
  endTime: '2030-02-01T10:00:00.000Z',
  ...overrides,
});

const service = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  name: 'Contract Sunset Cruise',
  description: 'Two hours along the coast at sunset.',
  image: sitePhoto('services/yacht-charter'),
  ...overrides,
});

const image = (bytes = 2048) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/webp' });

export function defineBackendContract(
  name: string,
  options: ContractOptions,
  setup: () => Promise<ContractHarness>,
) {
  describe(`Backend contract: ${name}`, () => {
    let harness: ContractHarness;
    let backend: Backend;
    const signInAsAdmin = () => backend.auth.signIn(harness.admin.email, harness.admin.password);

    beforeEach(async () => {
      harness = await setup();
      backend = harness.backend;
    });

    afterEach(async () => {
      await backend.auth.signOut();
      await harness.dispose?.();
    });

    describe('products', () => {
      beforeEach(async () => {
        await signInAsAdmin();
      });

      it('adds a product and reads it back by id', async () => {
        const id = await backend.yachts.add(yacht({ position: 4, isVIP: true }));
        expect(await backend.yachts.get(id)).toEqual({ ...yacht({ position: 4, isVIP: true }), id });
      });

      it('keeps a yacht’s own berth, and refuses one with a map link that is not https', async () => {
        const berth = {
          name: 'مرسى دبي، الرصيف C',
          mapUrl: 'https://maps.app.goo.gl/pier7',
          notes: 'Arrive 15 min early.',
        };
        const id = await backend.yachts.add(yacht({ berth }));
        expect((await backend.yachts.get(id))?.berth).toEqual(berth);
        await expect(
          backend.yachts.update(id, yacht({ berth: { ...berth, mapUrl: 'http://maps.example' } })),
        ).rejects.toMatchObject({ code: 'invalid-argument' });
        await backend.yachts.update(id, yacht());
        expect((await backend.yachts.get(id))?.berth).toBeUndefined();
      });

      it('uses an id from newId(), so images can be uploaded before the product is saved', async () => {
        const id = backend.yachts.newId();
        expect(id).toMatch(/^[A-Za-z0-9_-]{10,}$/);
        expect(backend.yachts.newId()).not.toBe(id);
        await expect(backend.yachts.add(yacht(), id)).resolves.toBe(id);
        expect(await backend.yachts.get(id)).toMatchObject({ id, name: 'Contract Yacht' });
      });

      it('lists by position, a product without one last', async () => {
        const last = await backend.yachts.add(yacht({ name: 'No position' }));
        const second = await backend.yachts.add(yacht({ name: 'Second', position: 2 }));
        const first = await backend.yachts.add(yacht({ name: 'First', position: 1 }));
        const mine = (await backend.yachts.list()).filter((p) => [first, second, last].includes(p.id));
        expect(mine.map((p) => p.id)).toEqual([first, second, last]);
      });

      it('updates the whole product; a cleared position is gone', async () => {
        const id = await backend.yachts.add(yacht({ position: 3 }));
        const changed = yacht({
          name: 'Renamed',
          price: 999,
          images: [filePhoto('/img/a.webp'), filePhoto('/img/b.webp')],
        });
        await backend.yachts.update(id, changed);
        expect(await backend.yachts.get(id)).toEqual({ ...changed, id });
      });

      it('keeps the included services in Arabic and Russian; emptied ones are gone', async () => {
        const translations = { ar: { complementary: 'مشروبات غازية' }, ru: { complementary: 'Напитки' } };
        const id = await backend.yachts.add(yacht({ translations }));
        expect(await backend.yachts.get(id)).toEqual({ ...yacht({ translations }), id });
        await backend.yachts.update(
          id,
          yacht({ translations: { ar: { complementary: '' }, ru: translations.ru } }),
        );
        expect((await backend.yachts.get(id))?.translations).toEqual({ ru: translations.ru });
        await backend.yachts.update(id, yacht({ translations: { ru: { complementary: ' ' } } }));
        expect((await backend.yachts.get(id))?.translations).toBeUndefined();
      });

      it('refuses a translation in a language the site does not have', async () => {
        const translations = { de: { complementary: 'Getränke' } } as never;
        await expect(backend.yachts.add(yacht({ translations }))).rejects.toThrow(
          /Arabic \(ar\) and Russian/,
        );
      });

      it('answers null for an unknown id, and not-found when updating or removing it', async () => {
        expect(await backend.yachts.get('no-such-yacht')).toBeNull();
        await expect(backend.yachts.update('no-such-yacht', yacht())).rejects.toMatchObject({
          code: 'not-found',
        });
        await expect(backend.yachts.remove('no-such-yacht')).rejects.toMatchObject({ code: 'not-found' });
      });

      it.each([
        ['a name of Unicode spaces', { name: '\u00a0\u2003' }, 'A name is required.'],
        ['a 121-character name', { name: 'x'.repeat(121) }, 'The name can be at most 120 characters.'],
        ['a name with a tab', { name: 'Sea\tBreeze' }, /cannot be shown/],
        ['a price over the limit', { price: 1_000_001 }, 'The price must be a number from 0 to 1000000.'],
        ['a negative position', { position: -1 }, /position must be a whole number from 0/],
        ['13 images', { images: Array(13).fill(filePhoto('/img/a.webp')) }, 'At most 12 images are allowed.'],
      ])('refuses %s with a message that says what is wrong', async (_, overrides, message) => {
        const before = (await backend.yachts.list()).length;
        const refused = backend.yachts.add(yacht(overrides));
        await expect(refused).rejects.toMatchObject({ code: 'invalid-argument' });
        await expect(refused).rejects.toThrow(message);
        expect(await backend.yachts.list()).toHaveLength(before);
      });

      it('removes the product with its files: those it lists and the rest of its folder', async () => {
        const id = backend.yachts.newId();
        const listed = await backend.files.upload(`Products/${id}/front.webp`, image());
        const unlisted = await backend.files.upload(`Products/${id}/old.webp`, image());
        const legacy = await backend.files.upload(`Products/${id}_legacy.webp`, image());
        await backend.yachts.add(
          yacht({
            images: [
              filePhoto(backend.files.publicUrl(listed)),
              filePhoto(backend.files.publicUrl(legacy)),
              sitePhoto('yachts/azure-pearl-1'),
            ],
          }),
          id,
        );

        await backend.yachts.remove(id);

        expect(await backend.yachts.get(id)).toBeNull();
        for (const path of [listed, unlisted, legacy]) {
          await expect(backend.files.resolveUrl(path)).rejects.toMatchObject({ code: 'not-found' });
        }
      });
    });

    describe('offers', () => {
      beforeEach(async () => {
        await signInAsAdmin();
      });

      it('adds offers, with or without times, and lists them', async () => {
        const timed = await backend.offers.add(offer());
        const open = await backend.offers.add(
          offer({ name: 'Open deal', startTime: undefined, endTime: undefined }),
        );
        const listed = await backend.offers.list();
        expect(listed.find((o) => o.id === timed)).toEqual({ ...offer(), id: timed });
        const openOffer = listed.find((o) => o.id === open);
        expect(openOffer).toMatchObject({ name: 'Open deal', features: offer().features });
        expect(openOffer?.startTime).toBeUndefined();
        expect(openOffer?.endTime).toBeUndefined();
      });

      it('keeps its name, description and features in Arabic and Russian', async () => {
        const translations = {
          ar: { name: 'عرض الغروب', description: 'رحلة عند الغروب', features: ['ساعتان', 'مشروبات'] },
          ru: { name: 'Закатный круиз', features: ['2 часа'] },
        };
        const id = await backend.offers.add(offer({ translations }));
        expect((await backend.offers.list()).find((o) => o.id === id)).toEqual({
          ...offer({ translations }),
          id,
        });
      });

      it.each([
        ['an end at the start', { endTime: '2030-01-01T10:00:00.000Z' }, 'The end must be after the start.'],
        [
          'a photo of no size',
          { image: filePhoto('https://example.com/a.webp', { width: 0, height: 800 }) },
          /width and height must be whole numbers/,
        ],
        ['21 features', { features: Array(21).fill('f') }, 'At most 20 features are allowed.'],
      ])('refuses an offer with %s', async (_, overrides, message) => {
        await expect(backend.offers.add(offer(overrides))).rejects.toThrow(message);
      });

      it('removes an offer with its image', async () => {
        const id = backend.offers.newId();
        const path = await backend.files.upload(`Offers/${id}/banner.webp`, image());
        await backend.offers.add(offer({ image: filePhoto(backend.files.publicUrl(path)) }), id);

        await backend.offers.remove(id);

        expect((await backend.offers.list()).map((o) => o.id)).not.toContain(id);
        await expect(backend.files.resolveUrl(path)).rejects.toMatchObject({ code: 'not-found' });
        await expect(backend.offers.remove(id)).rejects.toMatchObject({ code: 'not-found' });
      });
    });

    describe('services', () => {
      it('lists the services with their Arabic and Russian texts', async () => {
        const services = await backend.services.list();
        for (const fixture of serviceFixtures) {
          expect(services.find((s) => s.id === fixture.id)).toEqual(fixture);
        }
      });

      describe('as the operator', () => {
        beforeEach(async () => {
          await signInAsAdmin();
        });

        it('adds a service with its translations, under an id from newId()', async () => {
          const id = backend.services.newId();
          const translations = {
            ar: { name: 'رحلة الغروب', description: 'ساعتان على طول الساحل' },
            ru: { name: 'Закатная прогулка' },
          };
          expect(await backend.services.add(service({ translations }), id)).toBe(id);
          expect((await backend.services.list()).find((s) => s.id === id)).toEqual({
            ...service({ translations }),
            id,
          });
        });

        it('stores no empty description, image or translation', async () => {
          const id = await backend.services.add(
            service({
              description: '',
              image: undefined,
              translations: { ar: { name: ' ', description: '' } },
            }),
          );
          expect((await backend.services.list()).find((s) => s.id === id)).toEqual({
            id,
            name: service().name,
          });
        });

        it('updates the whole service: a cleared description, image or translation is gone', async () => {
          const id = await backend.services.add(
            service({ translations: { ar: { name: 'رحلة الغروب' }, ru: { description: 'Два часа' } } }),
          );
          await backend.services.update(id, {
            name: 'Renamed Cruise',
            description: '',
            translations: { ru: { name: 'Прогулка' } },
          });
          expect((await backend.services.list()).find((s) => s.id === id)).toEqual({
            id,
            name: 'Renamed Cruise',
            translations: { ru: { name: 'Прогулка' } },
          });
        });

        it.each([
          ['no name', { name: ' ' }, 'A name is required.'],
          ['a description over 2000 characters', { description: 'x'.repeat(2001) }, /longer than 2000/],
          ['a photo without an address', { image: filePhoto('') }, /address must be text of 1 to/],
          ['a translation in another language', { translations: { fr: { name: 'Croisière' } } }, /not "fr"/],
        ])('refuses a service with %s', async (_, overrides, message) => {
          await expect(
            backend.services.add(service(overrides as Partial<ServiceInput>)),
          ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(message) });
        });

        it('removes a service with its uploaded image; an unknown id is not found', async () => {
          const id = backend.services.newId();
          const path = await backend.files.upload(`Services/${id}/photo.webp`, image());
          await backend.services.add(service({ image: filePhoto(backend.files.publicUrl(path)) }), id);
          expect(await backend.files.resolveUrl(path)).toBeTruthy();

          await backend.services.remove(id);

          expect((await backend.services.list()).map((s) => s.id)).not.toContain(id);
          await expect(backend.files.resolveUrl(path)).rejects.toMatchObject({ code: 'not-found' });
          await expect(backend.services.remove(id)).rejects.toMatchObject({ code: 'not-found' });
          await expect(backend.services.update(id, service())).rejects.toMatchObject({ code: 'not-found' });
        });
      });
    });

    defineBookingContract(options, {
      backend: () => backend,
      admin: () => harness.admin,
      signInAsAdmin,
    });

    defineReviewsFaqContract(options, { backend: () => backend, signInAsAdmin });

    defineChartersContract(options, {
      backend: () => backend,
      otherDevice: () => harness.otherDevice(),
      signInAsAdmin,
    });

    defineLedgerContract(options, { backend: () => backend, signInAsAdmin });

    defineCancellationsContract(options, { backend: () => backend, signInAsAdmin });

    defineImportsContract(options, { backend: () => backend, signInAsAdmin });

    defineHoldsContract(options, { backend: () => backend, signInAsAdmin });

    describe('files', () => {
      beforeEach(async () => {
        await signInAsAdmin();
      });

      it('uploads with progress up to the whole file and resolves the path to a URL', async () => {
        const progress: { bytesTransferred: number; totalBytes: number }[] = [];
        const path = `Products/${backend.yachts.newId()}/photo.webp`;
        await expect(
          backend.files.upload(path, image(300 * 1024), { onProgress: (p) => progress.push(p) }),
        ).resolves.toBe(path);
        expect(progress.at(-1)).toEqual({ bytesTransferred: 300 * 1024, totalBytes: 300 * 1024 });
        const url = await backend.files.resolveUrl(path);
        expect(url).toMatch(/^(https?|blob):/);
      });

      it('returns public URLs as they are and ignores removing them or missing files', async () => {
        await expect(backend.files.resolveUrl('/img/yachts/majesty-1.webp')).resolves.toBe(
          '/img/yachts/majesty-1.webp',
        );
        await expect(backend.files.resolveUrl('https://example.com/a.webp')).resolves.toBe(
          'https://example.com/a.webp',
        );
        await expect(backend.files.remove('/img/yachts/majesty-1.webp')).resolves.toBeUndefined();
        await expect(backend.files.remove('Products/nothing-here/none.webp')).resolves.toBeUndefined();
      });

      it('cancels an upload when its signal aborts', async () => {
        const before = new AbortController();
        before.abort();
        const path = `Products/${backend.yachts.newId()}/cancelled.webp`;
        await expect(backend.files.upload(path, image(), { signal: before.signal })).rejects.toMatchObject({
          code: 'canceled',
        });

        const during = new AbortController();
        await expect(
          backend.files.upload(path, image(1024 * 1024), {
            signal: during.signal,
            onProgress: () => during.abort(),
          }),
        ).rejects.toMatchObject({ code: 'canceled' });
        await expect(backend.files.resolveUrl(path)).rejects.toMatchObject({ code: 'not-found' });
      });
    });

    describe('auth', () => {
      it('rejects a wrong password as invalid-credentials', async () => {
        await expect(backend.auth.signIn(harness.admin.email, 'wrong-password')).rejects.toMatchObject({
          code: 'invalid-credentials',
        });
      });

      it('signs the operator in as admin and out again, telling observers', async () => {
        const seen: (SessionUser | null)[] = [];
        const stop = backend.auth.onChange((user) => seen.push(user));
        await expect.poll(() => seen.length).toBe(1);

        const user = await signInAsAdmin();
        expect(user).toMatchObject({ email: harness.admin.email, isAdmin: true });
        await expect.poll(() => seen.at(-1)).toEqual(user);

        await backend.auth.signOut();
        await expect.poll(() => seen.at(-1)).toBeNull();
        stop();
      });
    });

    if (options.enforcesAccess) {
      it('keeps visitors from changing the catalogue', async () => {
        await expect(backend.yachts.add(yacht())).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(backend.services.add(service())).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(backend.services.update(serviceFixtures[0].id, service())).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend.services.remove(serviceFixtures[0].id)).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend.files.upload('Services/x/a.webp', image())).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend.files.upload('Products/x/a.webp', image())).rejects.toMatchObject({
          code: 'permission-denied',
        });
      });
    }
  });
}
