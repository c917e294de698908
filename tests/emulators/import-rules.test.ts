import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * Imported calendars (docs/decisions/0050-calendar-import.md): the feeds are the operator's alone; an imported block
 * is a booking of kind block with its event's summary and source, made only under its hashed id for a feed that
 * exists, and the only booking that changes in place. Each deny beside the allow it would otherwise pass.
 */
let env: RulesTestEnvironment;
type Data = Record<string, unknown>;

const BLOCK_ID = 'imp-0123456789abcdef';
const start = Timestamp.fromDate(new Date('2031-03-04T06:00:00Z'));
const end = Timestamp.fromDate(new Date('2031-03-04T09:00:00Z'));

const feed = (changes: Data = {}): Data => ({
  yachtId: 'azure-pearl',
  label: 'GetMyBoat',
  url: 'https://calendar.example.com/feed.ics',
  createdAt: serverTimestamp(),
  lastAttemptAt: null,
  lastSuccessAt: null,
  lastError: null,
  blockCount: 0,
  etag: null,
  lastModified: null,
  ...changes,
});

const imported = (changes: Data = {}): Data => ({
  kind: 'block',
  yachtId: 'azure-pearl',
  start,
  end,
  enquiryId: null,
  reference: null,
  blockKind: 'imported',
  reason: 'Sold on GetMyBoat',
  summary: 'Booking #4411 - Ahmed',
  source: { feedId: 'f1', uid: 'gmb-4411@getmyboat.com', recurrenceId: null },
  allDay: false,
  createdAt: serverTimestamp(),
  ...changes,
});

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'importFeeds/f1'), { ...feed(), createdAt: Timestamp.now() });
    await setDoc(doc(db, 'importFeeds/f2'), { ...feed({ label: 'Crew' }), createdAt: Timestamp.now() });
    await setDoc(doc(db, `bookings/${BLOCK_ID}`), { ...imported(), createdAt: Timestamp.now() });
    await setDoc(doc(db, 'bookings/m1'), {
      ...imported({ blockKind: 'maintenance', reason: 'Engine' }),
      summary: null,
      createdAt: Timestamp.now(),
    });
  });
});

const admin = () => firestoreOf(people(env).admin);
const others = () => [people(env).visitor, people(env).member, people(env).notQuiteAdmin].map(firestoreOf);

describe('imported feeds', () => {
  it('are read, added, synced and removed by the admin only', async () => {
    for (const db of others()) {
      await assertFails(getDoc(doc(db, 'importFeeds/f1')));
      await assertFails(getDocs(collection(db, 'importFeeds')));
      await assertFails(setDoc(doc(db, 'importFeeds/f9'), feed()));
      await assertFails(updateDoc(doc(db, 'importFeeds/f1'), { blockCount: 3 }));
      await assertFails(deleteDoc(doc(db, 'importFeeds/f1')));
    }
    await assertSucceeds(getDocs(collection(admin(), 'importFeeds')));
    await assertSucceeds(setDoc(doc(admin(), 'importFeeds/f9'), feed({ url: '' })));
    await assertSucceeds(
      updateDoc(doc(admin(), 'importFeeds/f1'), {
        lastAttemptAt: Timestamp.now(),
        lastError: { code: 'http-status', message: 'The feed answered 404.' },
        blockCount: 12,
        etag: '"v2"',
      }),
    );
    await assertSucceeds(deleteDoc(doc(admin(), 'importFeeds/f1')));
  });

  it.each([
    ['an http address', feed({ url: 'http://calendar.example.com/feed.ics' })],
    ['a javascript: address', feed({ url: 'javascript:alert(1)' })],
    ['no label', feed({ label: '' })],
    ['a 61-character label', feed({ label: 'x'.repeat(61) })],
    ['an unknown key', feed({ password: 'secret' })],
    ['a createdAt from the client clock', feed({ createdAt: Timestamp.now() })],
    ['an error without its words', feed({ lastError: { code: 'timeout' } })],
  ])('refuses a feed with %s', async (_, data) => {
    await assertFails(setDoc(doc(admin(), 'importFeeds/f3'), data));
  });

  it('keeps a feed on its yacht and its creation time', async () => {
    await assertFails(updateDoc(doc(admin(), 'importFeeds/f1'), { yachtId: 'marina-star' }));
    await assertFails(updateDoc(doc(admin(), 'importFeeds/f1'), { createdAt: Timestamp.now() }));
  });
});

