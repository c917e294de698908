// The demo's activity (fixtures/activity.ts) put into a database being seeded (src/backend/demo/db.ts): loaded only
// then, never on a visitor's first page.
import { demoActivityAt } from '../../../fixtures/activity';
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
  await Promise.all([
    ...activity.enquiries.map((enquiry) => tx.objectStore('enquiries').put(enquiry)),
    ...activity.bookings.map((booking) => tx.objectStore('bookings').put(booking)),
    ...activity.notes.map((note) => tx.objectStore('notes').put(note)),
  ]);
  return activity.enquiries.length;
}
