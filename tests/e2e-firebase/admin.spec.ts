import { storagePathOf, type Photo } from '../../src/domain/photo';
import { callbackToTheInbox } from '../e2e/support/callback-journey';
import { createAndDeleteOffer } from '../e2e/support/offer-journey';
import { addEditDeleteService } from '../e2e/support/service-journey';
import { addEditDeleteYacht } from '../e2e/support/yacht-journey';
import { GUEST, enquiriesFrom, emulatorEnv, firestore, storedFiles } from './support/emulators';
import { expect, recordFirestoreRequests, signIn, signInAsOperator, test } from './support/fixtures';

/** `YYYY-MM-DDTHH:MM` in the browser's local time, `hours` from now. */
const localInput = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

test('the operator adds a yacht with an image (Storage), edits it and deletes it', async ({ page }) => {
  const { origins } = emulatorEnv();
  const saved = () => firestore().collection('products').where('name', '==', 'Pearl Explorer').get();
  let id = '';
  let image = '';
  await addEditDeleteYacht(page, {
    signIn: signInAsOperator,
    checks: {
      // Resized in the browser, stored in the Storage emulator and shown from it.
      uploaded: async (stored) => {
        await expect(stored).toHaveAttribute('src', new RegExp(`^${origins.storage}/`));
      },
      added: async () => {
        const { docs } = await saved();
        expect(docs).toHaveLength(1);
        id = docs[0].id;
        // Stored as a photo at its public address in the Storage emulator, no lookup needed.
        const [photo] = docs[0].data().images as Photo[];
        expect(photo.src).toMatch(new RegExp(`^${origins.storage}/v0/b/[^/]+/o/Products%2F`));
        image = storagePathOf(photo.src) ?? '';
        expect(image).toMatch(/^Products\//);
        expect(await storedFiles('Products/')).toContain(image);
      },
      // On the public site, with its image from Storage.
      onSite: async (card) => {
        await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^${origins.storage}/`));
      },
      edited: async () => {
        expect((await firestore().doc(`products/${id}`).get()).get('price')).toBe(1250);
      },
      // The document and its image go.
      deleted: async () => {
        expect((await firestore().doc(`products/${id}`).get()).exists).toBe(false);
        await expect.poll(() => storedFiles('Products/')).not.toContain(image);
      },
    },
  });
});

test('the operator creates an offer with an image and deletes it', async ({ page }) => {
  const { origins } = emulatorEnv();
  const offers = () => firestore().collection('offers').where('name', '==', 'Harbour Lights').get();
  let image = '';
  await createAndDeleteOffer(page, {
    signIn: signInAsOperator,
    start: localInput(-1),
    end: localInput(48),
    features: { typed: 'Canapés, Live DJ', shown: ['Canapés', 'Live DJ'] },
    checks: {
      uploaded: async (shown) => {
        await expect(shown).toHaveAttribute('src', new RegExp(`^${origins.storage}/`));
      },
      added: async () => {
        expect((await offers()).docs).toHaveLength(1);
        image = storagePathOf(((await offers()).docs[0].get('image') as Photo).src) ?? '';
        expect(image).toMatch(/^Offers\//);
        expect(await storedFiles('Offers/')).toContain(image);
      },
      deleted: async () => {
        expect((await offers()).docs).toHaveLength(0);
        await expect.poll(() => storedFiles('Offers/')).not.toContain(image);
      },
    },
  });
});

test('the operator sees a call-back request in the inbox and marks it contacted', async ({ page }) => {
  const name = `Inbox ${test.info().testId}`;
  const statuses = async () => (await enquiriesFrom(name)).map((request) => request.status);
  let firestoreRequests: string[] = [];
  await callbackToTheInbox(page, {
    signIn: signInAsOperator,
    request: { name, phone: '+971 55 123 9876' },
    tel: '+971551239876',
    checks: {
      sent: async () => {
        firestoreRequests = recordFirestoreRequests(page);
      },
      // What the account without the claim must never send (the last test).
      found: async () => {
        expect(firestoreRequests.some((request) => request.includes('enquiries'))).toBe(true);
      },
      contacted: () => expect.poll(statuses).toEqual(['contacted']),
      reopened: () => expect.poll(statuses).toEqual(['new']),
    },
  });
});

test('an account without the admin claim sees "No admin access" and no admin data', async ({ page }) => {
  const firestoreRequests = recordFirestoreRequests(page);
  await signIn(page, GUEST);
  await expect(page.getByRole('heading', { level: 1, name: 'No admin access' })).toBeVisible();
  await expect(page.getByText(`signed in as ${GUEST.email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Yachts' })).toHaveCount(0);

  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'No admin access' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Enquiries' })).toHaveCount(0);
  // The admin screens never even asked for the enquiries.
  expect(firestoreRequests.filter((request) => request.includes('enquiries'))).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the operator adds a service in three languages with an image (Storage), edits and deletes it', async ({
  page,
}) => {
  const { origins } = emulatorEnv();
  const services = () => firestore().collection('services').where('name', '==', 'Sunset Cruise').get();
  let image = '';
  await addEditDeleteService(page, {
    signIn: signInAsOperator,
    checks: {
      uploaded: async (shown) => {
        await expect(shown).toHaveAttribute('src', new RegExp(`^${origins.storage}/`));
      },
      added: async () => {
        const [stored] = (await services()).docs;
        expect(stored.get('translations')).toEqual({
          ar: { name: 'رحلة الغروب' },
          ru: { name: 'Закатная прогулка' },
        });
        image = storagePathOf((stored.get('image') as Photo).src) ?? '';
        expect(image).toMatch(new RegExp(`^Services/${stored.id}/`));
        expect(await storedFiles('Services/')).toContain(image);

        // Added after the build: its address gets the shell, and the page is read from Firestore in Arabic.
        await page.goto('/ar/services/Sunset%20Cruise');
        await expect(page.getByRole('heading', { level: 1, name: 'رحلة الغروب' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      },
      // Removing the image deletes its file once the service no longer names it.
      saved: async () => {
        expect((await services()).docs[0].get('image')).toBeUndefined();
        await expect.poll(() => storedFiles('Services/')).not.toContain(image);
      },
      deleted: async () => {
        expect((await services()).docs).toHaveLength(0);
      },
    },
    edit: () => page.getByRole('button', { name: 'Remove image' }).click(),
  });
});
