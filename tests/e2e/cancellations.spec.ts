import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { charterEnquiry } from './support/admin-charter-journey';
import {
  captureWhatsappTab,
  dubaiWeekdayAhead,
  panelOf,
  scrollToPanel,
  thirtyHoursAhead,
} from './support/booking-helpers';
import { REFERENCE } from './support/booking-journey';
import { storeDemoEnquiries } from './support/demo-db';
import { DATED, expect, test, waitForAppStarted } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * Cancelling a paid charter by the policy, in the demo. Whatever the project's clock, the charter sails 30 hours after
 * it, or at the next whole hour the yachts sail from there (08:00 to 22:00 in Dubai): between the 72 and 24 hour
 * tiers, so half comes back. On the everyday clock (Tuesday 09:00) it is exactly 30 hours.
 */
async function paidCharter(page: Page, now: number) {
  await signIn(page);
  const base = charterEnquiry(dubaiToday(now), now);
  const { date, startMinute } = thirtyHoursAhead(now);
  const enquiry = {
    ...base,
    quote: {
      ...base.quote,
      selection: { ...base.quote.selection, date, startMinute },
    },
  };
  await storeDemoEnquiries(page, [enquiry], { replace: true });
  await page.goto(`/admin/enquiries/${enquiry.id}`);
  await page.getByRole('button', { name: `Confirm booking ${enquiry.reference}` }).click();
  await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();
  const payments = page.getByRole('region', { name: `Payments of ${enquiry.reference}` });
  await payments.getByRole('button', { name: 'Record a payment or refund' }).click();
  // It starts from what is due: the whole AED 1,500, in cash.
  await payments.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(payments.getByText('Paid in full')).toBeVisible();
  return { reference: enquiry.reference, payments };
}

test(
  'the operator cancels for the client 30 hours before: half back, with its credit note, and the slot free',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(60_000);
    const { reference, payments } = await paidCharter(page, now);
    const cancellation = page.getByRole('region', { name: `Cancellation of ${reference}` });
    await cancellation.getByRole('button', { name: 'Cancel by the policy' }).click();
    await expect(cancellation.getByText(/The policy gives back 50%: AED\s750\./)).toBeVisible();
    await cancellation.getByRole('button', { name: /^Cancel and refund AED\s750$/ }).click();
    await expect(cancellation.getByText(/Cancelled: the slot is free/)).toBeVisible();
    await expect(cancellation.getByText(/Policy: AED\s750\. Refunded: AED\s750\./)).toBeVisible();

    const creditNote = payments.getByRole('link', { name: /^Credit receipt CN-\d{4}-\d{6}$/ });
    await expect(creditNote).toBeVisible();
    // The client's page: cancelled, and the credit note opens there.
    const href = (await creditNote.getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(page.getByText(/CN-\d{4}-\d{6}/).first()).toBeVisible();
  },
);

test(
  'a weather cancellation gives a voucher that the visitor’s next enquiry carries and the operator applies',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    const { reference } = await paidCharter(page, now);
    const cancellation = page.getByRole('region', { name: `Cancellation of ${reference}` });
    await cancellation.getByRole('button', { name: 'Cancel by the policy' }).click();
    await cancellation.getByRole('radio', { name: 'weather' }).check();
    await expect(cancellation.getByText(/a voucher of AED\s1,500, valid 12 months/)).toBeVisible();
    await cancellation.getByRole('button', { name: /^Cancel and refund AED\s0$/ }).click();
    const issued = cancellation.getByText(/^Credit voucher [2-9A-HJKMNP-Z]{10} for AED\s1,500\.$/);
    await expect(issued).toBeVisible();
    const code = /[2-9A-HJKMNP-Z]{10}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';

    // The client books again with the code.
    const sent = await captureWhatsappTab(page);
    await page.goto('/productdetail/marina-star');
    await waitForAppStarted(page);
    const panel = await scrollToPanel(page, panelOf(page));
    await panel.getByLabel('Date').fill(dubaiWeekdayAhead(now));
    await panel.getByLabel('Start time').selectOption({ label: '10:00 – 12:00' });
    await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
    await panel.getByRole('button', { name: 'Have a voucher code?' }).click();
    await panel.getByLabel('Voucher code').fill(code.toLowerCase());
    await panel.getByRole('button', { name: 'Check the code' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'A credit of' })).toContainText(/AED\s1,500/);
    await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const next = (await panel.getByText(REFERENCE).textContent()) ?? '';
    await expect.poll(sent).toHaveLength(1);

    // The operator confirms it and applies the voucher: paid in full by credit.
    await page.goto(`/admin/enquiries/${next}`);
    await page.getByRole('button', { name: `Confirm booking ${next}` }).click();
    const nextCancellation = page.getByRole('region', { name: `Cancellation of ${next}` });
    await expect(nextCancellation.getByText(`The client named voucher ${code}.`)).toBeVisible();
    await nextCancellation.getByRole('button', { name: 'Apply the voucher' }).click();
    await expect(nextCancellation.getByText(/Applied: the credit is recorded as a payment/)).toBeVisible();
    const payments = page.getByRole('region', { name: `Payments of ${next}` });
    await expect(payments.getByText('Paid in full')).toBeVisible();
    await expect(payments.getByText('Credit (voucher)', { exact: true })).toBeVisible();
  },
);
