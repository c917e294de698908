import { signIn } from './support/admin-helpers';
import { storeDemoEnquiries } from './support/demo-db';
import { test } from './support/fixtures';
import {
  expectAdminWorksBesidePoison,
  POISONED,
  poisonedAt,
  poisonedEnquiry,
} from './support/unreadable-helpers';

test('enquiries with impossible dates sit in the demo’s pipeline; the dashboard and the pipeline still work, and each is deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await storeDemoEnquiries(
    page,
    POISONED.map((poison, index) => ({
      id: poison.reference,
      ...poisonedEnquiry(poison, poisonedAt(index).toISOString()),
    })),
  );
  await expectAdminWorksBesidePoison(page);
});
