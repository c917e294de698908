import { Timestamp } from 'firebase-admin/firestore';
import { dubaiToday } from '../../src/domain/booking/dubai-time';
import { dashboardRecords, tonightSlot } from '../e2e/support/dashboard-helpers';
import { workTheDashboard } from '../e2e/support/dashboard-journey';
import { figure } from '../e2e/support/period-figures-helpers';
import {
  expectAdminWorksBesidePoison,
  POISONED,
  poisonedAt,
  poisonedEnquiry,
} from '../e2e/support/unreadable-helpers';
import { firestore } from './support/emulators';
import { DATED, expect, signInAsOperator, test } from './support/fixtures';

// The operator's browser is in New York: the dashboard must still show Dubai's today and Dubai times.
test.use({ timezoneId: 'America/New_York' });
// One after the other: the poisoned enquiries below would be the oldest new ones in the other test's queue.
test.describe.configure({ mode: 'serial' });

test(
  'the operator lands on the dashboard of the Firebase build, books tonight’s charter, and works the queue',
  { tag: DATED },
  async ({ page, now }) => {
    test.setTimeout(90_000);
    const today = dubaiToday(now);
    const records = dashboardRecords(today, now);
    // A seeded database may have booked the test's slot tonight: it is freed (the booking and its busy day).
    const slot = tonightSlot(today);
    const booked = await firestore().collection('bookings').where('yachtId', '==', slot.yachtId).get();
    for (const booking of booked.docs) {
      const { start, end } = booking.data() as { start: Timestamp; end: Timestamp };
      if (start.toMillis() < slot.end && end.toMillis() > slot.start) await booking.ref.delete();
    }
    await firestore().doc(`yachtDays/${slot.yachtId}_${today}`).delete();
    // Stored as the site stores them: under the reference, with a server timestamp and the name's search key.
    for (const { id, createdAt, ...record } of records.all) {
      await firestore()
        .collection('enquiries')
        .doc(id)
        .set({
          ...record,
          nameKey: record.name.toLowerCase(),
          createdAt: Timestamp.fromDate(new Date(createdAt)),
        });
    }
    await signInAsOperator(page);
    await expect(page.getByRole('region', { name: /^Today/ })).toBeVisible();

    await workTheDashboard(page, records, today);
    expect((await firestore().doc(`enquiries/${records.oldest.id}`).get()).get('status')).toBe('contacted');
    expect((await firestore().doc(`enquiries/${records.tonight.id}`).get()).get('status')).toBe('confirmed');

    // The period figures read the month's enquiries from Firestore, and the month before's totals by an aggregation.
    const figures = page.getByRole('region', { name: 'Period figures' });
    await figures.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(figures.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(figure(page, 'Enquiries')).toHaveText(/^[1-9]\d*$/);
    expect(Number(await figure(page, 'Enquiries').textContent())).toBeGreaterThanOrEqual(records.all.length);
    await expect(figure(page, 'Confirmed bookings')).toHaveText(/^[1-9]\d*$/);
    await expect(figure(page, 'Confirmed revenue')).toContainText('AED');
    await expect(figures.getByText(/^Before: /).first()).toBeVisible();
  },
);

test('enquiries with impossible dates, written past the rules, sit in Firestore; the dashboard and the pipeline still work, and each is deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // As an older database may hold them (the rules now refuse such dates): written with the admin SDK.
  const refs = POISONED.map((poison) => firestore().collection('enquiries').doc(poison.reference));
  try {
    for (const [index, poison] of POISONED.entries()) {
      await refs[index].set(poisonedEnquiry(poison, Timestamp.fromDate(poisonedAt(index))));
    }
    await signInAsOperator(page);
    await expectAdminWorksBesidePoison(page);
    expect((await refs[0].get()).exists).toBe(false);
    expect((await refs[2].get()).exists).toBe(false);
  } finally {
    for (const ref of refs) await ref.delete();
  }
});
