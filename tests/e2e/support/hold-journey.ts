import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The operator holds a quote's slot from the enquiry's screen (docs/decisions/0052-quote-holds.md): a wrong number of
 * hours is said and kept, the settings' 24 hours changed to 6 for this quote; the calendar shows the hold with its
 * expiry; a visitor's finder no longer offers the yacht then; six hours later the hold has lapsed by itself, the
 * screen says so without a reload, and the finder offers the yacht again. The same in both modes; the page's clock is
 * installed by the caller (`page.clock`).
 */
export async function holdQuotedSlot(
  page: Page,
  { reference, date, yachtName }: { reference: string; date: string; yachtName: string },
) {
  const finderAsks = `/?date=${date}&start=10:00&hours=4&guests=6#fleet`;
  const found = page.getByRole('list', { name: 'Yachts found' });
  const offered = found.getByRole('heading', { name: new RegExp(yachtName) });
  await page.goto(finderAsks);
  await expect(offered).toHaveCount(1);

  await page.goto(`/admin/enquiries/${reference}`);
  const panel = page.getByRole('region', { name: `Hold of ${reference}` });
  await expect(panel.getByText('Not held: a visitor can still book this time.')).toBeVisible();
  const hours = panel.getByLabel('Hold for (hours)');
  await expect(hours).toHaveValue('24');
  await hours.fill('200');
  await expect(panel.getByText('A hold lasts a whole number of hours from 1 to 168.')).toBeVisible();
  await expect(hours).toHaveValue('200');
  await expect(panel.getByRole('button', { name: `Hold the slot: ${reference}` })).toBeDisabled();
  await hours.fill('6');
  await panel.getByRole('button', { name: `Hold the slot: ${reference}` }).click();
  await expect(panel.getByText(/^Held until .* \(Dubai\)\.$/)).toBeVisible();
  await expect(
    panel.getByText(/^Held until .* \(Dubai\): visitors and the finder see the yacht taken\.$/),
  ).toBeVisible();

  await page.goto(`/admin/calendar?date=${date}&view=day`);
  const cell = page.getByRole('cell', { name: new RegExp(`^${yachtName}, `) });
  await expect(cell).toContainText('10:00–12:00 On hold');
  await expect(cell).toContainText(`Quote ${reference}`);
  await expect(cell).toContainText(/Held until .* \(Dubai\)/);

  await page.goto(finderAsks);
  await expect(found).toBeVisible();
  await expect(offered).toHaveCount(0);

  // Six hours on, the hold has lapsed by itself: the enquiry's screen turns without a reload.
  await page.goto(`/admin/enquiries/${reference}`);
  await expect(panel.getByText(/visitors and the finder see the yacht taken/)).toBeVisible();
  await page.clock.fastForward('06:00:05');
  await expect(
    panel.getByText(/^The hold lapsed on .* \(Dubai\): the slot is free to others again\.$/),
  ).toBeVisible();
  await page.goto(finderAsks);
  await expect(offered).toHaveCount(1);
}
