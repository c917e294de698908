import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { storeDemoEnquiries } from './demo-db';

const DAY = 24 * 60 * 60 * 1000;

/** An enquiry as the demo backend stores it, created `daysAgo` days before `now` (the test's clock). */
export function storedEnquiry(
  index: number,
  daysAgo: number,
  status: string,
  totalFils: number,
  now: number,
) {
  const reference = `MLY-E2E${String.fromCharCode(65 + index)}${String.fromCharCode(65 + index)}`;
  return {
    id: reference,
    reference,
    channel: 'whatsapp',
    name: `Guest ${index}`,
    phone: '',
    preferredTime: '',
    message: '',
    language: index % 2 ? 'ru' : 'ar',
    campaign: index % 3 ? { utmSource: 'instagram', utmCampaign: 'winter' } : {},
    quote: {
      selection: {
        yachtId: 'azure-pearl',
        date: '2031-01-01',
        startMinute: 600,
        hours: 2,
        guests: 4,
        addOnIds: [],
      },
      yachtName: 'Azure Pearl',
      lines: [],
      subtotalFils: totalFils,
      vatMode: 'included',
      vatFils: 0,
      totalFils,
      depositFils: totalFils / 2,
    },
    // An hour back at least: created today or earlier, whatever the run's time of day.
    createdAt: new Date(now - daysAgo * DAY - 60 * 60 * 1000).toISOString(),
    status,
    bookingId: null,
  };
}

/** Makes these the demo database's only enquiries (the lived-in demo's activity cleared), then reloads. */
export async function putDemoEnquiries(page: Page, enquiries: readonly object[]) {
  await storeDemoEnquiries(page, enquiries, { replace: true });
  await page.reload();
}

/** The value shown for a headline figure ("Enquiries", "Confirmed bookings" …). */
export const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Period figures' })
    .locator('.headline > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .locator('dd.value');

/** No sideways scrolling on the page. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
