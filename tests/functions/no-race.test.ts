import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { addDays, dubaiToday, weekdayOf } from '../../src/domain/booking/dubai-time';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { deleteApp as deleteAdminApp, getApps as adminApps } from 'firebase-admin/app';
import { firestore } from '../../functions/src/admin';
import { handleCreateEnquiry } from '../../functions/src/enquiry-handler';
import { firestoreEnquiryStore } from '../../functions/src/enquiry-store';
import { authAccounts, emulatorEnv } from '../emulators/emulator-env';
import {
  callFunction,
  deleteApps,
  functionsEmulators,
  ownerFirestore,
  siteBackend,
  type FunctionsEmulators,
} from './functions-env';

/**
 * One slot, many at once, with Functions on: every visitor's enquiry for a free slot is stored (an enquiry books
 * nothing), of the operator's simultaneous Confirms exactly one books it, and from then on createEnquiry refuses
 * the slot, re-reading the busy days in the transaction that would store the enquiry.
 */
/** One account per run: the Auth emulator keeps its accounts between the files of one run. */
const ADMIN = { email: `race-operator-${Date.now()}@marina.test`, password: 'race-operator-1' };
const ATTEMPTS = 20;
let emulators: FunctionsEmulators;
let owner: ReturnType<typeof ownerFirestore>;
let backend: Backend;

/** A weekday ten days or more ahead: inside the booking horizon, past the lead time, at the weekday rate. */
function weekdayAhead(): string {
  let date = addDays(dubaiToday(Date.now()), 10);
  while ([0, 5, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}
const DAY = weekdayAhead();

/** A WhatsApp enquiry for the one slot: Ocean Pearl, 10:00–13:00 Dubai time, no phone (no phone counter). */
const enquiry = (): EnquiryInput => ({
  channel: 'whatsapp',
  name: '',
  phone: '',
  preferredTime: '',
  message: '',
  language: 'en',
  campaign: {},
  quote: {
    selection: { yachtId: 'pearl', date: DAY, startMinute: 10 * 60, hours: 3, guests: 6, addOnIds: [] },
    yachtName: 'Ocean Pearl',
    lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 1, quantity: 3, amountFils: 3 }],
    subtotalFils: 3,
    vatMode: 'included',
    vatFils: 0,
    totalFils: 3,
    depositFils: 0,
  },
});

/** createEnquiry as a visitor's browser calls it, each from its own address (one IP's allowance is 10 an hour). */
const createFrom = (address: number) =>
  callFunction(emulators, FUNCTION_NAMES.createEnquiry, enquiry(), {
    'x-forwarded-for': `203.0.113.${address}`,
  });

const CLASH = /^This time clashes with another booking of the yacht, .*10:00–13:00 Dubai time/;

beforeAll(async () => {
  emulators = functionsEmulators();
  owner = ownerFirestore(emulators);
  const accounts = authAccounts(emulatorEnv(['auth', 'firestore']));
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
  backend = await siteBackend(emulators);
});
afterAll(async () => {
  await deleteApps();
  await Promise.all(adminApps().map((app) => deleteAdminApp(app)));
});

beforeEach(async () => {
  await owner.clear();
  await owner.set('products/pearl', { name: 'Ocean Pearl', price: 1000, capacity: 12 });
});
afterEach(() => backend.auth.signOut());

describe('one slot, many at once (Functions emulator)', () => {
  it('stores 20 simultaneous enquiries for a free slot, books it for exactly one of 20 Confirms, then refuses it', async () => {
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => createFrom(index + 1)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(ATTEMPTS).fill(200));
    const references = answers.map((answer) => (answer.body.result as { reference: string }).reference);
    expect(new Set(references).size).toBe(ATTEMPTS);
    expect(await owner.list('bookings')).toEqual([]);

    await backend.auth.signIn(ADMIN.email, ADMIN.password);
    const started = Date.now();
    const results = await Promise.allSettled(references.map((id) => backend.enquiries.confirm(id)));
    console.info(`${ATTEMPTS} simultaneous Confirms of one slot: ${Date.now() - started} ms`);
    const winner = references.filter((_, index) => results[index].status === 'fulfilled');
    expect(winner).toHaveLength(1);
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(lost).toHaveLength(ATTEMPTS - 1);
    for (const reason of lost) {
      expect(reason).toMatchObject({ code: 'conflict' });
      expect((reason as Error).message).toMatch(
        new RegExp(`^This time clashes with booking ${winner[0]}, .*10:00–13:00 Dubai time`),
      );
    }
    const bookings = await owner.list('bookings');
    expect(bookings.map((booking) => booking.data)).toEqual([
      expect.objectContaining({ kind: 'booking', enquiryId: winner[0], reference: winner[0] }),
    ]);
    const day = (await owner.get(`yachtDays/pearl_${DAY}`)) as { intervals: unknown[] };
    expect(day.intervals).toHaveLength(1);
    const enquiries = await owner.list('enquiries');
    expect(enquiries.filter((stored) => stored.data.status === 'confirmed')).toHaveLength(1);

    // Booked now: a visitor's new enquiry for the slot is refused, told when it is busy but not whose it is.
    await backend.auth.signOut();
    const refused = await createFrom(ATTEMPTS + 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: expect.stringMatching(CLASH),
    });
    expect(JSON.stringify(refused.body)).not.toContain(winner[0]);
    await expect(backend.enquiries.create(enquiry())).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(CLASH),
    });
    expect(await owner.list('enquiries')).toHaveLength(ATTEMPTS);
  }, 120_000);

  it('refuses a slot booked after its first check: the busy days are read again where the enquiry is stored', async () => {
    await owner.set(`yachtDays/pearl_${DAY}`, {
      yachtId: 'pearl',
      date: DAY,
      intervals: [
        { id: 'meanwhile', start: new Date(`${DAY}T07:00:00Z`), end: new Date(`${DAY}T09:00:00Z`) },
      ],
    });
    // The race made certain rather than left to timing: a Confirm lands between createEnquiry's first check and the
    // store. (A live race proves nothing on the emulator: there, under contention, an enquiry's transaction that had
    // read the busy day before a Confirm wrote it was seen to commit 11 s later without being run again, which
    // Firestore itself does not allow.)
    const now = Date.now();
    // The first check's read as it was before the Confirm, when the slot looked free (and no limits: not tested here).
    const store = {
      ...firestoreEnquiryStore(firestore(), now),
      busy: () => Promise.resolve([]),
      takeToken: () => Promise.resolve(true),
      countTowardCeiling: () => Promise.resolve(true),
    };
    const context = {
      now,
      ip: '203.0.113.250',
      appVerified: false,
      appCheckRequired: false,
      siteEnquiriesPerHour: 200,
    };
    await expect(handleCreateEnquiry(enquiry(), context, store)).rejects.toMatchObject({
      code: 'already-exists',
      message: expect.stringMatching(
        /^This time clashes with another booking of the yacht, .*11:00–13:00 Dubai time/,
      ),
    });
    expect(await owner.list('enquiries')).toEqual([]);
  });
});
