import { readFile } from 'node:fs/promises';
import { signIn } from './support/admin-helpers';
import { DATED, expect, test } from './support/fixtures';
import {
  expectNoSidewaysScroll,
  figure,
  putDemoEnquiries,
  storedEnquiry,
} from './support/period-figures-helpers';

// A device far from Dubai: the periods are Dubai's all the same.
test.use({ timezoneId: 'America/Los_Angeles' });

test(
  'the operator reads a period’s figures, changes the period and downloads its enquiries',
  { tag: DATED },
  async ({ page, now }) => {
    await signIn(page);
    const figures = page.getByRole('region', { name: 'Period figures' });
    // Signing in makes and seeds the demo's database (the activity, its charter pages and guests): on a busy machine
    // the dashboard takes a few seconds more.
    await expect(figures.getByRole('heading', { name: 'Period figures' })).toBeVisible({ timeout: 15_000 });
    await putDemoEnquiries(page, [
      storedEnquiry(0, 0, 'confirmed', 300_000, now),
      storedEnquiry(1, 0, 'new', 100_000, now),
      storedEnquiry(2, 0, 'lost', 100_000, now),
      storedEnquiry(3, 40, 'completed', 500_000, now),
      storedEnquiry(4, 45, 'quoted', 100_000, now),
    ]);

    // This month (the default) holds today's three.
    await expect(figures.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(figure(page, 'Enquiries')).toHaveText('3');
    await expect(figure(page, 'Confirmed bookings')).toHaveText('1');
    await expect(figure(page, 'Conversion')).toHaveText('33.3%');
    await expect(figure(page, 'Confirmed revenue')).toContainText('3,000');

    await figures.getByRole('button', { name: 'Last 90 days' }).click();
    await expect(figure(page, 'Enquiries')).toHaveText('5');
    await expect(figure(page, 'Confirmed bookings')).toHaveText('2');
    await expect(figure(page, 'Confirmed revenue')).toContainText('8,000');
    await expect(figures.getByRole('heading', { name: 'By source' })).toBeVisible();
    await expect(figures.getByRole('img', { name: /By source: instagram/ })).toBeAttached();

    await figures.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(figure(page, 'Enquiries')).toHaveText('3');
    // The period before (30 to 60 days ago) had the two older ones.
    await expect(figures.getByText('Before: 2', { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await figures.getByRole('button', { name: 'Download CSV of the period' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe(
      '"Date (Dubai)","Reference","Status","Source","Campaign","Yacht","Language","Total (AED)","Paid (AED)","Refunded (AED)"',
    );
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual([
      '"MLY-E2EAA"',
      '"MLY-E2EBB"',
      '"MLY-E2ECC"',
    ]);
    expect(rows[1]).toContain('"confirmed"');
    expect(rows[1]).toContain('"3000.00"');

    // A custom period the wrong way round is refused with a message by the field.
    await figures.getByRole('button', { name: 'Custom' }).click();
    await figures.getByLabel('From', { exact: true }).fill('2025-03-10');
    await figures.getByLabel('To', { exact: true }).fill('2025-03-01');
    await figures.getByRole('button', { name: 'Show' }).click();
    await expect(figures.getByText('The last day must be on or after the first day.')).toBeVisible();
    await figures.getByLabel('To', { exact: true }).fill('2025-03-31');
    await figures.getByRole('button', { name: 'Show' }).click();
    await expect(figure(page, 'Enquiries')).toHaveText('0');
    await expect(figures.getByText('No enquiries in this period.')).toBeVisible();
  },
);

test('the period figures fit a 412-pixel phone', { tag: DATED }, async ({ page, now }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await signIn(page);
  await putDemoEnquiries(page, [storedEnquiry(0, 0, 'confirmed', 300_000, now)]);
  const figures = page.getByRole('region', { name: 'Period figures' });
  await expect(figure(page, 'Enquiries')).toHaveText('1');
  await expectNoSidewaysScroll(page);
  const box = await figures.getByRole('button', { name: 'Last 90 days' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await figures.getByRole('button', { name: 'Custom' }).click();
  await expectNoSidewaysScroll(page);
});
