import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { DATED, expect, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { dashboardRecords, freeTonight } from './support/dashboard-helpers';
import { storeDemoEnquiries } from './support/demo-db';
import { queueSection, workTheDashboard } from './support/dashboard-journey';

// The operator's browser is in New York: the dashboard must still show Dubai's today and Dubai times.
test.use({ timezoneId: 'America/New_York' });

test(
  'the operator lands on the dashboard, books tonight’s charter, and works the queue',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const today = dubaiToday(now);
    const records = dashboardRecords(today, now);
    await freeTonight(page, today);
    await storeDemoEnquiries(page, records.all);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await workTheDashboard(page, records, today);
  },
);

test(
  'the dashboard fits a 412 px phone: no sideways scroll, touch targets of 44 px',
  { tag: DATED },
  async ({ page, now }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await signIn(page);
    const records = dashboardRecords(dubaiToday(now), now);
    await storeDemoEnquiries(page, records.all);
    await page.reload();
    await expect(queueSection(page, /New enquiries to contact/)).toBeVisible();
    // On a phone the today list comes first, before the queue.
    const todayBox = await page.getByRole('region', { name: /^Today/ }).boundingBox();
    const queueBox = await page.getByRole('region', { name: 'To do' }).boundingBox();
    expect(todayBox && queueBox && todayBox.y < queueBox.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    const targets = page
      .locator('.dashboard')
      .getByRole('link')
      .or(page.locator('.dashboard').getByRole('button'));
    const heights = await targets.evaluateAll((elements) => {
      // Cards off the screen skip their layout (content-visibility: auto): measure them as drawn.
      for (const element of document.querySelectorAll<HTMLElement>('.dashboard *')) {
        if (getComputedStyle(element).contentVisibility === 'auto')
          element.style.contentVisibility = 'visible';
      }
      return elements.map(
        (element) => [element.textContent, Math.round(element.getBoundingClientRect().height)] as const,
      );
    });
    expect(heights.length).toBeGreaterThan(2);
    expect(heights.filter(([, height]) => height < 44)).toEqual([]);
    // A queue item reads as one line of text that wraps: the client's name, then the details beside it (not two
    // columns, each wrapping on its own).
    const misaligned = await page.locator('.dashboard-item').evaluateAll((items) =>
      items.flatMap((item) => {
        const name = item.querySelector('bdi')?.getClientRects()[0];
        const details = item.querySelector('span')?.getClientRects()[0];
        return name && details && Math.abs(name.top - details.top) > 4 ? [item.textContent] : [];
      }),
    );
    expect(misaligned).toEqual([]);
  },
);
