import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a mode checks besides at each step of the journey. */
export interface CallbackJourneyChecks {
  /** The request sent, before the operator signs in. */
  sent?: () => Promise<void>;
  /** The request in the operator's inbox. */
  found?: (item: Locator) => Promise<void>;
  /** Marked contacted: gone from the new ones. */
  contacted?: () => Promise<void>;
  /** Moved back to new: gone from the contacted ones. */
  reopened?: () => Promise<void>;
}

/**
 * A visitor asks for a call back on the contact page; the operator finds the request in the inbox with the phone
 * number as a link (`tel`, the number as stored), marks it contacted and moves it back to new. `signIn` brings the
 * operator to the dashboard.
 */
export async function callbackToTheInbox(
  page: Page,
  {
    signIn,
    request,
    tel,
    checks = {},
  }: {
    signIn: (page: Page) => Promise<void>;
    request: { name: string; phone: string; preferredTime?: string; message?: string };
    tel: string;
    checks?: CallbackJourneyChecks;
  },
) {
  const { name } = request;
  await page.goto('/contact');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill(request.phone);
  if (request.preferredTime !== undefined)
    await page.getByLabel('Preferred time').fill(request.preferredTime);
  if (request.message !== undefined) await page.getByLabel('Message (optional)').fill(request.message);
  await page.getByRole('button', { name: 'Request a Call Back' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await checks.sent?.();

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  const item = page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').filter({ hasText: name });
  await expect(item.getByRole('link', { name: new RegExp(`\\${tel}`) })).toHaveAttribute(
    'href',
    `tel:${tel}`,
  );
  await checks.found?.(item);

  await item.getByRole('button', { name: `Mark contacted: ${name}` }).click();
  await expect(item).toHaveCount(0);
  await checks.contacted?.();
  await page.getByRole('radio', { name: /Contacted/ }).check();
  const status = item.getByRole('combobox', { name: /^Status of MLY-/ });
  await expect(status).toHaveValue('contacted');
  // Moved back to new, it leaves the list of contacted ones.
  await status.selectOption('new');
  await expect(item).toHaveCount(0);
  await checks.reopened?.();
}
