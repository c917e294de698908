import {
  captureWhatsappTab,
  dubaiWeekdayAhead,
  panelOf,
  scrollToPanel,
} from '../e2e/support/booking-helpers';
import { firestore } from './support/emulators';
import { DATED, expect, signInAsOperator, test, waitForAppStarted } from './support/fixtures';

// Far from Dubai (UTC+4): whatever the device's clock says, dates and times are Dubai's.
test.use({ timezoneId: 'Pacific/Honolulu' });

const REFERENCE = /^MLY-[2-9A-HJ-NP-Z]{6}$/;

test(
  'a visitor books on the Firebase build; the operator confirms it, the time is taken and a clash is refused',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(120_000);
    const sent = await captureWhatsappTab(page);
    const date = dubaiWeekdayAhead(now);
    const panel = panelOf(page);

    // The visitor prices 10:00–12:00 on a weekday and sends it on WhatsApp.
    await page.goto('/productdetail/marina-star');
    await waitForAppStarted(page);
    await scrollToPanel(page, panel);
    await panel.getByLabel('Date').fill(date);
    await expect(panel.getByText('All times are Dubai time (GMT+4).')).toBeVisible();
    await panel.getByLabel('Start time').selectOption({ label: '10:00 – 12:00' });
    await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
    await panel.getByLabel('Guests').fill('8');
    // AED 750 an hour on weekdays, VAT included.
    await expect(panel.getByRole('row', { name: /^Total/ })).toContainText('AED 1,500');
    await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const first = (await panel.getByText(REFERENCE).textContent()) ?? '';
    await expect.poll(sent).toHaveLength(1);
    expect(decodeURIComponent((await sent())[0])).toContain(`Reference: ${first}`);
    // Stored first, in Firestore, under its reference.
    const stored = (await firestore().collection('enquiries').doc(first).get()).data();
    expect(stored).toMatchObject({
      reference: first,
      channel: 'whatsapp',
      status: 'new',
      quote: {
        yachtName: 'Marina Star',
        totalFils: 150_000,
        selection: { date, startMinute: 600, hours: 2 },
        // The lines as the rules check them (docs/decisions/0032-quote-lines-stored-for-the-rules.md).
        charterLine: { rate: 'weekday', unitPriceFils: 75_000, quantity: 2, amountFils: 150_000 },
        addOnLines: { ids: [], names: [], units: [], unitPriceFils: [], quantities: [], amountFils: [] },
      },
    });

    // A second visitor asks for 11:00–13:00 the same day with a call back: it overlaps the first.
    const name = `Clash ${test.info().testId}`;
    await page.goto('/productdetail/marina-star');
    await waitForAppStarted(page);
    await scrollToPanel(page, panel);
    await panel.getByLabel('Date').fill(date);
    await panel.getByLabel('Start time').selectOption({ label: '11:00 – 13:00' });
    await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
    await panel.getByRole('button', { name: 'Request a call back' }).click();
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('Phone').fill('+971 55 123 4567');
    await panel.getByRole('button', { name: 'Send my call-back request' }).click();
    const second = (await panel.getByText(REFERENCE).textContent()) ?? '';
    expect(second).not.toBe(first);

    // The operator finds the first reference in the inbox and confirms it.
    await signInAsOperator(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
    const inbox = page.getByRole('list', { name: 'Enquiries' });
    const firstItem = inbox.getByRole('listitem').filter({ hasText: first });
    await expect(firstItem).toContainText('10:00–12:00 (2 h)');
    await firstItem.getByRole('button', { name: `Confirm booking ${first}` }).click();
    await expect(firstItem.getByRole('alert')).toHaveText(
      /Booked\. The slot is now blocked on the calendar\./,
    );

    // Confirming the overlapping one is refused, naming the booking it clashes with.
    const secondItem = inbox.getByRole('listitem').filter({ hasText: second });
    await secondItem.getByRole('button', { name: `Confirm booking ${second}` }).click();
    const refusal = secondItem.getByRole('alert');
    await expect(refusal).toContainText('Not booked: the slot is taken.');
    await expect(refusal).toContainText(first);
    await expect
      .poll(async () => (await firestore().collection('enquiries').doc(second).get()).get('status'))
      .toBe('new');

    // Back on the yacht page, that start (and any within the turnaround) is no longer offered.
    await page.goto('/productdetail/marina-star');
    await waitForAppStarted(page);
    await scrollToPanel(page, panel);
    await panel.getByLabel('Date').fill(date);
    await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
    const starts = panel.getByLabel('Start time');
    await expect(starts.getByRole('option', { name: /^13:00/ })).toHaveCount(1);
    await expect(starts.getByRole('option', { name: /^10:00/ })).toHaveCount(0);
    await expect(starts.getByRole('option', { name: /^11:00/ })).toHaveCount(0);
  },
);
