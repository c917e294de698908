import {
  captureWhatsappTab,
  dubaiWeekdayAhead,
  panelOf,
  scrollToPanel,
} from '../e2e/support/booking-helpers';
import { firestore } from './support/emulators';
import { DATED, expect, signInAsOperator, test, waitForAppStarted } from './support/fixtures';

// Run by `npm run test:e2e:functions`: the Firebase build with VITE_USE_FUNCTIONS, on the Functions emulator.
const REFERENCE = /^MLY-[2-9A-HJ-NP-Z]{6}$/;

test(
  'with Functions on, the server prices the enquiry: the visitor sees its price before WhatsApp, the operator stores it',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(120_000);
    const sent = await captureWhatsappTab(page);
    const date = dubaiWeekdayAhead(now);
    const panel = panelOf(page);
    const yacht = firestore().collection('products').doc('marina-star');
    const listed = (await yacht.get()).get('price') as number;

    try {
      // The visitor prices 10:00–12:00 on a weekday at the rate the page loaded: AED 750 an hour.
      await page.goto('/productdetail/marina-star');
      await waitForAppStarted(page);
      await scrollToPanel(page, panel);
      await panel.getByLabel('Date').fill(date);
      await panel.getByLabel('Start time').selectOption({ label: '10:00 – 12:00' });
      await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
      await expect(panel.getByRole('row', { name: /^Total/ })).toContainText('AED 1,500');

      // Meanwhile the operator raises the rate; the server prices the enquiry with today's list.
      await yacht.update({ price: 900 });
      await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
      await expect(
        panel.getByText(/the total for this charter is AED\s?1,800\. This is the price we will confirm\./),
      ).toBeVisible();
      const reference = (await panel.getByText(REFERENCE).textContent()) ?? '';
      // Nothing went to WhatsApp by itself; the link the visitor may tap carries the server's price.
      expect(await sent()).toEqual([]);
      const link = panel.getByRole('link', { name: 'open WhatsApp here' });
      const text = decodeURIComponent((await link.getAttribute('href')) ?? '');
      expect(text).toContain(`Reference: ${reference}`);
      expect(text).toContain('Total: AED 1,800');

      // Stored by the server with its own quote.
      const stored = (await firestore().collection('enquiries').doc(reference).get()).data();
      expect(stored).toMatchObject({
        reference,
        channel: 'whatsapp',
        quote: {
          yachtName: 'Marina Star',
          totalFils: 180_000,
          selection: { date, startMinute: 600, hours: 2 },
        },
      });

      // The operator finds it in the inbox at the server's price.
      await signInAsOperator(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
      const item = page
        .getByRole('list', { name: 'Enquiries' })
        .getByRole('listitem')
        .filter({ hasText: reference });
      await expect(item).toContainText(/AED\s?1,800/);
      await expect(item).not.toContainText(/AED\s?1,500/);
    } finally {
      await yacht.update({ price: listed });
    }
  },
);
