import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { addDays, dubaiToday, weekdayOf } from '../../src/domain/booking/dubai-time';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { authAccounts, emulatorEnv } from '../emulators/emulator-env';
import {
  deleteApps,
  functionsEmulators,
  ownerFirestore,
  siteBackend,
  type FunctionsEmulators,
} from './functions-env';
import { startInbox, type Inbox } from './smtp-inbox';

/**
 * The trigger as deployed, on the Functions emulator: an enquiry stored by createEnquiry emails the operator at
 * the mail server this test starts (scripts/with-emulators.mjs gives the functions its port, TEST_SMTP_PORT), and
 * the admin reads the record of it and can still move the enquiry on (the rules let the server's field be).
 */
const ADMIN = { email: 'operator@marina.test', password: 'operator-password' };
const ARABIC = 'ليلى حداد';

let emulators: FunctionsEmulators;
let owner: ReturnType<typeof ownerFirestore>;
let visitor: Backend;
let inbox: Inbox;

const callBack = (name: string): EnquiryInput => ({
  channel: 'callback',
  name,
  phone: '+971501234567',
  preferredTime: '18:30',
  message: '<b>Sunset</b> please',
  language: 'ar',
  campaign: {},
  quote: null,
});

/** The stored enquiry's `notification`, once the trigger has recorded one that is not `sending`. */
async function settledNotification(reference: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const stored = (await owner.get(`enquiries/${reference}`)) as {
      notification?: { status: string; error?: string };
    };
    if (stored.notification && stored.notification.status !== 'sending') return stored.notification;
    if (Date.now() > deadline) throw new Error(`No notification recorded on ${reference} within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  emulators = functionsEmulators();
  const port = Number(process.env.TEST_SMTP_PORT);
  if (!port) throw new Error('No TEST_SMTP_PORT: run these tests with `npm run test:functions`.');
  owner = ownerFirestore(emulators);
  inbox = await startInbox({ port });
  visitor = await siteBackend(emulators);
  const accounts = authAccounts(emulatorEnv(['auth', 'firestore']));
  await accounts.clear();
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
});
afterAll(async () => {
  await inbox?.close();
  await deleteApps();
});
beforeEach(async () => {
  await owner.clear();
});

describe('notifyOperatorOfEnquiry (Functions emulator)', () => {
  it('emails the operator each new enquiry, records it sent, and the admin reads and moves it on', async () => {
    await owner.set('products/pearl', { name: 'Ocean Pearl', price: 1000, capacity: 12 });
    // A weekday ten days or more ahead (as in create-enquiry.test.ts): bookable, at the weekday rate.
    let date = addDays(dubaiToday(Date.now()), 10);
    while ([0, 5, 6].includes(weekdayOf(date))) date = addDays(date, 1);
    const charter = await visitor.enquiries.create({
      ...callBack('Omar'),
      channel: 'whatsapp',
      quote: {
        selection: { yachtId: 'pearl', date, startMinute: 10 * 60, hours: 3, guests: 4, addOnIds: [] },
        yachtName: 'Forged',
        // The browser's quote, forged (well formed, at one fils an hour): the server prices it again.
        lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 1, quantity: 3, amountFils: 3 }],
        subtotalFils: 3,
        vatMode: 'included',
        vatFils: 0,
        totalFils: 3,
        depositFils: 1,
      },
    });
    const request = await visitor.enquiries.create(callBack(ARABIC));

    const mailOf = async (reference: string) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const mail = inbox.mails.find((candidate) => candidate.subject?.includes(reference));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No email about ${reference} within 30 s.`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const charterMail = await mailOf(charter.reference);
    expect(charterMail.subject).toMatch(new RegExp(`^New enquiry ${charter.reference}: Ocean Pearl, `));
    expect(charterMail.to).toMatchObject({ text: 'operator@marina.test' });
    // The server's price, not the browser's forged one.
    expect(charterMail.text).toContain('Total: AED\u00a03,000');
    expect(charterMail.text).toContain(`http://site.test/admin/enquiries/${charter.reference}`);
    const requestMail = await mailOf(request.reference);
    expect(requestMail.subject).toBe(`Call-back request ${request.reference}: ${ARABIC}`);
    expect(String(requestMail.html)).toContain(`<bdi dir="auto">${ARABIC}</bdi>`);
    expect(String(requestMail.html)).toContain('&lt;b&gt;Sunset&lt;/b&gt; please');
    expect(await settledNotification(request.reference)).toMatchObject({ status: 'sent' });
    expect(inbox.mails.filter((mail) => mail.subject?.includes(request.reference))).toHaveLength(1);

    const admin = await siteBackend(emulators, false);
    await admin.auth.signIn(ADMIN.email, ADMIN.password);
    expect((await admin.enquiries.get(request.id))?.notification).toMatchObject({ status: 'sent' });
    await admin.enquiries.setStatus(request.id, 'contacted');
    expect(await owner.get(`enquiries/${request.reference}`)).toMatchObject({
      status: 'contacted',
      notification: { status: 'sent' },
    });
  });

  it('records a refused email on the enquiry, which the admin sees, and keeps the enquiry', async () => {
    await inbox.close();
    inbox = await startInbox({ port: inbox.port, refuse: true });
    const request = await visitor.enquiries.create(callBack('Sam'));
    const notification = await settledNotification(request.reference);
    expect(notification).toMatchObject({ status: 'failed', error: expect.stringMatching(/550/) });
    expect(await owner.get(`enquiries/${request.reference}`)).toMatchObject({
      name: 'Sam',
      status: 'new',
      message: '<b>Sunset</b> please',
    });
    const admin = await siteBackend(emulators, false);
    await admin.auth.signIn(ADMIN.email, ADMIN.password);
    expect((await admin.enquiries.get(request.id))?.notification).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/550/),
    });
  });
});
