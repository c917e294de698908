import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { charterEnquiry } from './support/admin-charter-journey';
import { storeDemoEnquiries } from './support/demo-db';
import { DATED, expect, test } from './support/fixtures';

/**
 * The balance paid online in the demo (docs/decisions/0048-demo-payment-page.md): the site's own payment page stands
 * in for Stripe. Layla's charter (AED 1,500, she writes in Arabic) with AED 750 taken in cash: the operator makes the
 * balance link; Layla pays the AED 750 from her charter page, her card declined once first; both then see it paid in
 * full, with its receipt.
 */
test(
  'the client pays the balance on the demo payment page after a declined card; the page and the admin show it paid in full',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const enquiry = charterEnquiry(dubaiToday(now), now);
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await page.getByRole('button', { name: `Confirm booking ${enquiry.reference}` }).click();
    await expect(page.getByText('Booked. The slot is now blocked on the calendar.')).toBeVisible();

    // The deposit, taken in cash.
    const payments = page.getByRole('region', { name: `Payments of ${enquiry.reference}` });
    await payments.getByRole('button', { name: 'Record a payment or refund' }).click();
    await payments.getByLabel('Amount (AED)').fill('750');
    await payments.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(payments.getByText(/^Recorded/)).toBeVisible();

    // The operator's balance link: AED 750, on the demo's payment page in Layla's language.
    await payments.getByRole('button', { name: 'Balance link' }).click();
    const link = payments.getByRole('link', { name: /^Balance link \(AED\s750\): / });
    await expect(link).toHaveAttribute('href', /\/ar\/demo-pay\/cs_demo_[\w-]{22}$/);
    await expect(payments.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      /971501234567/,
    );
    const clientPage = page
      .getByRole('region', { name: `Charter page of ${enquiry.reference}` })
      .getByRole('link', { name: /^Client’s page: / });
    const clientUrl = new URL((await clientPage.getAttribute('href')) ?? '');

    // Layla opens her page and pays the balance from it.
    await page.goto(clientUrl.pathname);
    const price = page.getByRole('region', { name: 'السعر' });
    await price
      .getByRole('button', { name: /^ادفع الرصيد المتبقي عبر الإنترنت \(\W*750\sAED\W*\)$/ })
      .click();
    await expect(page).toHaveURL(/\/ar\/demo-pay\/cs_demo_[\w-]{22}$/);
    await expect(page.getByRole('region', { name: 'صفحة دفع تجريبية' })).toContainText(
      'لا تُنقل أي أموال حقيقية',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const checkout = page.getByRole('region', { name: 'ادفع الرصيد المتبقي لرحلتك' });
    await expect(checkout).toContainText(enquiry.reference);
    await checkout.getByRole('button', { name: 'محاكاة رفض البطاقة' }).click();
    await expect(checkout.getByRole('alert')).toContainText('رُفضت بطاقتك (محاكاة)');
    await expect(page).toHaveURL(/\/demo-pay\//);
    await checkout.getByRole('button', { name: /^ادفع \W*750\sAED\W*$/ }).click();

    // Back on her page: thanked, nothing left to pay, the new receipt listed.
    await expect(page).toHaveURL(`${clientUrl.pathname}?balance=paid`);
    await expect(price.getByRole('status')).toContainText('تمّ الدفع بنجاح');
    await expect(price.getByText('الرصيد المتبقي', { exact: true }).locator('xpath=..')).toContainText(
      /\b0\sAED/,
    );
    await expect(price.getByRole('button', { name: /ادفع الرصيد/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'الفواتير والإيصالات' }).getByRole('listitem')).toHaveCount(
      2,
    );

    // The operator's screen: paid in full, AED 0 due, the card payment among the entries.
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await expect(payments.getByText('Paid in full')).toBeVisible();
    await expect(payments.getByText('Balance', { exact: true }).locator('xpath=..')).toContainText(/AED\s0/);
    await expect(payments.getByText('Card online (Stripe)')).toBeVisible();
    await expect(payments.getByRole('button', { name: 'Balance link' })).toHaveCount(0);
  },
);
