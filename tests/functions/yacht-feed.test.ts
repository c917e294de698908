import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreYachtFeedStore, handleYachtFeedRequest } from '../../functions/src/yacht-feed';
import { dubaiInstant } from '../../src/domain/booking/dubai-time';
import { functionsEmulators } from './functions-env';

/**
 * A yacht's feed of busy times for the marketplaces (docs/decisions/0050-calendar-import.md), its handler run on the
 * Firestore emulator: the yacht found by its secret, its charters and blocks from today on as "Not available" with
 * nothing personal, and the same 404 for every refusal.
 */
let app: App;
let db: Firestore;
const SECRET = 'S'.repeat(43);
const NOW = Date.parse('2031-03-01T06:00:00.000Z');
const at = (date: string, minute: number) => Timestamp.fromMillis(dubaiInstant(date, minute));

beforeAll(() => {
  functionsEmulators(); // stops with how to run these tests when the emulators are not there
  app = initializeApp({ projectId: 'demo-yacht-feed' }, 'yacht-feed');
  db = getFirestore(app);
});
beforeEach(async () => {
  for (const name of ['yachtFeeds', 'bookings']) await db.recursiveDelete(db.collection(name));
  await db.doc('yachtFeeds/azure-pearl').set({ secret: SECRET, rotatedAt: Timestamp.now() });
  const booking = {
    kind: 'booking',
    yachtId: 'azure-pearl',
    enquiryId: 'MLY-FEED01',
    reference: 'MLY-FEED01',
  };
  await db
    .doc('bookings/b-past')
    .set({ ...booking, start: at('2031-02-20', 600), end: at('2031-02-20', 780) });
  await db
    .doc('bookings/b-next')
    .set({ ...booking, start: at('2031-03-03', 600), end: at('2031-03-03', 780) });
  await db.doc('bookings/k-block').set({
    kind: 'block',
    yachtId: 'azure-pearl',
    enquiryId: null,
    reference: null,
    blockKind: 'imported',
    reason: 'Sold on GetMyBoat',
    summary: 'Ahmed, +971 50 123 4567',
    start: at('2031-03-05', 900),
    end: at('2031-03-05', 1080),
  });
  // Two quotes' holds: one still holding at NOW, one lapsed.
  const hold = (reference: string, date: string, expiresAt: number) => ({
    kind: 'block',
    yachtId: 'azure-pearl',
    enquiryId: reference,
    reference,
    blockKind: 'hold',
    reason: `Quote ${reference}`,
    start: at(date, 600),
    end: at(date, 720),
    expiresAt: Timestamp.fromMillis(expiresAt),
  });
  await db.doc('bookings/h-live').set(hold('MLY-HOLD01', '2031-03-07', NOW + 3_600_000));
  await db.doc('bookings/h-lapsed').set(hold('MLY-HOLD02', '2031-03-08', NOW - 1));
  await db
    .doc('bookings/other')
    .set({ ...booking, yachtId: 'marina-star', start: at('2031-03-03', 600), end: at('2031-03-03', 780) });
});
afterAll(async () => {
  if (app) await deleteApp(app);
});

const ask = (path: string, method = 'GET') =>
  handleYachtFeedRequest({ method, path }, firestoreYachtFeedStore(db), NOW);

describe('the yacht feed', () => {
  it('lists the yacht’s charters, blocks and live holds from today on as “Not available”, and nothing personal', async () => {
    const answer = await ask(`/${SECRET}.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(answer.body)).getAllSubcomponents('vevent');
    expect(events.map((event) => event.getFirstPropertyValue('summary'))).toEqual([
      'Not available',
      'Not available',
      'Not available',
    ]);
    // The live hold is busy; the lapsed one is not.
    expect(events.map((event) => String(event.getFirstPropertyValue('uid')).split('@')[0])).toEqual([
      'b-next',
      'k-block',
      'h-live',
    ]);
    expect(answer.body).not.toMatch(/MLY-|Ahmed|971|GetMyBoat/);
    // Through a Hosting rewrite too.
    expect((await ask(`/yachtFeed/${SECRET}.ics`)).status).toBe(200);
  });

  it('answers the same 404 to a wrong, malformed or rotated secret, and 405 to a write', async () => {
    for (const path of [`/${'T'.repeat(43)}.ics`, '/short.ics', '/', `/calendarFeed/${SECRET}.ics`]) {
      const answer = await ask(path);
      expect(answer).toMatchObject({ status: 404, body: 'Not found.' });
    }
    await db.doc('yachtFeeds/azure-pearl').set({ secret: 'R'.repeat(43), rotatedAt: Timestamp.now() });
    expect((await ask(`/${SECRET}.ics`)).status).toBe(404);
    expect((await ask(`/${'R'.repeat(43)}.ics`)).status).toBe(200);
    expect((await ask(`/${SECRET}.ics`, 'POST')).status).toBe(405);
  });
});
