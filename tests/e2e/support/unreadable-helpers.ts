import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Enquiries with dates no calendar has, as an anonymous write past older rules (or an older site) could leave them:
 * 30 February, a 13th month, the year 0000. Each is 'new', so it sits in the dashboard's queue and the pipeline.
 */
export const POISONED = [
  { reference: 'MLY-FEB302', name: 'Poison February', date: '2031-02-30' },
  { reference: 'MLY-MON132', name: 'Poison Month', date: '2031-13-05' },
  { reference: 'MLY-ZERO22', name: 'Poison Zero', date: '0000-01-01' },
] as const;

/**
 * When the poisoned enquiry `index` arrived: months ago, so the queue (which lists the oldest first) shows it before
 * the lived-in demo's.
 */
export const poisonedAt = (index: number) => new Date(Date.now() - (100 + index) * 86_400_000);

/** A poisoned enquiry as the stored document (`createdAt` as the backend writes it: `at`). */
export function poisonedEnquiry({ reference, name, date }: (typeof POISONED)[number], at: unknown) {
  return {
    reference,
    channel: 'whatsapp',
    name,
    nameKey: name.toLowerCase(),
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote: {
      selection: { yachtId: 'azure-pearl', date, startMinute: 600, hours: 2, guests: 4, addOnIds: [] },
      yachtName: 'Azure Pearl',
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 2, amountFils: 90_000 }],
      charterLine: { rate: 'weekday', unitPriceFils: 45_000, quantity: 2, amountFils: 90_000 },
      subtotalFils: 90_000,
      vatMode: 'included',
      vatFils: 4_286,
      totalFils: 90_000,
      depositFils: 45_000,
    },
    createdAt: at,
    status: 'new',
    bookingId: null,
  };
}

/**
 * With the poisoned enquiries stored: the dashboard opens with them in its queue (said unreadable), the pipeline
 * shows each as "could not be read (id …)" beside the working ones, and the operator deletes one.
 */
export async function expectAdminWorksBesidePoison(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const queue = page.getByRole('region', { name: 'To do' });
  for (const { name } of POISONED) {
    await expect(queue.getByRole('link', { name: new RegExp(`^${name} · could not be read`) })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Period figures' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  const list = page.getByRole('list', { name: 'Enquiries' });
  for (const { reference, date } of POISONED) {
    await expect(list).toContainText(
      `This enquiry could not be read (id ${reference}). The stored document is damaged: its date “${date}” is not a calendar date.`,
    );
  }
  // The others still work: each has its status to change.
  await expect(list.getByRole('combobox', { name: /^Status of MLY-/ }).first()).toBeEnabled();

  const [first] = POISONED;
  await list.getByRole('button', { name: `Delete enquiry ${first.reference}` }).click();
  await list.getByRole('button', { name: `Yes, delete enquiry ${first.reference}` }).click();
  await expect(list).not.toContainText(first.reference);
  await expect(list).toContainText(POISONED[1].reference);

  // One of them opened from the queue says the same on its own screen, and is deleted there.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('region', { name: 'To do' })
    .getByRole('link', { name: new RegExp(`^${POISONED[2].name}`) })
    .click();
  await page.getByRole('button', { name: `Delete enquiry ${POISONED[2].reference}` }).click();
  await page.getByRole('button', { name: `Yes, delete enquiry ${POISONED[2].reference}` }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(page.getByRole('list', { name: 'Enquiries' })).not.toContainText(POISONED[2].reference);
}
