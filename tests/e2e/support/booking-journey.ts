import type { Locator, Page } from '@playwright/test';
import { captureWhatsappTab, panelOf, scrollToPanel } from './booking-helpers';
import { expect, waitForAppStarted } from './fixtures';

/** A booking reference as the site makes them. */
export const REFERENCE = /^MLY-[2-9A-HJ-NP-Z]{6}$/;

/** What a mode checks besides at each step of the journey. */
export interface BookingJourneyChecks {
  /** The panel with the date chosen. */
  dated?: (panel: Locator) => Promise<void>;
  /** The panel with the total shown. */
  priced?: (panel: Locator) => Promise<void>;
  /** Sent on WhatsApp: its reference and the message's text; the visitor is still on the yacht page. */
  sent?: (reference: string, text: string) => Promise<void>;
  /** Confirmed by the operator, in the inbox. */
  confirmed?: (reference: string, inbox: Locator) => Promise<void>;
  /** The starts the yacht page offers on that day afterwards. */
  taken?: (starts: Locator) => Promise<void>;
}

/**
 * A visitor prices Marina Star for 10:00–12:00 (Dubai time) on `date`, a weekday, for 8 guests (AED 750 an hour,
 * VAT included: AED 1,500) and sends it on WhatsApp with its reference; the operator (`signIn` brings them to the
 * dashboard) finds it in the inbox and confirms it; back on the yacht page that start is no longer offered.
 */
export async function bookAndConfirmWeekdayCharter(
  page: Page,
  {
    date,
    signIn,
    checks = {},
  }: { date: string; signIn: (page: Page) => Promise<void>; checks?: BookingJourneyChecks },
) {
  const sent = await captureWhatsappTab(page);
  const panel = panelOf(page);
  await page.goto('/productdetail/marina-star');
  await waitForAppStarted(page);
  await scrollToPanel(page, panel);
  await panel.getByLabel('Date').fill(date);
  await expect(panel.getByText('All times are Dubai time (GMT+4).')).toBeVisible();
  await checks.dated?.(panel);
  await panel.getByLabel('Start time').selectOption({ label: '10:00 – 12:00' });
  await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
  await panel.getByLabel('Guests').fill('8');
  // AED 750 an hour on weekdays, VAT included: the total is the rate × the hours.
  await expect(panel.getByRole('row', { name: /^Total/ })).toContainText('AED 1,500');
  await checks.priced?.(panel);

  await panel.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const reference = (await panel.getByText(REFERENCE).textContent()) ?? '';
  await expect.poll(sent).toHaveLength(1);
  const text = decodeURIComponent((await sent())[0]);
  expect(text).toContain(`Reference: ${reference}`);
  await checks.sent?.(reference, text);

  // The operator finds the reference in the inbox and confirms it.
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  const inbox = page.getByRole('list', { name: 'Enquiries' });
  const enquiry = inbox.getByRole('listitem').filter({ hasText: reference });
  await expect(enquiry).toContainText('10:00–12:00 (2 h)');
  await enquiry.getByRole('button', { name: `Confirm booking ${reference}` }).click();
  await expect(enquiry.getByRole('alert')).toHaveText(/Booked\. The slot is now blocked on the calendar\./);
  await checks.confirmed?.(reference, inbox);

  // Back on the yacht page, that start (and any within the turnaround) is no longer offered.
  await page.goto('/productdetail/marina-star');
  await waitForAppStarted(page);
  await scrollToPanel(page, panel);
  await panel.getByLabel('Date').fill(date);
  await panel.getByLabel('Hours').selectOption({ label: '2 hours' });
  const starts = panel.getByLabel('Start time');
  await expect(starts.getByRole('option', { name: /^10:00/ })).toHaveCount(0);
  await expect(starts.getByRole('option', { name: /^13:00/ })).toHaveCount(1);
  await checks.taken?.(starts);
  return reference;
}
