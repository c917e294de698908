import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, dubaiInstant, dubaiToday } from '../../../src/domain/booking/dubai-time';
import type { CharterPage } from '../../../src/domain/charter';
import { guestListPageOf } from '../../../src/domain/charter';
import { expect } from './fixtures';

/** A charter page's address: 128 random bits in base64url, as the backends make them. */
export const charterToken = () => randomBytes(16).toString('base64url');

/** A real-shaped Emirates ID (its Luhn check digit right), and the same with a wrong last digit. */
export const EMIRATES_ID = '784-1990-1234567-6';
export const EMIRATES_ID_WRONG_DIGIT = '784199012345675';

/**
 * A confirmed charter's page as the admin writes it: Azure Pearl, five days after `now`'s Dubai date, 18:00 for
 * 3 hours, `guests` guests with a DJ, the deposit paid, the client writing in Arabic, a berth with notes.
 */
export function confirmedCharter(now: number, guests = 4): CharterPage {
  const date = addDays(dubaiToday(now), 5);
  const charter = 45_000 * 3;
  const dj = 50_000 * 3;
  const total = charter + dj;
  return {
    token: charterToken(),
    guestToken: charterToken(),
    reference: 'MLY-7K2Q9P',
    language: 'ar',
    status: 'active',
    clientName: 'ليلى حداد',
    yacht: {
      id: 'azure-pearl',
      name: 'Azure Pearl',
      photo: null,
      included: 'Captain and crew, Soft drinks and water, Towels, Bluetooth sound system',
      includedTranslations: { ar: { complementary: 'القبطان والطاقم، المشروبات الغازية والمياه، المناشف' } },
    },
    quote: {
      selection: { yachtId: 'azure-pearl', date, startMinute: 18 * 60, hours: 3, guests, addOnIds: ['dj'] },
      yachtName: 'Azure Pearl',
      lines: [
        { kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 3, amountFils: charter },
        {
          kind: 'add-on',
          addOnId: 'dj',
          name: 'DJ',
          unit: 'hour',
          unitPriceFils: 50_000,
          quantity: 3,
          amountFils: dj,
        },
      ],
      subtotalFils: total,
      vatMode: 'included',
      vatFils: Math.round((total * 5) / 105),
      totalFils: total,
      depositFils: total / 2,
    },
    paid: { paidFils: total / 2, deposit: 'paid' },
    berth: {
      name: 'Dubai Marina Yacht Club, pontoon C',
      mapUrl: 'https://maps.google.com/?q=Dubai+Marina+Yacht+Club',
      notes: 'Please arrive 20 minutes early. Parking at the Marina Walk garage, level 2.',
    },
    cutoffHours: 24,
    updatedAt: new Date(now).toISOString(),
  };
}

/** The charter's departure (ms). */
export const departureOf = (page: CharterPage) =>
  dubaiInstant(page.quote.selection.date, page.quote.selection.startMinute);

/**
 * Stores the charter's page and its guest list's page in the demo backend's database, after the app made it (a page
 * that read the backend, such as the charter's address before it is stored).
 */
export async function storeDemoCharter(page: Page, charter: CharterPage) {
  await page.evaluate(
    ({ record, list }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('marina-luxe-demo');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('charters')) {
            open.result.close();
            reject(new Error('The demo database is not made yet: open a page that reads the backend first.'));
            return;
          }
          const tx = open.result.transaction(['charters', 'guestLists'], 'readwrite');
          tx.objectStore('charters').put(record);
          tx.objectStore('guestLists').put(list);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    { record: charter, list: guestListPageOf(charter) },
  );
}

export interface CharterJourneyOptions {
  charter: CharterPage;
  /** Another guest's phone on the same list: a page whose device is not the first one's. */
  otherPhone: (page: Page) => Promise<Page>;
  /** Checks a mode adds: on the client's page, and once both guests are on the list. */
  checks?: {
    clientPage?: (page: Page) => Promise<void>;
    twoAdded?: (page: Page) => Promise<void>;
  };
}