describe('imported blocks', () => {
  it('are made by the admin under their hashed id for a feed that exists, and by nobody else', async () => {
    for (const db of others()) {
      await assertFails(setDoc(doc(db, 'bookings/imp-00000000000000aa'), imported()));
    }
    await assertSucceeds(setDoc(doc(admin(), 'bookings/imp-00000000000000aa'), imported()));
    await assertSucceeds(setDoc(doc(admin(), 'bookings/imp-00000000000000bb-1'), imported({ allDay: true })));
    await assertFails(setDoc(doc(admin(), 'bookings/free-id-000000000001'), imported()));
    await assertFails(
      setDoc(
        doc(admin(), 'bookings/imp-00000000000000cc'),
        imported({ source: { feedId: 'gone', uid: 'x', recurrenceId: null } }),
      ),
    );
  });

  it.each([
    ['a 301-character summary', imported({ summary: 'x'.repeat(301) })],
    ['no source', imported({ source: null })],
    [
      'a source with an extra key',
      imported({ source: { feedId: 'f1', uid: 'u', recurrenceId: null, x: 1 } }),
    ],
    ['all day as text', imported({ allDay: 'yes' })],
    ['an enquiry', imported({ enquiryId: 'MLY-7K2Q9P' })],
  ])('refuses an imported block with %s', async (_, data) => {
    await assertFails(setDoc(doc(admin(), 'bookings/imp-00000000000000dd'), data));
  });

  it('refuses a summary or source on the operator’s own blocks', async () => {
    const own = imported({ blockKind: 'private', reason: 'Owner' });
    const plain = Object.fromEntries(
      Object.entries(own).filter(([key]) => !['summary', 'source', 'allDay'].includes(key)),
    );
    await assertSucceeds(setDoc(doc(admin(), 'bookings/own-1'), plain));
    await assertFails(setDoc(doc(admin(), 'bookings/own-2'), own));
  });

  it('lets a sync move an imported block in place, and nothing else change', async () => {
    const later = Timestamp.fromDate(new Date('2031-03-04T10:00:00Z'));
    await assertSucceeds(setDoc(doc(admin(), `bookings/${BLOCK_ID}`), imported({ end: later })));
    await assertFails(
      setDoc(
        doc(admin(), `bookings/${BLOCK_ID}`),
        imported({ source: { feedId: 'f2', uid: 'u', recurrenceId: null } }),
      ),
    );
    await assertFails(setDoc(doc(admin(), `bookings/${BLOCK_ID}`), imported({ blockKind: 'maintenance' })));
    await assertFails(
      setDoc(doc(firestoreOf(people(env).member), `bookings/${BLOCK_ID}`), imported({ end: later })),
    );
    await assertFails(updateDoc(doc(admin(), 'bookings/m1'), { end: later }));
  });
});

describe('yacht feeds of busy times', () => {
  const secret = 'A'.repeat(43);
  const feed = (changes: Data = {}): Data => ({ secret, rotatedAt: serverTimestamp(), ...changes });

  it('are read and rotated by the admin only', async () => {
    for (const db of others()) {
      await assertFails(setDoc(doc(db, 'yachtFeeds/azure-pearl'), feed()));
      await assertFails(getDoc(doc(db, 'yachtFeeds/azure-pearl')));
      await assertFails(getDocs(collection(db, 'yachtFeeds')));
    }
    await assertSucceeds(setDoc(doc(admin(), 'yachtFeeds/azure-pearl'), feed()));
    await assertSucceeds(setDoc(doc(admin(), 'yachtFeeds/azure-pearl'), feed({ secret: 'B'.repeat(43) })));
    await assertSucceeds(getDoc(doc(admin(), 'yachtFeeds/azure-pearl')));
  });

  it.each([
    ['a short secret', feed({ secret: 'A'.repeat(42) })],
    ['a secret with a space', feed({ secret: `${'A'.repeat(42)} ` })],
    ['a rotation time from the client clock', feed({ rotatedAt: Timestamp.now() })],
    ['another key', feed({ yachtName: 'Azure Pearl' })],
  ])('refuses a feed with %s', async (_, data) => {
    await assertFails(setDoc(doc(admin(), 'yachtFeeds/azure-pearl'), data));
  });
});
