import { mkdirSync } from 'node:fs';
import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { charterEnquiry } from './support/admin-charter-journey';
import { pdfPages } from './support/admin-charter-helpers';
import { storeDemoEnquiries } from './support/demo-db';
import { DATED, expect, test } from './support/fixtures';

const SHOTS = '/tmp/shots-tax-documents';

/** Layla's charter in Arabic with 19 add-ons, each with a long Arabic name: the largest quote a visitor can send. */
function largeCharter(now: number) {
  const base = charterEnquiry(dubaiToday(now), now);
  const addOns = Array.from({ length: 19 }, (_, index) => ({
    kind: 'add-on',
    addOnId: `extra-${index + 1}`,
    name: `خدمة إضافية فاخرة رقم ${index + 1} مع تنسيق الزهور والضيافة الكاملة على متن اليخت`,
    unit: 'booking',
    unitPriceFils: 10_000,
    quantity: 1,
    amountFils: 10_000,
  }));
  const total = base.quote.totalFils + 19 * 10_000;
  return {
    ...base,
    name: 'ليلى عبد الرحمن الحسيني آل مكتوم',
    quote: {
      ...base.quote,
      selection: { ...base.quote.selection, addOnIds: addOns.map((line) => line.addOnId) },
      lines: [...base.quote.lines, ...addOns],
      subtotalFils: total,
      vatFils: Math.round((total * 5) / 105),
      totalFils: total,
      depositFils: total / 2,
    },
  };
}

test(
  'a tax invoice for a charter with 19 add-ons, in Arabic with English alongside, prints on one A4 page',
  { tag: DATED },
  async ({ page, now }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'prints once');
    test.setTimeout(60_000);
    mkdirSync(SHOTS, { recursive: true });
    await signIn(page);
    await page.goto('/admin/booking');
    // A TRN and a legal name: tax invoices, not receipts.
    await page
      .getByLabel(/Legal name/)
      .fill('مارينا لوكس لتأجير اليخوت ذ.م.م — Marina Luxe Yacht Charters L.L.C.');
    await page
      .getByLabel(/^Address \(on tax invoices\)/)
      .fill('Marina Walk, Dubai Marina, Dubai, United Arab Emirates');
    await page.getByLabel(/^TRN \(Tax Registration Number\)/).fill('100123456700003');
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await expect(page.getByText('Booking settings saved.')).toBeVisible();

    const enquiry = largeCharter(now);
    await storeDemoEnquiries(page, [enquiry], { replace: true });
    await page.goto(`/admin/enquiries/${enquiry.id}`);
    await page.getByRole('button', { name: `Confirm booking ${enquiry.reference}` }).click();
    const payments = page.getByRole('region', { name: `Payments of ${enquiry.reference}` });
    await payments.getByRole('button', { name: 'Record a payment or refund' }).click();
    await payments.getByRole('button', { name: 'Record', exact: true }).click();
    const invoice = payments.getByRole('link', { name: /^Tax invoice INV-\d{4}-\d{6}$/ });
    await expect(invoice).toBeVisible();

    await page.goto((await invoice.getAttribute('href')) ?? '');
    await expect(page.getByText('Tax Invoice').first()).toBeVisible();
    await expect(page.getByText('فاتورة ضريبية').first()).toBeVisible();
    await expect(page.getByText('100123456700003').first()).toBeVisible();
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/invoice-a4.png`, fullPage: true });
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      path: `${SHOTS}/invoice.pdf`,
    });
    expect(pdfPages(pdf)).toBe(1);
  },
);
