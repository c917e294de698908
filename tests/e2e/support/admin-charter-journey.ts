import type { Page } from '@playwright/test';
import { addDays } from '../../../src/domain/booking/dubai-time';
import { expect } from './fixtures';

/** A guest as they type themselves onto the list. */
export interface JourneyGuest {
  fullName: string;
  nationality: string;
  idType: 'passport' | 'emirates-id' | 'gcc-id';
  idNumber: string;
  /** As the operator's list shows the number. */
  shown: string;
}

export const JOURNEY_GUESTS: readonly JourneyGuest[] = [
  {
    fullName: 'ليلى حسن',
    nationality: 'AE',
    idType: 'emirates-id',
    idNumber: '784199012345676',
    shown: '784-1990-1234567-6',
  },
  { fullName: 'Omar Haddad', nationality: 'JO', idType: 'passport', idNumber: 'n1234567', shown: 'N1234567' },
];

/**
 * The enquiry the journey confirms: Layla's quote in Arabic for six guests on Marina Star (20 at most), three days from `today`
 * at 10:00–12:00 Dubai, waiting for an answer.
 */
export function charterEnquiry(today: string, now: number) {
  const hours = 2;
  const amount = 75_000 * hours;
  return {
    id: 'MLY-CHR7PG',
    reference: 'MLY-CHR7PG',
    createdAt: new Date(now - 86_400_000).toISOString(),
    status: 'quoted',
    bookingId: null,
    channel: 'whatsapp',
    name: 'Layla Hassan',
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'ar',
    campaign: {},
    quote: {
      selection: {
        yachtId: 'marina-star',
        date: addDays(today, 3),
        startMinute: 10 * 60,
        hours,
        guests: 6,
        addOnIds: [],
      },
      yachtName: 'Marina Star',
      lines: [
        { kind: 'charter', rate: 'weekday', unitPriceFils: 75_000, quantity: hours, amountFils: amount },
      ],
      subtotalFils: amount,
      vatMode: 'included',
      vatFils: Math.round((amount * 5) / 105),
      totalFils: amount,
      depositFils: amount / 2,
    },
  };
}

const ID_TYPE_NAMES = { passport: 'Passport', 'emirates-id': 'Emirates ID', 'gcc-id': 'GCC national ID' };

/** The guest list's page in English (its address without the client's language), where each guest adds themselves. */
export async function addGuestsOnTheirPage(
  page: Page,
  guestListUrl: string,
  guests: readonly JourneyGuest[],
) {
  const url = new URL(guestListUrl);
  await page.goto(url.pathname.replace(/^\/(ar|ru)\//, '/'));
  for (const guest of guests) {
    const form = page.getByRole('form', { name: 'Add yourself' }).or(page.locator('form').last());
    await form.getByLabel('Full name (as on your ID)').fill(guest.fullName);
    await form.getByLabel('Nationality').selectOption(guest.nationality);
    await form.getByRole('radio', { name: ID_TYPE_NAMES[guest.idType] }).check();
    await form.getByLabel('ID number').fill(guest.idNumber);
    await form.getByRole('button', { name: 'Add me to the list' }).click();
    await expect(page.getByText(`${guest.fullName} is on the list.`)).toBeVisible();
  }
}

export interface CharterJourneyOptions {
  reference: string;
  /** Adds the guests to the list whose address the operator copied (their page, or the mode's own way). */
  addGuests: (page: Page, guestListUrl: string) => Promise<void>;
  /** Checks after the erasure (Firebase: the numbers are gone from Firestore). */
  afterErase?: () => Promise<void>;
}

const panel = (page: Page, reference: string) =>
  page.getByRole('region', { name: `Charter page of ${reference}` });

/**
 * After Confirm: the client's page is made too (a transaction on the enquiry). Waited for before the next write to
 * the enquiry (a payment, a voucher), which would otherwise contend with it: Firestore retries, but the browser logs
 * the refused attempt.
 */
export async function charterPageMade(page: Page, reference: string) {
  await expect(
    panel(page, reference).getByRole('link', { name: /^Guest list \(for the group\): / }),
  ).toBeVisible();
}

/**
 * The operator's side of a charter page, the same on the demo and on the Firebase build: with the quoted enquiry
 * shown on its own screen, the operator confirms it (the page opens at once), copies the page's address, the guests
 * add themselves, the operator sees "2 of 6", prints the manifest (only it prints) and erases the ID numbers.
 */
export async function workTheCharter(
  page: Page,
  { reference, addGuests, afterErase }: CharterJourneyOptions,
) {
  const screenUrl = page.url();
  await page.getByRole('button', { name: `Confirm booking ${reference}` }).click();
  const charter = panel(page, reference);
  await expect(charter.getByRole('alert')).toContainText('Charter page ready');

  // The client's page: a link in the client's language, copied with a visible confirmation.
  const pageLink = charter.getByRole('link', { name: /^Client’s page: / });
  await expect(pageLink).toHaveAttribute('href', /\/ar\/charter\/[\w-]{22}$/);
  await charter.getByRole('button', { name: 'Copy Client’s page' }).click();
  await expect(charter.getByRole('button', { name: 'Copy Client’s page' })).toHaveText(/Copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await pageLink.getAttribute('href'));
  await expect(charter.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /971501234567/,
  );
  const guestListUrl =
    (await charter.getByRole('link', { name: /^Guest list \(for the group\): / }).getAttribute('href')) ?? '';
  expect(guestListUrl).toMatch(/\/ar\/charter\/[\w-]{22}\/guests$/);

  await addGuests(page, guestListUrl);
  await page.goto(screenUrl);
  const list = page.getByRole('region', { name: /^Guest list/ });
  await expect(list.getByRole('heading')).toContainText('2 of 6');
  for (const guest of JOURNEY_GUESTS) {
    await expect(list.getByRole('row', { name: new RegExp(guest.fullName) })).toContainText(guest.shown);
  }

  // The manifest is all that prints.
  await page.emulateMedia({ media: 'print' });
  const manifest = page.getByRole('article', { name: `Passenger manifest ${reference}` });
  await expect(manifest).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(charter).toBeHidden();
  await expect(manifest).toContainText('Marina Star');
  for (const guest of JOURNEY_GUESTS) await expect(manifest).toContainText(guest.shown);
  await expect(manifest).toContainText('Captain’s signature');
  await page.emulateMedia({ media: 'screen' });
  await expect(manifest).toBeHidden();

  // The erase button empties the ID numbers, and says when and how many.
  await list.getByRole('button', { name: 'Erase ID numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase the ID numbers?' });
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(list.getByRole('alert')).toHaveText(/ID numbers erased: 2\./);
  await expect(list.getByText(/^ID numbers erased on .* \(Dubai\): 2$/)).toBeVisible();
  for (const guest of JOURNEY_GUESTS) {
    await expect(list.getByRole('row', { name: new RegExp(guest.fullName) })).not.toContainText(guest.shown);
  }
  await afterErase?.();
}
