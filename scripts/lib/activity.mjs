// The demo's activity (fixtures/activity.ts: enquiries, charters, blocks and notes relative to Dubai's today) as
// Firestore documents, in the shapes the app's Firestore backend writes them (src/backend/firebase/booking.ts,
// booking-payloads.ts): Timestamps for instants, `nameKey` for the search, notes under their enquiry, and each
// charter's and block's busy time in its `yachtDays/{yachtId}_{date}` documents. Emulators only (scripts/seed.mjs).
import { load } from './fixtures.mjs';

/**
 * @typedef {{ id: string } & Record<string, unknown>} Fixture
 * @typedef {{ id: string, data: Record<string, unknown> }} SeedDocument
 * @typedef {{ id: string, createdAt: string, name: string, campaign: Record<string, string | undefined>,
 *   quote: (Record<string, unknown> & { packageName?: string }) | null } & Record<string, unknown>} ActivityEnquiry
 * @typedef {{ id: string, kind: 'booking' | 'block', yachtId: string, start: string, end: string,
 *   createdAt: string } & Record<string, unknown>} ActivityBooking
 * @typedef {{ id: string, enquiryId: string, text: string, createdAt: string, author: string }} ActivityNote
 * @typedef {{ enquiries: ActivityEnquiry[], bookings: ActivityBooking[], notes: ActivityNote[] }} Activity
 * @typedef {{ demoActivityAt: (now: Date, context: Record<string, unknown>) => Activity }} ActivityModule
 * @typedef {{ yachtFixtures: Fixture[] }} YachtsModule
 * @typedef {{ addOnFixtures: Fixture[], bookingSettingsFixture: Record<string, unknown> }} BookingModule
 */

