import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueReminders, type ReminderDeps } from '../../functions/src/charter-reminders';
import { CLAIM_LEASE_MS, type SendMail } from '../../functions/src/notify-operator';
import { charterPageData } from '../../src/backend/firebase/charter-converters';
import { dubaiInstant } from '../../src/domain/booking/dubai-time';
import { charterPageFrom, type CharterPage } from '../../src/domain/charter';
import type { EnquiryQuote } from '../../src/domain/enquiry';
import { functionsEmulators } from './functions-env';

/**
 * The client's reminder emails (docs/decisions/0043-charter-page.md), the scheduled handler run on the Firestore
 * emulator: 24 hours and 2 hours before departure, in the client's language, to the operator's address for the client
 * (else the deposit's), each once even when two runs overlap, a failure recorded and tried again, nothing without
 * an address or a mail server.
 */
let app: App;
let db: Firestore;
const HOUR = 3_600_000;
const DATE = '2031-03-05';
const START = dubaiInstant(DATE, 18 * 60);
const ORIGIN = 'https://marina.example';

type Sent = Parameters<SendMail>[0];
let sent: Sent[];
let failNext: string | null;
const deps = (overrides: Partial<ReminderDeps> = {}): ReminderDeps => ({
  send: async (email) => {
    if (failNext) {
      const reason = failNext;
      failNext = null;
      throw new Error(reason);
    }
    sent.push(email);
  },
  from: 'bookings@marina.example',
  replyTo: 'operator@marina.example',
  siteOrigin: ORIGIN,
  ...overrides,
});

const quote: EnquiryQuote = {
  selection: { yachtId: 'azure-pearl', date: DATE, startMinute: 18 * 60, hours: 3, guests: 4, addOnIds: [] },
  yachtName: 'Azure Pearl',
  lines: [],
  subtotalFils: 135_000,
  vatMode: 'included',
  vatFils: 6_429,
  totalFils: 135_000,
  depositFils: 40_500,
};

/** A confirmed charter with its page, `added` guests on its list, and what the enquiry holds besides. */
async function given(reference: string, extra: Record<string, unknown>, language = 'ar', added = 1) {
  const token = reference.replace(/\W/g, '').padEnd(22, 'P');
  const guestToken = reference.replace(/\W/g, '').padEnd(22, 'G');
  const page: CharterPage = charterPageFrom({
    token,
    guestToken,
    enquiry: { reference, language, name: 'Layla', quote },
    yacht: {
      id: 'azure-pearl',
      name: 'Azure Pearl',
      images: [],
      complementary: '',
      berth: { name: 'Dubai Marina Yacht Club, pontoon C', mapUrl: 'https://maps.app.goo.gl/x', notes: '' },
    },
    settings: {},
    now: new Date(START - 72 * HOUR),
  });
  await db.doc(`charters/${token}`).set(charterPageData(page));
  for (let slot = 1; slot <= added; slot += 1) {
    await db.doc(`guestLists/${guestToken}/guests/${slot}`).set({ fullName: `Guest ${slot}`, uid: 'u' });
  }
  await db.doc(`enquiries/${reference}`).set({
    reference,
    status: 'confirmed',
    language,
    name: 'Layla',
    phone: '+971501234567',
    quote: { selection: quote.selection, yachtName: 'Azure Pearl' },
    charter: { token, guestToken, email: 'layla@example.ae' },
    ...extra,
  });
  return { token, guestToken };
}
const reminders = async (reference: string) =>
  (await db.doc(`enquiries/${reference}`).get()).get('reminders');

beforeAll(() => {
  functionsEmulators(); // stops with how to run these tests when the emulators are not there
  app = initializeApp({ projectId: 'demo-charter-reminders' }, 'charter-reminders');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));
beforeEach(async () => {
  sent = [];
  failNext = null;
  for (const name of ['enquiries', 'charters', 'guestLists']) await db.recursiveDelete(db.collection(name));
});

