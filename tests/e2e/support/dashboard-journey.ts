import type { Page } from '@playwright/test';
import { addDays } from '../../../src/domain/booking/dubai-time';
import { expect, expectNoSeriousA11yViolations } from './fixtures';
import type { dashboardRecords } from './dashboard-helpers';
import { charterPageMade } from './admin-charter-journey';

export const queueSection = (page: Page, name: RegExp) =>
  page.getByRole('region', { name: 'To do' }).getByRole('region', { name });

/** How many the section's heading counts. */
async function countOf(page: Page, name: RegExp) {
  const section = queueSection(page, name);
  if ((await section.count()) === 0) return 0;
  return Number((await section.getByRole('heading').textContent())?.match(/(\d+)\s*$/)?.[1]);
}

/**
 * The dashboard journey, the same on the demo and on the Firebase build: with `records` stored and the dashboard
 * shown, the operator confirms tonight's quote from the queue, sees the charter at its Dubai time, opens the oldest
 * new enquiry from the queue, marks it contacted and sees the queue shrink.
 */
export async function workTheDashboard(
  page: Page,
  records: ReturnType<typeof dashboardRecords>,
  today: string,
) {
  // The quote waiting for an answer opens its enquiry, which the operator confirms.
  const quotes = queueSection(page, /Quotes waiting for an answer/);
  await quotes.getByRole('link', { name: /^Hana Tonight/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${records.tonight.id}$`));
  await page.getByRole('button', { name: `Confirm booking ${records.tonight.reference}` }).click();
  // The booking's outcome (the charter panel says its own: the client's page, made at once).
  await expect(page.getByRole('alert').filter({ hasText: 'Booked.' })).toBeVisible();
  await charterPageMade(page, records.tonight.reference);
  // The client paid the deposit in cash: the operator records it in the Payments panel (its ledger).
  const payments = page.getByRole('region', { name: `Payments of ${records.tonight.reference}` });
  await payments.getByRole('button', { name: 'Record a payment or refund' }).click();
  await payments.getByLabel('Amount (AED)').fill('950');
  await payments.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(payments.getByRole('alert')).toContainText('Recorded');
  const paid = payments.getByRole('row').filter({ hasText: 'Cash' });
  await expect(paid).toContainText(/AED\s?950/);
  // Its receipt (no TRN in the settings) opens on the client's charter page, to print.
  const receipt = paid.getByRole('link', { name: /^Receipt INV-\d{4}-\d{6}$/ });
  const [client] = await Promise.all([page.context().waitForEvent('page'), receipt.click()]);
  const document = client.getByRole('article').filter({ has: client.getByRole('heading', { level: 1 }) });
  await expect(document.getByRole('heading', { level: 1 })).toContainText('Receipt');
  await expect(document).toContainText(records.tonight.reference);
  await expect(document).toContainText(/AED\s?950/);
  await expect(client.getByRole('button', { name: 'Print' })).toBeVisible();
  await client.close();

  // Tonight's charter is on the dashboard at its Dubai time, whatever the browser's zone.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const todays = page.getByRole('list', { name: 'Today’s charters' });
  const charter = todays.getByRole('listitem').filter({ hasText: 'Hana Tonight' });
  await expect(charter.getByRole('heading')).toHaveText(/22:00–24:00\s*Dubai\s*Blue Lagoon/);
  await expect(charter).toContainText('DJ × 2');
  await expect(charter.getByRole('link', { name: 'Call Hana Tonight on +971507654321' })).toHaveAttribute(
    'href',
    'tel:+971507654321',
  );
  await expect(charter.getByRole('link', { name: 'WhatsApp Hana Tonight' })).toHaveAttribute(
    'href',
    /971507654321/,
  );
  // 2 h at 450 + a DJ at 500 an hour = 1,900, of which the 950 recorded is paid.
  await expect(charter).toContainText(/Balance due\s*AED\s?950/);
  // Dubai's today and tomorrow (New York is still on the day before from 20:00 Dubai until midnight).
  const dayMonth = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      Date.parse(`${date}T00:00:00Z`),
    );
  await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toContainText(dayMonth(today));
  await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow/ })).toContainText(
    dayMonth(addDays(today, 1)),
  );

  // The oldest new enquiry comes first in the queue, with its age; contacting it shrinks the queue.
  const fresh = queueSection(page, /New enquiries to contact/);
  await expect(fresh.getByRole('link').first()).toHaveText(/^Zara Oldest · \d+ days ago · Call back/);
  const before = await countOf(page, /New enquiries to contact/);
  expect(before).toBeGreaterThanOrEqual(2);
  await expectNoSeriousA11yViolations(page);
  await fresh.getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Enquiry ${records.oldest.reference}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mark contacted: Zara Oldest' }).click();
  await expect(page.getByRole('combobox', { name: `Status of ${records.oldest.reference}` })).toHaveValue(
    'contacted',
  );
  await page.getByRole('link', { name: '← Dashboard' }).click();
  await expect.poll(() => countOf(page, /New enquiries to contact/)).toBe(before - 1);
  await expect(fresh.getByRole('link', { name: /^Zara Oldest/ })).toHaveCount(0);
  await expect(fresh.getByRole('link').first()).toBeVisible();
}
