/** For tests of the booking panel with the demo backend on a page (a yacht, the Custom Package). */
import { afterEach, beforeEach, vi } from 'vitest';
import { addDays, dubaiToday } from '../../../src/domain/booking';

/** The stand-in for the tab the panel opens on click and points at WhatsApp once the enquiry is stored. */
export interface WhatsappTab {
  opener: unknown;
  closed: boolean;
  close: () => void;
  location: { href: string };
}

/**
 * Replaces `window.open` with a fresh tab for each test of the calling file (and the campaign kept for the visit is
 * cleared); `tab()` is the current test's.
 */
export function stubWhatsappTab(): { tab: () => WhatsappTab } {
  let current: WhatsappTab;
  beforeEach(() => {
    current = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => current),
    );
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());
  return { tab: () => current };
}

/** A weekday (Dubai) at least two days ahead, so the lead time never hides the morning. */
export function nextWeekday(): string {
  let date = addDays(dubaiToday(Date.now()), 2);
  while ([5, 6, 0].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}
