import { Timestamp } from 'firebase-admin/firestore';
import { addDays, dubaiInstant, dubaiToday } from '../../src/domain/booking/dubai-time';
import { FEED_SECRET_DOC } from '../../src/domain/calendar-feed';
import { firestore } from './support/emulators';
import { DATED, expect, signInAsOperator, test } from './support/fixtures';

// Run by `npm run test:e2e:functions`: the Firebase build with VITE_USE_FUNCTIONS, on the Functions emulator.
const REFERENCE = 'MLY-FEEDE2';
const BOOKING = 'feed-e2e-booking';

test(
  'the operator makes the calendar feed’s address, a calendar reads the charter from it, and a new address shuts the old one',
  { tag: DATED },
  async ({ page, request, now }) => {
    test.setTimeout(120_000);
    const db = firestore();
    const day = addDays(dubaiToday(now), 3);
    await db.doc(`enquiries/${REFERENCE}`).set({
      reference: REFERENCE,
      channel: 'callback',
      name: 'Feed Journey',
      nameKey: 'feed journey',
      phone: '+971501112233',
      preferredTime: '',
      message: '',
      language: 'en',
      campaign: {},
      quote: null,
      status: 'confirmed',
      bookingId: BOOKING,
      createdAt: Timestamp.now(),
    });
    await db.doc(`bookings/${BOOKING}`).set({
      kind: 'booking',
      yachtId: 'marina-star',
      start: Timestamp.fromMillis(dubaiInstant(day, 10 * 60)),
      end: Timestamp.fromMillis(dubaiInstant(day, 13 * 60)),
      enquiryId: REFERENCE,
      reference: REFERENCE,
      createdAt: Timestamp.now(),
    });
    try {
      await signInAsOperator(page);
      await page.goto('/admin/calendar');
      await page.getByRole('button', { name: 'Calendar feed' }).click();
      const panel = page.getByRole('region', { name: 'Subscribe from a phone calendar' });
      const address = panel.getByLabel('Subscription address');
      // A project may already have one (another run): a new one is made either way.
      if (!(await address.isVisible()))
        await panel.getByRole('button', { name: 'Make the feed address' }).click();
      await expect(address).toHaveValue(/\/calendarFeed\/[A-Za-z0-9_-]{43}\.ics$/);
      const first = await address.inputValue();

      // A phone calendar subscribing to it reads the charter: Dubai times, the yacht from the fleet, the client.
      const feed = await request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain(REFERENCE);
      expect(text).toContain('Feed Journey');
      expect(text).toContain('+971501112233');
      expect(text).toContain('Marina Star');
      expect(text).toContain(`DTSTART;TZID=Asia/Dubai:${day.replaceAll('-', '')}T100000`);

      // A new address: the old one is refused at once, the new one answers.
      await panel.getByRole('button', { name: 'Make a new address' }).click();
      await panel.getByRole('button', { name: 'Yes, make a new address' }).click();
      await expect(address).not.toHaveValue(first);
      const second = await address.inputValue();
      expect((await request.get(first)).status()).toBe(404);
      expect((await request.get(second)).status()).toBe(200);
    } finally {
      await db.doc(`bookings/${BOOKING}`).delete();
      await db.doc(`enquiries/${REFERENCE}`).delete();
      await db.doc(FEED_SECRET_DOC).delete();
    }
  },
);
