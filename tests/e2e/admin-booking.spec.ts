import type { Page } from '@playwright/test';
import { DATED, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { storeDemoEnquiries } from './support/demo-db';

// The operator's device is far from Dubai: every time on screen must still be Dubai time.
test.use({ timezoneId: 'America/Los_Angeles' });

const DATE = '2030-05-06'; // a Monday
const FIRST = 'MLY-7K2Q9P';
const SECOND = 'MLY-8M3R4T';

/** An enquiry a visitor stored from the booking panel: Azure Pearl from `startMinute` (Dubai) for `hours`. */
function quotedEnquiry(reference: string, name: string, startMinute: number, hours: number, now: number) {
  const amount = 45_000 * hours;
  return {
    id: reference,
    reference,
    createdAt: new Date(now).toISOString(),
    status: 'new',
    bookingId: null,
    channel: 'whatsapp',
    name,
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: { utmSource: 'instagram' },
    quote: {
      selection: { yachtId: 'azure-pearl', date: DATE, startMinute, hours, guests: 8, addOnIds: [] },
      yachtName: 'Azure Pearl',
      lines: [
        { kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: hours, amountFils: amount },
      ],
      subtotalFils: amount,
      vatMode: 'included',
      vatFils: Math.round((amount * 5) / 105),
      totalFils: amount,
      depositFils: amount / 2,
    },
  };
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test(
  'operator sets an add-on, blocks a yacht on the calendar and removes the block',
  { tag: DATED },
  async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await adminNav(page).getByRole('link', { name: 'Booking settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking settings' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await page.getByRole('button', { name: 'New add-on' }).click();
    const addOnForm = page.getByRole('form', { name: 'Add an add-on' });
    await addOnForm.getByLabel('Add-on name').fill('Sunset photos');
    await addOnForm.getByLabel('Price (AED)').fill('250');
    await addOnForm.getByLabel('Charged').selectOption({ label: 'per booking' });
    await addOnForm.getByRole('button', { name: 'Add add-on' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Add-on saved\./);
    await expect(page.getByRole('list', { name: 'Add-ons' })).toContainText(
      'Sunset photos · AED 250 per booking',
    );
    await expectNoSeriousA11yViolations(page);

    await adminNav(page).getByRole('link', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.getByLabel('Go to date').fill(DATE);
    await expect(page.getByRole('heading', { level: 2, name: 'Monday, 6 May 2030' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a block' }).click();
    const blockForm = page.getByRole('form', { name: 'Add a block' });
    await blockForm.getByLabel('Yacht').selectOption({ label: 'Sea Breeze' });
    await blockForm.getByLabel('Start time').fill('09:00');
    await blockForm.getByLabel('End time').fill('12:30');
    await blockForm.getByLabel('Reason').fill('Hull cleaning');
    await blockForm.getByRole('button', { name: 'Add block' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Block added\./);
    const cell = page.getByRole('cell', { name: 'Sea Breeze, Mon 6 May' });
    await expect(cell).toContainText('09:00–12:30 Maintenance Hull cleaning');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '6 May – 12 May 2030' })).toBeVisible();
    await expect(cell).toContainText('09:00–12:30 Maintenance Hull cleaning');

    await cell.getByRole('button', { name: /^Remove block: Maintenance, Sea Breeze/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the maintenance block (Hull cleaning)?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(cell).toHaveText('Free');
  },
);

test(
  'a quoted enquiry is confirmed onto the calendar; an overlapping one is refused with the clash named',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await storeDemoEnquiries(page, [
      quotedEnquiry(FIRST, 'Layla', 600, 4, now),
      quotedEnquiry(SECOND, 'Omar', 720, 3, now),
    ]);
    await adminNav(page).getByRole('link', { name: 'Enquiries' }).click();
    const first = page.getByRole('listitem').filter({ hasText: FIRST });
    const second = page.getByRole('listitem').filter({ hasText: SECOND });
    await expect(first).toContainText('Monday, 6 May 2030, 10:00–14:00 (4 h)');

    await first.getByRole('button', { name: `Confirm booking ${FIRST}` }).click();
    await expect(first.getByRole('alert')).toHaveText(/Booked\. The slot is now blocked on the calendar\./);

    await second.getByRole('button', { name: `Confirm booking ${SECOND}` }).click();
    const refusal = second.getByRole('alert');
    await expect(refusal).toContainText('Not booked: the slot is taken.');
    await expect(refusal).toContainText(FIRST);
    await expectNoSeriousA11yViolations(page);

    await first.getByRole('link', { name: `View ${FIRST} on the calendar` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Monday, 6 May 2030' })).toBeVisible();
    const cell = page.getByRole('cell', { name: 'Azure Pearl, Mon 6 May' });
    await expect(cell).toContainText(`10:00–14:00 Booking ${FIRST}`);

    // The day is a time bar: the booking is drawn from 10:00 to 14:00 on the hour lines, and the page keeps the
    // screen's width (the bar scrolls inside its box on a phone).
    const bar = cell.getByRole('listitem');
    const tenOClock = page.locator('.timeline-scale span', { hasText: '10:00' });
    const [barBox, hourBox] = [await bar.boundingBox(), await tenOClock.boundingBox()];
    expect(Math.abs((barBox?.x ?? 0) - (hourBox?.x ?? 1))).toBeLessThan(2);
    expect(await pageOverflow(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // Cancelling from the calendar asks first, then frees the slot; the enquiry goes back to quoted.
    await cell
      .getByRole('button', { name: `Cancel booking ${FIRST}, Azure Pearl, 6 May 10:00–14:00` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${FIRST}?` });
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Booking ${FIRST} cancelled; its slot is free again.`);
    await expect(cell).toHaveText('Free');
    await adminNav(page).getByRole('link', { name: 'Enquiries' }).click();
    await second.getByRole('button', { name: `Confirm booking ${SECOND}` }).click();
    await expect(second.getByRole('alert')).toHaveText(/Booked\. The slot is now blocked on the calendar\./);
  },
);

/** Elements that stick out to the right of the viewport other than inside a box that scrolls sideways. */
function pageOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        for (let parent = el.parentElement; parent; parent = parent.parentElement) {
          if (scrolls(parent)) return parent.getBoundingClientRect().right > width + 1;
        }
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .slice(0, 5);
  });
}