/** Adds a guest with an Emirates ID on the guest list's page (in Arabic). */
async function addEmiratesGuest(page: Page, name: string, idNumber: string) {
  const form = page.getByRole('form', { name: 'أضف نفسك' });
  await form.getByLabel('الاسم الكامل (كما في الهوية)').fill(name);
  await form.getByLabel('الجنسية').selectOption('AE');
  await form.getByRole('radio', { name: 'الهوية الإماراتية' }).check();
  await form.getByLabel('رقم الهوية').fill(idNumber);
  return form;
}

/**
 * The client opens their page in Arabic on a phone (right to left, Dubai time, the list "0 of N"), follows the link to
 * the guest list; one guest adds themselves with a wrong Emirates ID check digit first (the message shows, then the
 * number is corrected), another from their own phone with a passport; the list reads "2 of N" on both pages and no
 * ID number is shown back.
 */
export async function charterPageJourney(
  page: Page,
  { charter, otherPhone, checks = {} }: CharterJourneyOptions,
) {
  const booked = charter.quote.selection.guests;
  await page.goto(`/ar/charter/${charter.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Azure Pearl' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(charter.reference, { exact: true })).toBeVisible();
  await expect(page.getByText(/بتوقيت دبي \(GST، UTC\+4\)/)).toBeVisible();
  await expect(page.getByText('Dubai Marina Yacht Club, pontoon C')).toBeVisible();
  const guests = page.getByRole('region', { name: 'قائمة الضيوف' });
  await expect(guests.getByText(`أُضيف 0 من ${booked}`)).toBeVisible();
  await checks.clientPage?.(page);

  await guests.getByRole('link', { name: 'أضف نفسك / شارك القائمة مع مجموعتك' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/charter/${charter.guestToken}/guests$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /^قائمة الضيوف: .?Azure Pearl.?$/ }),
  ).toBeVisible();

  // The first guest types a wrong check digit: the message shows as they type; corrected, it goes.
  const form = await addEmiratesGuest(page, 'ليلى حداد', EMIRATES_ID_WRONG_DIGIT);
  const number = form.getByLabel('رقم الهوية');
  await expect(form.getByText(/الرقم الأخير في هذه الهوية الإماراتية لا يتطابق/)).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill(EMIRATES_ID);
  await expect(form.getByText(/لا يتطابق/)).toHaveCount(0);
  await form.getByRole('button', { name: 'أضفني إلى القائمة' }).click();
  await expect(page.getByText('أُضيف ليلى حداد إلى القائمة.')).toBeVisible();
  await expect(page.getByText(`أُضيف 1 من ${booked}`)).toBeVisible();

  // The second, from their own phone, with a passport.
  const second = await otherPhone(page);
  await expect(second.getByText(`أُضيف 1 من ${booked}`)).toBeVisible();
  const secondForm = second.getByRole('form', { name: 'أضف نفسك' });
  await secondForm.getByLabel('الاسم الكامل (كما في الهوية)').fill('Дмитрий Соколов');
  await secondForm.getByLabel('الجنسية').selectOption('RU');
  await secondForm.getByRole('radio', { name: 'جواز السفر' }).check();
  await secondForm.getByLabel('رقم الهوية').fill('75 1234567');
  await expect(secondForm.getByText(/يتكوّن رقم جواز السفر/)).toHaveCount(0);
  await secondForm.getByRole('button', { name: 'أضفني إلى القائمة' }).click();
  await expect(second.getByText(`أُضيف 2 من ${booked}`)).toBeVisible();
  const list = second.getByRole('list', { name: 'في القائمة' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Only one's own entry can be changed; no number is shown back.
  await expect(list.getByRole('button', { name: 'تعديل ليلى حداد' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'تعديل Дмитрий Соколов' })).toBeVisible();
  await expect(second.locator('body')).not.toContainText('1234567');

  // The client's page counts them too.
  await page.goto(`/ar/charter/${charter.token}`);
  await expect(
    page.getByRole('region', { name: 'قائمة الضيوف' }).getByText(`أُضيف 2 من ${booked}`),
  ).toBeVisible();
  await checks.twoAdded?.(page);
}
