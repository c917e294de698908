import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { addDays, dubaiInstant, dubaiToday } from '../../src/domain/booking/dubai-time';
import { feedUrl, newFeedSecret, type CalendarFeed } from '../../src/domain/calendar-feed';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { authAccounts, emulatorEnv } from '../emulators/emulator-env';
import {
  deleteApps,
  functionsEmulators,
  ownerFirestore,
  siteBackend,
  type FunctionsEmulators,
} from './functions-env';

/**
 * calendarFeed on the Functions emulator (docs/decisions/0036-calendar-feed.md): the operator makes and rotates the
 * secret through the site's own Firebase backend (rules of Firestore enforced), and a calendar app fetches the feed
 * over HTTP as a phone would; ical.js reads it.
 */
const ADMIN = { email: 'feed-operator@marina.test', password: 'feed-operator-1' };
let emulators: FunctionsEmulators;
let owner: ReturnType<typeof ownerFirestore>;
let backend: Backend;

const today = dubaiToday(Date.now());
const at = (days: number, minute: number) => new Date(dubaiInstant(addDays(today, days), minute));

/** A confirmed charter as Confirm stores it: the booking and its enquiry. */
async function charter(id: string, yachtId: string, days: number, client: { name: string; phone: string }) {
  const reference = `MLY-${id}`;
  await owner.set(`enquiries/${reference}`, {
    reference,
    channel: 'callback',
    name: client.name,
    nameKey: client.name.toLowerCase(),
    phone: client.phone,
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote: {
      selection: { yachtId, date: addDays(today, days), startMinute: 600, hours: 4, guests: 9, addOnIds: [] },
      yachtName: 'As quoted',
      lines: [],
      subtotalFils: 0,
      vatMode: 'included',
      vatFils: 0,
      totalFils: 0,
      depositFils: 0,
    },
    status: 'confirmed',
    bookingId: `bk-${id}`,
    createdAt: new Date(),
  });
  await owner.set(`bookings/bk-${id}`, {
    kind: 'booking',
    yachtId,
    start: at(days, 600),
    end: at(days, 840),
    enquiryId: reference,
    reference,
    createdAt: new Date(),
  });
}

async function fetchFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The address the admin shows (Functions are on here, so there is one once a secret is made). */
function addressOf({ endpoint, secret }: CalendarFeed): string {
  if (endpoint === null || secret === null) throw new Error('The feed has no address.');
  return feedUrl(endpoint, secret);
}

/** The secret-less endpoint (…/calendarFeed). */
function endpointOf({ endpoint }: CalendarFeed): string {
  if (endpoint === null) throw new Error('No feed is served: Functions are off.');
  return endpoint;
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('The feed has no VTIMEZONE.');
  ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

beforeAll(async () => {
  emulators = functionsEmulators();
  owner = ownerFirestore(emulators);
  const accounts = authAccounts(emulatorEnv(['auth', 'firestore']));
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
  backend = await siteBackend(emulators);
});
afterAll(deleteApps);
afterEach(() => ICAL.TimezoneService.reset());

beforeEach(async () => {
  await owner.clear();
  await owner.set('products/pearl', { name: 'Ocean Pearl', price: 1000, capacity: 12 });
  await owner.set('products/falcon', { name: 'Royal Falcon', price: 2000, capacity: 20 });
  await charter('LAYLA2', 'pearl', 3, { name: 'Layla Haddad', phone: '+971501234567' });
  await charter('OMAR22', 'falcon', 5, { name: 'Omar Saleh', phone: '+971507654321' });
  await charter('PAST22', 'pearl', -60, { name: 'Long Ago', phone: '+971500000001' });
  await owner.set('bookings/blk', {
    kind: 'block',
    yachtId: 'pearl',
    start: at(4, 480),
    end: at(4, 720),
    enquiryId: null,
    reference: null,
    blockKind: 'maintenance',
    reason: 'Engine service',
    createdAt: new Date(),
  });
  await backend.auth.signIn(ADMIN.email, ADMIN.password);
});
afterEach(() => backend.auth.signOut());

describe('calendarFeed (Functions emulator)', () => {
  it('serves the confirmed charters at the admin’s address, at Dubai times; a cancelled one leaves it', async () => {
    const feed = await backend.bookings.rotateCalendarFeed();
    expect(feed.endpoint).toBe(`${emulators.functionsBaseUrl}/${FUNCTION_NAMES.calendarFeed}`);
    const url = addressOf(feed);

    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/i);
    expect(first.headers.get('cache-control')).toBe('private, max-age=300');
    const events = eventsOf(first.body);
    expect(events.map((event) => event.uid)).toEqual([
      'bk-LAYLA2@marinaluxeyachts.ae',
      'bk-OMAR22@marinaluxeyachts.ae',
    ]); // the block and the charter two months ago are not listed
    const [layla, omar] = events;
    expect(layla.startDate.toJSDate().getTime()).toBe(at(3, 600).getTime());
    expect(layla.endDate.toJSDate().getTime()).toBe(at(3, 840).getTime());
    expect(layla.startDate.zone?.tzid).toBe('Asia/Dubai');
    expect(layla.startDate.toString()).toContain('T10:00:00'); // 10:00 Dubai wall time
    expect(layla.summary).toBe('Ocean Pearl: Layla Haddad');
    expect(layla.description).toContain('Reference: MLY-LAYLA2');
    expect(layla.description).toContain('Guests: 9');
    expect(layla.description).toContain('Phone: +971501234567');
    expect(omar.summary).toBe('Royal Falcon: Omar Saleh');

    await backend.bookings.cancel('bk-OMAR22');
    const after = eventsOf((await fetchFeed(url)).body);
    expect(after.map((event) => event.uid)).toEqual(['bk-LAYLA2@marinaluxeyachts.ae']);
  });

  it('refuses without its secret and with a wrong one, saying nothing', async () => {
    const endpoint = endpointOf(await backend.bookings.calendarFeed());
    expect((await fetchFeed(`${endpoint}/${newFeedSecret()}.ics`)).status).toBe(404); // none made yet
    const secret = addressOf(await backend.bookings.rotateCalendarFeed()).slice(endpoint.length + 1, -4);
    for (const url of [
      endpoint,
      `${endpoint}/`,
      `${endpoint}/${newFeedSecret()}.ics`,
      `${endpoint}/${secret.slice(0, 42)}.ics`,
      `${endpoint}?token=${secret}`,
    ]) {
      const answer = await fetchFeed(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body).not.toContain('Layla');
      expect(answer.body).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('after a rotation refuses the old address and serves the new one', async () => {
    const old = await backend.bookings.rotateCalendarFeed();
    const oldUrl = addressOf(old);
    expect((await fetchFeed(oldUrl)).status).toBe(200);
    const rotated = await backend.bookings.rotateCalendarFeed();
    const newUrl = addressOf(rotated);
    expect(newUrl).not.toBe(oldUrl);
    const refused = await fetchFeed(oldUrl);
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain('Layla');
    const served = await fetchFeed(newUrl);
    expect(served.status).toBe(200);
    expect(served.body).toContain('Layla Haddad');
  });
});
