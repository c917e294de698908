// The demo's activity (fixtures/activity.ts) put into a database being seeded (src/backend/demo/db.ts): loaded only
// then, never on a visitor's first page.
import { demoActivityAt } from '../../../fixtures/activity';
import { demoChartersAt } from '../../../fixtures/activity-charters';
import { demoLedgerAt } from '../../../fixtures/activity-ledger';
import { DEFAULT_BALANCE_DUE_HOURS } from '../../domain/charter/cancellation-policy';
import { guestListPageOf } from '../../domain/charter/charter-page';
import { newCharterToken } from '../charter-checks';
import { addOnFixtures, bookingSettingsFixture } from '../../../fixtures/booking';
import { DEMO_OPERATOR } from '../../config/demo';
import type { Yacht } from '../../domain/yacht';
import type { SeedTransaction } from './schema';

/**
 * Adds the activity relative to `now` (Dubai's today) for `fleet`, or the stored yachts when not given (an older
 * seed's database, whose fleet the operator may have changed), with the fixtures' settings and add-ons the seed
 * stores. Nothing is added to a database that has enquiries or bookings already: the operator's own work is never
 * mixed with made-up work, and a second seed never doubles it. Resolves with how many enquiries were added.
 */
export async function seedActivity(
  tx: SeedTransaction,
  now: Date,
  fleet: readonly Yacht[] | undefined,
): Promise<number> {
  const [enquiries, bookings] = await Promise.all([
    tx.objectStore('enquiries').count(),
    tx.objectStore('bookings').count(),
  ]);
  if (enquiries > 0 || bookings > 0) return 0;
  const yachts = fleet ?? (await tx.objectStore('products').getAll());
  const activity = demoActivityAt(now, {
    yachts,
    settings: bookingSettingsFixture,
    addOns: addOnFixtures,
    operatorEmail: DEMO_OPERATOR.email,
  });
  // The charters' money as the operator recorded it: deposits, and balances paid or still due.
  const ledger = demoLedgerAt(
    now,
    activity.enquiries,
    DEMO_OPERATOR.email,
    bookingSettingsFixture.balanceDueHours ?? DEFAULT_BALANCE_DUE_HOURS,
    bookingSettingsFixture,
  );
  const withMoney = activity.enquiries.map((enquiry) => {
    const money = ledger.money.get(enquiry.id);
    return money ? { ...enquiry, money } : enquiry;
  });
  // The confirmed charters' pages and guest lists, some lists partly filled (the guests added from their phones).
  const charters = demoChartersAt(now, withMoney, yachts, bookingSettingsFixture, newCharterToken);
  // Each page with its invoices, as the ledger issued them.
  const enquiryOf = new Map([...charters.links].map(([enquiryId, link]) => [link.token, enquiryId]));
  const pages = charters.pages.map((page) => {
    const documents = ledger.documents.filter((document) => document.enquiryId === enquiryOf.get(page.token));
    return documents.length > 0 ? { ...page, documents } : page;
  });
  await Promise.all([
    ...withMoney.map((enquiry) => {
      const charter = charters.links.get(enquiry.id);
      return tx.objectStore('enquiries').put(charter ? { ...enquiry, charter } : enquiry);
    }),
    ...pages.flatMap((page) => [
      tx.objectStore('charters').put(page),
      tx.objectStore('guestLists').put(guestListPageOf(page)),
    ]),
    ...charters.guests.map((guest) =>
      tx.objectStore('guests').put({ ...guest, key: `${guest.guestToken}/${guest.slot}`, device: 'seed' }),
    ),
    ...activity.bookings.map((booking) => tx.objectStore('bookings').put(booking)),
    ...activity.notes.map((note) => tx.objectStore('notes').put(note)),
    ...ledger.entries.map((entry) => tx.objectStore('ledger').put(entry)),
    ...ledger.documents.map((document) => tx.objectStore('documents').put(document)),
    tx.objectStore('meta').put(String(ledger.documents.length), 'counter:invoice'),
  ]);
  return activity.enquiries.length;
}