const MS_PER_DAY = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** The Dubai date (`YYYY-MM-DD`) of an instant. */
const dubaiDate = (/** @type {number} */ ms) => new Date(ms + DUBAI_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The Dubai dates the span [start, end) touches, as the backends' `datesTouched` (src/backend/booking-checks.ts).
 * @param {number} start
 * @param {number} end
 */
function datesTouched(start, end) {
  const last = dubaiDate(Math.max(start, end - 1));
  const dates = [dubaiDate(start)];
  for (let ms = start + MS_PER_DAY; dates[dates.length - 1] < last; ms += MS_PER_DAY)
    dates.push(dubaiDate(ms));
  return dates;
}

/**
 * The activity for `now`, priced with the fixtures' fleet, settings and add-ons (the ones the seed writes).
 * @param {Date} now
 * @param {string} operatorEmail who wrote the notes
 * @returns {Promise<Activity>}
 */
export async function loadActivity(now, operatorEmail) {
  const [{ demoActivityAt }, { yachtFixtures }, booking] = await Promise.all([
    load('activity.ts').then((m) => /** @type {ActivityModule} */ (m)),
    load('yachts.ts').then((m) => /** @type {YachtsModule} */ (m)),
    load('booking.ts').then((m) => /** @type {BookingModule} */ (m)),
  ]);
  return demoActivityAt(now, {
    yachts: yachtFixtures,
    settings: booking.bookingSettingsFixture,
    addOns: booking.addOnFixtures,
    operatorEmail,
  });
}

/**
 * The app's own writer of a quote's lines (src/backend/firebase/booking-payloads.ts): the charter line and the
 * add-on lines as parallel lists (docs/decisions/0032-quote-lines-stored-for-the-rules.md).
 * @returns {Promise<(lines: unknown[]) => Record<string, unknown>>}
 */
export async function loadStoredLines() {
  const payloads = /** @type {{ storedLines: (lines: unknown[]) => Record<string, unknown> }} */ (
    await load('../src/backend/firebase/booking-payloads.ts')
  );
  return payloads.storedLines;
}

/**
 * Without keys whose value is undefined (Firestore refuses them).
 * @param {Record<string, unknown>} data
 */
const defined = (data) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/**
 * The activity's documents by path: `enquiries`, their `notes`, `bookings` and the `yachtDays` their busy times fill.
 * @param {Activity} activity
 * @param {(lines: unknown[]) => Record<string, unknown>} storedLines how the app stores a quote's lines
 * @returns {{ enquiries: SeedDocument[], notes: (SeedDocument & { enquiryId: string })[],
 *   bookings: SeedDocument[], yachtDays: SeedDocument[] }}
 */
export function activityDocuments(activity, storedLines) {
  /** @param {Record<string, unknown>} quote */
  const storedQuote = ({ lines, ...quote }) => ({
    ...quote,
    ...storedLines(/** @type {unknown[]} */ (lines)),
  });
  const enquiries = activity.enquiries.map(({ id, createdAt, campaign, quote, ...enquiry }) => ({
    id,
    data: {
      ...enquiry,
      nameKey: enquiry.name.toLowerCase(),
      campaign: defined(campaign),
      quote: quote && defined(storedQuote(quote)),
      createdAt: new Date(createdAt),
    },
  }));
  const notes = activity.notes.map(({ id, enquiryId, createdAt, ...note }) => ({
    id,
    enquiryId,
    data: { ...note, createdAt: new Date(createdAt) },
  }));
  /** @type {Map<string, { yachtId: string, date: string, intervals: { id: string, start: Date, end: Date }[] }>} */
  const days = new Map();
  const bookings = activity.bookings.map(({ id, start, end, createdAt, ...booking }) => {
    const span = { start: Date.parse(start), end: Date.parse(end) };
    for (const date of datesTouched(span.start, span.end)) {
      const key = `${booking.yachtId}_${date}`;
      const day = days.get(key) ?? { yachtId: booking.yachtId, date, intervals: [] };
      day.intervals.push({ id, start: new Date(span.start), end: new Date(span.end) });
      days.set(key, day);
    }
    return {
      id,
      data: defined({
        ...booking,
        start: new Date(span.start),
        end: new Date(span.end),
        createdAt: new Date(createdAt),
      }),
    };
  });
  return {
    enquiries,
    notes,
    bookings,
    yachtDays: [...days].map(([id, data]) => ({ id, data })),
  };
}

/**
 * Writes the activity for `now` onto Firestore, by id: a second seed overwrites what the first wrote (the ids do not
 * depend on the day; on another day the dates move, and the busy times an earlier seed wrote are taken out of their
 * `yachtDays` first). Skipped, saying why, when the project has enquiries or bookings of its own: made-up work is
 * never mixed with the operator's.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Date} now
 * @param {string} operatorEmail
 * @returns {Promise<string>} what was written, or why nothing was
 */
export async function seedActivity(db, now, operatorEmail) {
  const [activity, storedLines] = await Promise.all([loadActivity(now, operatorEmail), loadStoredLines()]);
  const documents = activityDocuments(activity, storedLines);
  const ours = {
    enquiries: new Set(documents.enquiries.map(({ id }) => id)),
    bookings: new Set(documents.bookings.map(({ id }) => id)),
  };
  const [enquiries, bookings, yachtDays] = await Promise.all(
    ['enquiries', 'bookings', 'yachtDays'].map((name) => db.collection(name).select().get()),
  );
  const own = [
    ...enquiries.docs.filter((doc) => !ours.enquiries.has(doc.id)),
    ...bookings.docs.filter((doc) => !ours.bookings.has(doc.id)),
  ];
  if (own.length > 0) {
    return `no activity: the project has enquiries or bookings of its own (${own.length})`;
  }
  const batch = db.batch();
  // Busy times of an earlier seed (its bookings may have been on other days) are taken out first.
  const fresh = new Set(documents.yachtDays.map(({ id }) => id));
  for (const day of yachtDays.docs) {
    if (!fresh.has(day.id)) batch.delete(day.ref);
  }
  for (const { id, data } of documents.yachtDays) batch.set(db.collection('yachtDays').doc(id), data);
  for (const { id, data } of documents.enquiries) batch.set(db.collection('enquiries').doc(id), data);
  for (const { id, data } of documents.bookings) batch.set(db.collection('bookings').doc(id), data);
  for (const { id, enquiryId, data } of documents.notes) {
    batch.set(db.collection('enquiries').doc(enquiryId).collection('notes').doc(id), data);
  }
  await batch.commit();
  return (
    `activity: ${documents.enquiries.length} enquiries, ${documents.bookings.length} charters and blocks, ` +
    `${documents.notes.length} notes`
  );
}
