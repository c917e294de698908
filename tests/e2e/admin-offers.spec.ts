import { readFile } from 'node:fs/promises';
import { DATED, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { signIn } from './support/admin-helpers';
import { callbackToTheInbox } from './support/callback-journey';
import { createAndDeleteOffer } from './support/offer-journey';

/** `YYYY-MM-DDTHH:MM` on the browser's clock face (in `timeZone`; the machine's where unset), `hours` from `now`. */
const localInput = (now: number, hours: number, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    .format(now + hours * 3_600_000)
    .replace(' ', 'T');

test(
  'create an offer → it is in the public panel with its features; delete it → gone',
  { tag: DATED },
  async ({ page, now, timezoneId }) => {
    test.setTimeout(60_000);
    await createAndDeleteOffer(page, {
      signIn,
      start: localInput(now, -1, timezoneId),
      end: localInput(now, 48, timezoneId),
      features: { typed: ' Canapés , ,Live DJ,  3 hours ', shown: ['Canapés', 'Live DJ', '3 hours'] },
      checks: {
        opened: async () => {
          await expect(page.getByRole('list', { name: 'Offers' }).getByText('running').first()).toBeVisible();
          // End before start is refused.
          await page.getByLabel('Name *', { exact: true }).fill('Harbour Lights');
          await page.getByLabel('Start', { exact: true }).fill(localInput(now, 2, timezoneId));
          await page.getByLabel('End', { exact: true }).fill(localInput(now, 1, timezoneId));
          await page.getByRole('button', { name: 'Add offer' }).click();
          await expect(page.getByText('The end must be after the start.')).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        },
        chosen: async () => {
          await expect(page.getByText('Pending')).toBeVisible();
        },
        // Gone from the public panel too.
        deleted: async () => {
          await page.getByRole('link', { name: 'View the site' }).click();
          await page.getByRole('button', { name: 'View Offers' }).click();
          await expect(page.getByRole('list', { name: 'Offers' }).first()).toBeVisible();
          await expect(page.getByText('Harbour Lights')).toHaveCount(0);
        },
      },
    });
  },
);

test('a call-back request arrives in the inbox, can be marked contacted and exported as CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await callbackToTheInbox(page, {
    signIn,
    request: {
      name: 'Noura Test',
      phone: '050 765 4321',
      preferredTime: '18:30',
      message: 'Birthday, "sunset" trip',
    },
    tel: '+971507654321',
    checks: {
      found: async (item) => {
        await expect(item).toContainText('Preferred time: 18:30');
        await expect(item).toContainText('Birthday, "sunset" trip');
        await expectNoSeriousA11yViolations(page);

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = await readFile(await file.path(), 'utf8');
        expect(csv).toMatch(
          /,"MLY-\w{6}","callback","Noura Test","'\+971507654321","18:30","Birthday, ""sunset"" trip",("",){6}"new","en",""\r\n/,
        );
      },
    },
  });
});
