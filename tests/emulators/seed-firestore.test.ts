import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoActivity } from '../../fixtures/activity';
import { addOnFixtures, bookingSettingsFixture } from '../../fixtures/booking';
import { faqFixtures } from '../../fixtures/faq';
import { yachtFixtures } from '../../fixtures/yachts';
import { emulatorEnv, type EmulatorEnv } from './emulator-env';

/**
 * `npm run seed` on the Firestore emulator: the booking fixtures, the operator's settings kept, and call-back requests
 * from before enquiries moved into `enquiries` (docs/decisions/0012-booking-data.md).
 */
const run = promisify(execFile);
let emulators: EmulatorEnv;

interface RestDocument {
  name: string;
  fields: Record<
    string,
    {
      stringValue?: string;
      integerValue?: string;
      booleanValue?: boolean;
      nullValue?: null;
      mapValue?: { fields: RestDocument['fields'] };
    }
  >;
}

/** Firestore emulator REST with `Bearer owner`, which bypasses the rules. */
async function rest(path: string, init: RequestInit = {}) {
  const url = `${emulators.origin('firestore')}/v1/projects/${emulators.projectId}/databases/(default)/documents${path}`;
  const response = await fetch(url, { ...init, headers: { authorization: 'Bearer owner', ...init.headers } });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { documents?: RestDocument[] } & RestDocument;
}

const put = (path: string, fields: RestDocument['fields']) =>
  rest(path, {
    method: 'PATCH',
    body: JSON.stringify({ fields }),
    headers: { 'content-type': 'application/json' },
  });

const list = async (collection: string) => (await rest(`/${collection}?pageSize=300`)).documents ?? [];
const idOf = (document: RestDocument) => document.name.split('/').at(-1) ?? '';

/** The activity's ids: the same whatever the day it is generated for. */
const activity = demoActivity('2026-03-04', {
  yachts: yachtFixtures,
  settings: bookingSettingsFixture,
  addOns: addOnFixtures,
  operatorEmail: 'operator@marina.test',
});
const ACTIVITY = {
  enquiries: new Set(activity.enquiries.map((enquiry) => enquiry.id)),
  bookings: new Set(activity.bookings.map((booking) => booking.id)),
};

