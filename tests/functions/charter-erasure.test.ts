import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eraseDueIds } from '../../functions/src/charter-erasure';
import { guestListData } from '../../src/backend/firebase/charter-converters';
import { charterSpan, type GuestListPage } from '../../src/domain/charter';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/domain/booking/settings';
import { functionsEmulators } from './functions-env';

/**
 * The daily erasure of guests' ID numbers (docs/decisions/0043-charter-page.md), its handler run on the Firestore
 * emulator: due lists lose their numbers (not their names), the erasure is recorded on the enquiry, and nothing else
 * is touched.
 */
let app: App;
let db: Firestore;
const DAY = 86_400_000;

function list(reference: string, guestToken: string, date: string): GuestListPage {
  return {
    guestToken,
    reference,
    language: 'en',
    status: 'active',
    yachtName: 'Azure Pearl',
    selection: { yachtId: 'azure-pearl', date, startMinute: 600, hours: 3, guests: 4, addOnIds: [] },
    berth: null,
    booked: 4,
    cutoffHours: 24,
  };
}

async function given(reference: string, guestToken: string, date: string, numbers: string[]) {
  await db
    .doc(`enquiries/${reference}`)
    .set({ reference, status: 'completed', charter: { token: 'P'.repeat(22), guestToken } });
  await db.doc(`guestLists/${guestToken}`).set(guestListData(list(reference, guestToken, date)));
  for (const [index, idNumber] of numbers.entries()) {
    const slot = String(index + 1);
    await db
      .doc(`guestLists/${guestToken}/guests/${slot}`)
      .set({ fullName: `Guest ${slot}`, uid: 'u', addedAt: Timestamp.now() });
    await db
      .doc(`guestLists/${guestToken}/ids/${slot}`)
      .set({ nationality: 'GB', idType: 'passport', idNumber, uid: 'u' });
  }
}

const numbers = async (guestToken: string) =>
  (await db.collection(`guestLists/${guestToken}/ids`).get()).docs
    .map((id) => id.get('idNumber') as string)
    .sort();
const names = async (guestToken: string) =>
  (await db.collection(`guestLists/${guestToken}/guests`).get()).docs.map(
    (guest) => guest.get('fullName') as string,
  );

beforeAll(() => {
  functionsEmulators(); // stops with how to run these tests when the emulators are not there
  app = initializeApp({ projectId: 'demo-charter-erasure' }, 'charter-erasure');
  db = getFirestore(app);
});
beforeEach(async () => {
  for (const name of ['enquiries', 'guestLists', 'settings']) await db.recursiveDelete(db.collection(name));
});
afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('eraseDueIds', () => {
  const now = charterSpan({ date: '2031-05-01', startMinute: 0, hours: 1 }).start;
  const OLD = 'O'.repeat(22);
  const RECENT = 'R'.repeat(22);

  it('erases the numbers of charters ended over 30 days ago, keeps the names, and records it once', async () => {
    await given('MLY-OLDCHA', OLD, '2031-03-30', ['N1234567', 'P7654321', '']);
    await given('MLY-NEWCHA', RECENT, '2031-04-05', ['X1234567']);
    expect(await eraseDueIds(db, now)).toEqual({ references: ['MLY-OLDCHA'], erased: 2 });
    expect(await numbers(OLD)).toEqual(['', '', '']);
    expect(await names(OLD)).toHaveLength(3);
    expect(await numbers(RECENT)).toEqual(['X1234567']);
    const charter = (await db.doc('enquiries/MLY-OLDCHA').get()).get('charter') as Record<string, unknown>;
    expect(charter).toMatchObject({ token: 'P'.repeat(22), guestToken: OLD, idsErasedCount: 2 });
    expect(charter.idsErasedAt).toBeInstanceOf(Timestamp);
    // Nothing left to erase: the next day's run changes nothing.
    expect(await eraseDueIds(db, now + DAY)).toEqual({ references: [], erased: 0 });
  });

  it('keeps them for as many days as the booking settings say', async () => {
    await db.doc('settings/booking').set({ ...DEFAULT_BOOKING_SETTINGS, idRetentionDays: 60 });
    await given('MLY-OLDCHA', OLD, '2031-03-30', ['N1234567']);
    expect(await eraseDueIds(db, now)).toEqual({ references: [], erased: 0 });
    expect(await eraseDueIds(db, now + 31 * DAY)).toEqual({ references: ['MLY-OLDCHA'], erased: 1 });
  });
});
