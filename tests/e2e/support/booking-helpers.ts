import type { Page } from '@playwright/test';
import { ACTIVITY_AHEAD_DAYS } from '../../../fixtures/activity';
import { addDays, toDubaiDateTime } from '../../../src/domain/booking/dubai-time';
import { expect } from './fixtures';

/** Records where the tab opened for WhatsApp is sent (the panel opens it on click, then points it at WhatsApp). */
export async function captureWhatsappTab(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __sent: string[] }).__sent = sent;
    window.open = (() => {
      const location = {
        set href(url: string) {
          sent.push(url);
        },
        get href() {
          return sent.at(-1) ?? 'about:blank';
        },
      };
      return { opener: window, closed: false, close() {}, location } as unknown as Window;
    }) as typeof window.open;
  });
  return () => page.evaluate(() => (window as unknown as { __sent: string[] }).__sent);
}

/**
 * The first day ahead on which the demo's activity (fixtures/activity.ts, seeded into every new demo database and
 * onto the emulators) has no charter or block, so a test books slots nobody holds.
 */
export const FIRST_DAY_FREE_OF_SEED = ACTIVITY_AHEAD_DAYS;

/**
 * A Dubai weekday (Mon–Thu) at least `FIRST_DAY_FREE_OF_SEED` days after `now` (within the next week), as
 * YYYY-MM-DD. `now` is the test's clock (the `now` fixture), which the page and the demo's seed run on too.
 */
export function dubaiWeekdayAhead(now: number): string {
  for (let days = FIRST_DAY_FREE_OF_SEED; ; days += 1) {
    const date = new Date(now + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 4) return date;
  }
}

/** The booking panel on a yacht or package page. */
export const panelOf = (page: Page) => page.getByRole('region', { name: 'Check availability & price' });

/**
 * The booking panel, scrolled to as a visitor does: on a phone it is below the first view, and a prerendered yacht
 * page loads its code when it comes on screen (src/features/booking/live-booking-loader.tsx).
 */
export async function scrollToPanel(page: Page, panel = panelOf(page)) {
  // Its stand-in may be replaced by the panel meanwhile: scrolled to again then.
  await expect(() => panel.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
  return panel;
}

/**
 * A start 30 hours after `now`, or the next whole hour the yachts sail from there (08:00 to 22:00 in Dubai): between
 * the default 72 and 24 hour refund tiers whatever the clock, so a cancellation now gets half back.
 */
export function thirtyHoursAhead(now: number): { date: string; startMinute: number } {
  const { date, minute } = toDubaiDateTime(now + 30 * 3_600_000);
  const hour = Math.ceil(minute / 60) * 60;
  if (hour < 8 * 60) return { date, startMinute: 8 * 60 };
  return hour <= 22 * 60 ? { date, startMinute: hour } : { date: addDays(date, 1), startMinute: 8 * 60 };
}
