import { charterPageJourney, confirmedCharter } from '../e2e/support/charter-journey';
import { firstVisitBytes, KB, kb } from '../e2e/support/first-visit-bytes';
import { PHONE_SCREEN } from '../e2e/support/fixtures';
import { charterSpan, guestListLocksAt, guestListPageOf, type CharterPage } from '../../src/domain/charter';
import { firestore } from './support/emulators';
import { DATED, expect, test } from './support/fixtures';

// A 412 px phone in Arabic, the device in London: whatever its clock says, the charter is in Dubai time.
test.use({ ...PHONE_SCREEN, timezoneId: 'Europe/London', locale: 'ar-AE' });

/**
 * The pages as the admin writes them when it confirms (src/backend/firebase/charter-converters.ts): plain data, the
 * guest list with its lock as a timestamp for the rules.
 */
async function storeCharter(charter: CharterPage) {
  const list = guestListPageOf(charter);
  const locksAt = new Date(guestListLocksAt(charterSpan(list.selection).start, list.cutoffHours));
  await firestore()
    .doc(`charters/${charter.token}`)
    .set(JSON.parse(JSON.stringify(charter)) as object);
  await firestore()
    .doc(`guestLists/${charter.guestToken}`)
    .set({ ...(JSON.parse(JSON.stringify(list)) as object), locksAt });
}

test(
  'the client opens their charter page in Arabic on a phone; two guests add themselves from their own phones (Firebase)',
  { tag: DATED },
  async ({ page, browser, now }) => {
    test.setTimeout(120_000);
    const charter = confirmedCharter(now);
    await storeCharter(charter);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await charterPageJourney(page, {
      charter,
      // Another phone: another browser, so another anonymous user.
      otherPhone: async () => {
        const context = await browser.newContext({
          ...PHONE_SCREEN,
          locale: 'ar-AE',
          timezoneId: 'Asia/Dubai',
        });
        const second = await context.newPage();
        await second.goto(`/ar/charter/${charter.guestToken}/guests`);
        return second;
      },
      checks: {
        twoAdded: async () => {
          // Stored as the rules want: the names the group sees, the numbers apart (the operator's only).
          const list = firestore().doc(`guestLists/${charter.guestToken}`);
          const names = (await list.collection('guests').get()).docs.map(
            (doc) => doc.get('fullName') as string,
          );
          expect(names.sort()).toEqual(['ليلى حداد', 'Дмитрий Соколов'].sort());
          const ids = (await list.collection('ids').get()).docs.map((doc) => doc.get('idNumber') as string);
          expect(ids.sort()).toEqual(['751234567', '784-1990-1234567-6']);
        },
      },
    });
    // The guests' phones never download the Firebase SDK: one document read and the REST writes.
    expect(
      requests.filter((url) => /firebase[^/]*\.js|firestore[^/]*\.js/.test(new URL(url).pathname)),
    ).toEqual([]);
  },
);

test('an address the operator replaced leads nowhere (Firebase)', async ({ page }) => {
  await page.goto('/ar/charter/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'صفحة الرحلة هذه غير متاحة' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

/**
 * A first visit to the client's page and the guest list's page on a phone: within 130 KB of JavaScript (their own
 * entry, not the site's app), the pages' own code and the REST reads and writes small, and the Firebase SDK never
 * loaded.
 */
test(
  'the charter pages’ own code stays small and never brings the SDK (Firebase build)',
  { tag: DATED },
  async ({ page, now }) => {
    const charter = confirmedCharter(now);
    await storeCharter(charter);
    for (const path of [`/ar/charter/${charter.token}`, `/ar/charter/${charter.guestToken}/guests`]) {
      const { js, files } = await firstVisitBytes(page, path, {
        fonts: false,
        networkIdle: true,
        // The charter pages' own entry: shown once the page's heading is.
        started: async (opened) => {
          await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
        },
      });
      const own = files.filter((file) =>
        /\/(charter-page|charter|guest-list-page|rest-charters|charter-checks|charter-converters)-[\w-]+\.js$/.test(
          file.url,
        ),
      );
      const ownBytes = own.reduce((total, file) => total + file.gzip, 0);
      console.log(
        `${path.replace(/[\w-]{22}/, '…')} (Firebase): JS ${kb(js)} gzip in all, of which the pages' own ${kb(ownBytes)}:\n` +
          files.map((file) => `  ${kb(file.gzip)}  ${new URL(file.url).pathname}`).join('\n'),
      );
      expect(own.length).toBeGreaterThan(0);
      // The budget for the whole first visit on Firebase.
      expect(js, 'JavaScript, gzip bytes').toBeLessThanOrEqual(130 * KB);
      expect(files.filter((file) => /\/(firebase|firestore|index\.esm)[^/]*\.js$/.test(file.url))).toEqual(
        [],
      );
      // Not the site's app: its router, layout and catalogue refresh stay out.
      expect(files.filter((file) => /\/main-[\w-]+\.js$/.test(file.url))).toEqual([]);
    }
  },
);
