import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * A quote's hold on its slot (docs/decisions/0052-quote-holds.md): a block of kind 'hold' under an opaque id, lapsing
 * 1 to 168 hours ahead, written with its open enquiry's `holdId` and `heldUntil` (the same instant), by the admin
 * only. Each deny beside the allow it would otherwise pass.
 */
let env: RulesTestEnvironment;
type Data = Record<string, unknown>;

const OPEN = 'MLY-HQLD22';
const HOLD = 'Kq3vW9xZ2mN8pR4tY6uB';
const start = Timestamp.fromDate(new Date('2031-03-04T06:00:00Z'));
const end = Timestamp.fromDate(new Date('2031-03-04T09:00:00Z'));
const HOUR = 3_600_000;
const inHours = (hours: number) => Timestamp.fromMillis(Math.floor(Date.now() / 1000) * 1000 + hours * HOUR);

const hold = (expiresAt: Timestamp, changes: Data = {}): Data => ({
  kind: 'block',
  yachtId: 'azure-pearl',
  start,
  end,
  enquiryId: OPEN,
  reference: OPEN,
  blockKind: 'hold',
  reason: `Quote ${OPEN}`,
  expiresAt,
  createdAt: serverTimestamp(),
  ...changes,
});

const enquiry = (changes: Data = {}): Data => ({
  reference: OPEN,
  status: 'quoted',
  bookingId: null,
  createdAt: Timestamp.now(),
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
    await setDoc(doc(db, `enquiries/${OPEN}`), enquiry());
    await setDoc(
      doc(db, 'enquiries/MLY-BQQKED'),
      enquiry({ reference: 'MLY-BQQKED', status: 'confirmed', bookingId: 'b1' }),
    );
    await setDoc(doc(db, 'enquiries/MLY-LQST22'), enquiry({ reference: 'MLY-LQST22', status: 'lost' }));
  });
});

const admin = () => firestoreOf(people(env).admin);
const others = () => [people(env).visitor, people(env).member, people(env).notQuiteAdmin].map(firestoreOf);

/** The hold and its enquiry's `heldUntil` in one batch, as both backends write them. */
interface HoldVariant {
  id?: string;
  enquiryId?: string;
  data?: Data;
  heldUntil?: unknown;
  holdId?: string;
}

function holdBatch(db: Firestore, variant: HoldVariant = {}) {
  const { id = HOLD, enquiryId = OPEN, data = hold(inHours(24)) } = variant;
  const heldUntil = 'heldUntil' in variant ? variant.heldUntil : data.expiresAt;
  const holdId = variant.holdId ?? id;
  const batch = writeBatch(db);
  batch.set(doc(db, `bookings/${id}`), data);
  batch.update(doc(db, `enquiries/${enquiryId}`), { heldUntil, holdId });
  return batch.commit();
}

describe('holds', () => {
  it('are made and made again by the admin with the enquiry’s heldUntil, and by nobody else', async () => {
    for (const db of others()) await assertFails(holdBatch(db));
    await assertSucceeds(holdBatch(admin()));
    // Held again from now: the same document, a later expiry.
    await assertSucceeds(holdBatch(admin(), { data: hold(inHours(48)) }));
    await assertSucceeds(holdBatch(admin(), { data: hold(inHours(1)) }));
    await assertSucceeds(holdBatch(admin(), { data: hold(inHours(168)) }));
  });

  it.each([
    ['lapsing in half an hour', { data: hold(inHours(0.5)) }],
    ['lapsing in 169 hours', { data: hold(inHours(169)) }],
    ['another expiry than the enquiry’s', { heldUntil: inHours(25) }],
    ['under another id than its enquiry names', { id: 'Zz9OtherHoldId00001', holdId: HOLD }],
    ['whose enquiry names another hold', { holdId: 'Zz9OtherHoldId00001' }],
    ['a summary', { data: hold(inHours(24), { summary: 'x' }) }],
    ['no reason', { data: hold(inHours(24), { reason: '' }) }],
    [
      'an expiry that is not a time',
      { data: hold(inHours(24), { expiresAt: 'tomorrow' }), heldUntil: inHours(24) },
    ],
  ])('refuses a hold %s', async (_, variant) => {
    await assertFails(holdBatch(admin(), variant));
  });

  it('refuses a hold on a booked or lost enquiry, and one written without its enquiry', async () => {
    const booked = hold(inHours(24), { enquiryId: 'MLY-BQQKED', reference: 'MLY-BQQKED' });
    await assertFails(holdBatch(admin(), { enquiryId: 'MLY-BQQKED', data: booked }));
    const lost = hold(inHours(24), { enquiryId: 'MLY-LQST22', reference: 'MLY-LQST22' });
    await assertFails(holdBatch(admin(), { enquiryId: 'MLY-LQST22', data: lost }));
    await assertFails(setDoc(doc(admin(), `bookings/${HOLD}`), hold(inHours(24))));
    // Its enquiry cannot name a hold that is not there.
    await assertFails(updateDoc(doc(admin(), `enquiries/${OPEN}`), { heldUntil: inHours(24), holdId: HOLD }));
  });

  it('lets no other block or booking carry an expiry, nor a hold turn into a block', async () => {
    await assertSucceeds(holdBatch(admin()));
    const maintenance: Data = {
      ...hold(inHours(24), { blockKind: 'maintenance', enquiryId: null, reference: null }),
    };
    delete maintenance.expiresAt;
    await assertSucceeds(setDoc(doc(admin(), 'bookings/m1'), maintenance));
    await assertFails(setDoc(doc(admin(), 'bookings/m2'), { ...maintenance, expiresAt: inHours(24) }));
    const charter: Data = { ...hold(inHours(24), { kind: 'booking' }) };
    delete charter.expiresAt;
    delete charter.blockKind;
    delete charter.reason;
    await assertSucceeds(setDoc(doc(admin(), 'bookings/b2'), charter));
    await assertFails(setDoc(doc(admin(), 'bookings/b3'), { ...charter, expiresAt: inHours(24) }));
    await assertFails(setDoc(doc(admin(), `bookings/${HOLD}`), maintenance));
  });

  it('lets the enquiry’s hold be cleared (released, confirmed, lost), never set without its hold', async () => {
    await assertSucceeds(holdBatch(admin()));
    await assertFails(updateDoc(doc(admin(), `enquiries/${OPEN}`), { heldUntil: inHours(30) }));
    await assertFails(updateDoc(doc(admin(), `enquiries/${OPEN}`), { holdId: deleteField() }));
    await assertFails(
      updateDoc(doc(admin(), `enquiries/${OPEN}`), { status: 'contacted', heldUntil: inHours(26) }),
    );
    const released = { heldUntil: deleteField(), holdId: deleteField() };
    for (const db of others()) await assertFails(updateDoc(doc(db, `enquiries/${OPEN}`), released));
    await assertSucceeds(updateDoc(doc(admin(), `enquiries/${OPEN}`), { status: 'lost', ...released }));
  });
});
