import { dubaiWeekdayAhead, panelOf, scrollToPanel } from '../e2e/support/booking-helpers';
import { bookAndConfirmWeekdayCharter, REFERENCE } from '../e2e/support/booking-journey';
import { firestore } from './support/emulators';
import { DATED, expect, signInAsOperator, test, waitForAppStarted } from './support/fixtures';

// Far from Dubai (UTC+4): whatever the device's clock says, dates and times are Dubai's.
test.use({ timezoneId: 'Pacific/Honolulu' });

test(
  'a visitor books on the Firebase build; the operator confirms it, the time is taken and a clash is refused',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(120_000);
    const date = dubaiWeekdayAhead(now);
    const panel = panelOf(page);
    let second = '';
    await bookAndConfirmWeekdayCharter(page, {
      date,
      signIn: signInAsOperator,
      checks: {
        sent: async (first) => {
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
              addOnLines: {
                ids: [],
                names: [],
                units: [],
                unitPriceFils: [],
                quantities: [],
                amountFils: [],
              },
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
          second = (await panel.getByText(REFERENCE).textContent()) ?? '';
          expect(second).not.toBe(first);
        },
        // Confirming the overlapping one is refused, naming the booking it clashes with.
        confirmed: async (first, inbox) => {
          const secondItem = inbox.getByRole('listitem').filter({ hasText: second });
          await secondItem.getByRole('button', { name: `Confirm booking ${second}` }).click();
          const refusal = secondItem.getByRole('alert');
          await expect(refusal).toContainText('Not booked: the slot is taken.');
          await expect(refusal).toContainText(first);
          await expect
            .poll(async () => (await firestore().collection('enquiries').doc(second).get()).get('status'))
            .toBe('new');
        },
        taken: async (starts) => {
          await expect(starts.getByRole('option', { name: /^11:00/ })).toHaveCount(0);
        },
      },
    });
  },
);
