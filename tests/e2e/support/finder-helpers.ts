import type { Page } from '@playwright/test';
import { FIRST_DAY_FREE_OF_SEED, panelOf } from './booking-helpers';
import { expect } from './fixtures';

/**
 * The first Friday in Dubai on which the demo's activity books no yacht (a weekend day: the weekend rate), as
 * YYYY-MM-DD: the finder's answers count free yachts.
 */
export function nextDubaiFriday(now: number): string {
  for (let days = FIRST_DAY_FREE_OF_SEED; ; days++) {
    const date = new Date(now + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5) return date;
  }
}

/** The finder's form on the home page. */
export const finderOf = (page: Page) => page.getByRole('form', { name: 'Find a yacht for your date' });

/** Asks the finder for a date, 18:00, `hours` and `guests`, as a visitor does with the form. */
export async function askFinder(page: Page, date: string, hours: number, guests: number) {
  const finder = finderOf(page);
  await finder.getByLabel('Date').fill(date);
  await finder.getByLabel('Start time').selectOption('18:00');
  await finder.getByLabel('Hours').selectOption(String(hours));
  await finder.getByLabel('Guests').fill(String(guests));
  await finder.getByRole('button', { name: 'Find yachts' }).click();
}

/**
 * After "Book Marina Star" for Friday 18:00, 4 hours, 20 guests: the yacht's page with the selection in its address,
 * and its booking panel opened with the same date, start, hours and guests, and the same price (the weekend rate,
 * AED 900 an hour, VAT included).
 */
export async function expectMarinaStarPanel(page: Page, friday: string) {
  await expect(page).toHaveURL(`/productdetail/marina-star?date=${friday}&start=18%3A00&hours=4&guests=20`);
  const panel = panelOf(page);
  await expect(panel.getByLabel('Date')).toHaveValue(friday);
  await expect(panel.getByLabel('Start time').locator('option:checked')).toHaveText(/^18:00/);
  await expect(panel.getByLabel('Hours').locator('option:checked')).toHaveText('4 hours');
  await expect(panel.getByLabel('Guests')).toHaveValue('20');
  await expect(panel.getByRole('row', { name: /^Total/ })).toContainText('AED 3,600');
}