describe('the reminder emails', () => {
  it('sends the day-before reminder once, in the client’s language, even when two runs overlap', async () => {
    const { token, guestToken } = await given('MLY-REMIN1', {});
    const now = START - 23.9 * HOUR;
    const [first, second] = await Promise.all([
      sendDueReminders(db, now, deps()),
      sendDueReminders(db, now, deps()),
    ]);
    expect([...first.sent, ...second.sent]).toEqual(['MLY-REMIN1 24h']);
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({
      to: 'layla@example.ae',
      from: 'bookings@marina.example',
      replyTo: 'operator@marina.example',
      subject: 'رحلتك غداً: MLY-REMIN1',
    });
    expect(email?.text).toContain('مرحباً Layla،');
    expect(email?.text).toContain('مكان الصعود: Dubai Marina Yacht Club, pontoon C');
    expect(email?.text).toContain('أُضيف 1 من 4');
    expect(email?.text).toContain(`${ORIGIN}/ar/charter/${token}`);
    expect(email?.text).toContain(`${ORIGIN}/ar/charter/${guestToken}/guests`);
    expect(email?.html).toContain('dir="rtl"');
    expect(email?.html).toContain(`<a href="${ORIGIN}/ar/charter/${token}" dir="ltr">`);
    expect(await reminders('MLY-REMIN1')).toEqual({ '24h': { status: 'sent', at: expect.any(Timestamp) } });

    // The next run, still inside the window, sends nothing again.
    await sendDueReminders(db, now + 15 * 60_000, deps());
    expect(sent).toHaveLength(1);
  });

  it('sends the 2-hour one as its own, to the deposit’s email when the operator gave none', async () => {
    await given(
      'MLY-REMIN2',
      {
        charter: { token: 'MLYREMIN2'.padEnd(22, 'P'), guestToken: 'MLYREMIN2'.padEnd(22, 'G') },
        deposit: {
          status: 'paid',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
          sessionId: 'cs_test_1',
          amountFils: 40_500,
          createdAt: Timestamp.fromMillis(START - 72 * HOUR),
          expiresAt: Timestamp.fromMillis(START - 48 * HOUR),
          email: 'paid.with@example.com',
        },
        reminders: { '24h': { status: 'sent', at: Timestamp.fromMillis(START - 24 * HOUR) } },
      },
      'en',
      4,
    );
    await sendDueReminders(db, START - 1.9 * HOUR, deps());
    expect(sent.map((email) => [email.to, email.subject])).toEqual([
      ['paid.with@example.com', 'Your charter starts soon: MLY-REMIN2'],
    ]);
    expect(sent[0]?.text).toContain('Guest list: complete (4 of 4).');
    expect(Object.keys(await reminders('MLY-REMIN2')).sort()).toEqual(['24h', '2h']);
  });

  it('sends nothing too early, after departure, without an address, to a cancelled enquiry or without mail', async () => {
    await given('MLY-REMIN3', {
      charter: { token: 'MLYREMIN3'.padEnd(22, 'P'), guestToken: 'MLYREMIN3'.padEnd(22, 'G') },
    });
    await given('MLY-REMIN4', { status: 'lost' });
    await given('MLY-REMIN5', {});
    expect((await sendDueReminders(db, START - 30 * HOUR, deps())).sent).toEqual([]);
    expect((await sendDueReminders(db, START + 60_000, deps())).sent).toEqual([]);
    expect((await sendDueReminders(db, START - 20 * HOUR, deps({ send: null }))).sent).toEqual([]);
    expect(sent).toEqual([]);
    expect(await reminders('MLY-REMIN5')).toBeUndefined();
    // Then, with mail: only the one with an address and a confirmed charter.
    expect((await sendDueReminders(db, START - 20 * HOUR, deps())).sent).toEqual(['MLY-REMIN5 24h']);
  });

  it('records a failure with the mail server’s reason and tries again on the next run', async () => {
    await given('MLY-REMIN6', {});
    failNext = 'connect ECONNREFUSED 127.0.0.1:587';
    const failed = await sendDueReminders(db, START - 23 * HOUR, deps());
    expect(failed).toEqual({ sent: [], failed: ['MLY-REMIN6 24h'] });
    expect(await reminders('MLY-REMIN6')).toEqual({
      '24h': { status: 'failed', at: expect.any(Timestamp), error: 'connect ECONNREFUSED 127.0.0.1:587' },
    });
    expect((await sendDueReminders(db, START - 22.75 * HOUR, deps())).sent).toEqual(['MLY-REMIN6 24h']);
    expect(sent).toHaveLength(1);
  });

  it('leaves a claim being sent alone, and takes over one older than a run can last', async () => {
    const now = START - 23 * HOUR;
    await given('MLY-REMIN7', {
      reminders: { '24h': { status: 'sending', at: Timestamp.fromMillis(now - 60_000) } },
    });
    expect((await sendDueReminders(db, now, deps())).sent).toEqual([]);
    await db.doc('enquiries/MLY-REMIN7').update({
      'reminders.24h': { status: 'sending', at: Timestamp.fromMillis(now - CLAIM_LEASE_MS - 1) },
    });
    expect((await sendDueReminders(db, now, deps())).sent).toEqual(['MLY-REMIN7 24h']);
  });
});
