import { addDays, dubaiToday } from '../../src/domain/booking/dubai-time';
import { signIn } from './support/admin-helpers';
import { DATED, expect, test } from './support/fixtures';

/**
 * The demo is made lived-in from the page's today in Dubai (fixtures/activity.ts): whatever the moment, a new demo
 * database has two charters today and two tomorrow, new enquiries to contact, and charters on the calendar's week.
 */
test(
  'a new demo database is lived in on Dubai’s today: today’s and tomorrow’s charters, a queue, a busy calendar',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const today = dubaiToday(now);
    const dayMonth = (date: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        Date.parse(`${date}T00:00:00Z`),
      );
    await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toContainText(dayMonth(today));
    await expect(page.getByRole('list', { name: 'Today’s charters' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow/ })).toContainText(
      dayMonth(addDays(today, 1)),
    );
    await expect(page.getByRole('list', { name: 'Tomorrow’s charters' }).getByRole('listitem')).toHaveCount(
      2,
    );
    const queue = page.getByRole('region', { name: 'To do' });
    await expect(queue.getByRole('heading', { name: /New enquiries to contact/ })).toBeVisible();

    // The calendar opens on Dubai's today, with the seeded charters in its week.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page.locator('.calendar-scroll thead .calendar-today')).toContainText(
      String(Number(today.slice(8))),
    );
  },
);