async function clearFirestore() {
  const root = `${emulators.origin('firestore')}/emulator/v1/projects/${emulators.projectId}/databases/(default)/documents`;
  await fetch(root, { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
}

const seed = async (...extra: string[]) =>
  (await run(process.execPath, ['scripts/seed.mjs', '--only', 'firestore', ...extra], { env: process.env }))
    .stdout;

beforeAll(async () => {
  emulators = emulatorEnv(['firestore']);
  await clearFirestore();
});

describe('the seed on Firestore', () => {
  it('writes the booking fixtures, keeps stored settings and moves old call-back requests into enquiries', async () => {
    await put('/settings/booking', { turnaroundMinutes: { integerValue: '30' } });
    await put('/callbackRequests/old-1', {
      name: { stringValue: 'Sara' },
      phone: { stringValue: '+971501234567' },
      preferredTime: { stringValue: '18:30' },
      message: { stringValue: 'Sunset' },
      status: { stringValue: 'handled' },
    });

    for (let time = 0; time < 2; time += 1) {
      await run(process.execPath, ['scripts/seed.mjs', '--only', 'firestore'], { env: process.env });
    }

    expect(await list('callbackRequests')).toEqual([]);
    // Besides the demo's activity (written by the first seed, before the move; the second leaves it, the project
    // now having an enquiry of its own).
    const enquiries = (await list('enquiries')).filter((enquiry) => !ACTIVITY.enquiries.has(idOf(enquiry)));
    expect(enquiries).toHaveLength(1);
    const [moved] = enquiries;
    const id = moved.name.split('/').at(-1);
    expect(id).toMatch(/^MLY-[23456789A-HJKMNP-Z]{6}$/);
    expect(moved.fields).toMatchObject({
      reference: { stringValue: id },
      channel: { stringValue: 'callback' },
      name: { stringValue: 'Sara' },
      nameKey: { stringValue: 'sara' },
      phone: { stringValue: '+971501234567' },
      status: { stringValue: 'contacted' },
      quote: { nullValue: null },
      bookingId: { nullValue: null },
    });

    const settings = await rest('/settings/booking');
    expect(settings.fields.turnaroundMinutes).toEqual({ integerValue: '30' });
    expect(await list('addOns')).toHaveLength(addOnFixtures.length);
    const yachts = await list('products');
    expect(yachts).toHaveLength(yachtFixtures.length);
    expect(yachts.every((yacht) => yacht.fields.pricing?.mapValue)).toBe(true);
  });

  // After the seed of the test above.
  it('puts the starter FAQ in three languages, and no review; a second seed keeps the operator’s FAQ', async () => {
    const faq = await list('faq');
    expect(faq.map((entry) => entry.name.split('/').at(-1)).sort()).toEqual(
      faqFixtures.map((fixture) => fixture.id).sort(),
    );
    for (const entry of faq) {
      expect(entry.fields.published).toEqual({ booleanValue: true });
      expect(Object.keys(entry.fields.translations?.mapValue?.fields ?? {}).sort()).toEqual(['ar', 'ru']);
    }
    expect(await list('reviews')).toEqual([]);

    const [edited, removed] = faqFixtures;
    await put(`/faq/${edited.id}?updateMask.fieldPaths=question`, {
      question: { stringValue: 'Our own question?' },
    });
    await rest(`/faq/${removed.id}`, { method: 'DELETE' });
    await run(process.execPath, ['scripts/seed.mjs', '--only', 'firestore'], { env: process.env });

    const after = await list('faq');
    expect(after).toHaveLength(faqFixtures.length - 1);
    expect(after.find((entry) => entry.name.endsWith(`/${edited.id}`))?.fields.question).toEqual({
      stringValue: 'Our own question?',
    });
    expect(await list('reviews')).toEqual([]);
  });

  it('writes the demo’s activity as the app stores it, once however often it runs, and never over work of its own', async () => {
    await clearFirestore();
    await seed();
    const output = await seed();
    expect(output).toContain(`activity: ${ACTIVITY.enquiries.size} enquiries`);

    const enquiries = await list('enquiries');
    expect(new Set(enquiries.map(idOf))).toEqual(ACTIVITY.enquiries);
    const [anEnquiry] = enquiries;
    expect(anEnquiry.fields.createdAt).toHaveProperty('timestampValue');
    expect(anEnquiry.fields.nameKey).toEqual({
      stringValue: (anEnquiry.fields.name?.stringValue ?? '').toLowerCase(),
    });
    // Quotes as the app stores them (docs/decisions/0032-quote-lines-stored-for-the-rules.md).
    const quotes = enquiries.flatMap((enquiry) => {
      const quote = enquiry.fields.quote?.mapValue;
      return quote ? [quote.fields] : [];
    });
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(quote).not.toHaveProperty('lines');
      expect(quote.charterLine).toHaveProperty('mapValue');
      expect(quote.addOnLines).toHaveProperty('mapValue');
    }
    const bookings = await list('bookings');
    expect(new Set(bookings.map(idOf))).toEqual(ACTIVITY.bookings);
    // Each busy time is in the day documents the booking panel and the clash checks read.
    const days = await list('yachtDays');
    const intervals = days.flatMap(
      (day) =>
        (day.fields.intervals as unknown as { arrayValue: { values: RestDocument[] } }).arrayValue.values,
    );
    const busyIds = intervals.map(
      (interval) => (interval as unknown as { mapValue: RestDocument }).mapValue.fields.id?.stringValue ?? '',
    );
    expect(new Set(busyIds)).toEqual(ACTIVITY.bookings);
    expect(busyIds).toHaveLength(ACTIVITY.bookings.size);
    const [note] = activity.notes;
    const notes = await list(`enquiries/${note.enquiryId}/notes`);
    expect(notes.map((stored) => stored.fields.text)).toEqual([{ stringValue: note.text }]);

    // The operator's own enquiry: the activity is left as it is from then on.
    await put('/enquiries/MLY-OWN234', { name: { stringValue: 'Own' }, status: { stringValue: 'new' } });
    await rest(`/bookings/${[...ACTIVITY.bookings][0]}`, { method: 'DELETE' });
    expect(await seed()).toContain('no activity: the project has enquiries or bookings of its own (1)');
    expect(await list('bookings')).toHaveLength(ACTIVITY.bookings.size - 1);
  });

  it('writes no activity with --no-activity', async () => {
    await clearFirestore();
    expect(await seed('--no-activity')).toContain('no activity (--no-activity)');
    expect(await list('enquiries')).toEqual([]);
    expect(await list('bookings')).toEqual([]);
  });
});
