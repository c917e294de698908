import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_LEASE_MS,
  MAX_ERROR_LENGTH,
  notifyOperator,
  NOT_SET_UP,
  type NotifyOperatorDeps,
} from '../../functions/src/notify-operator';
import { RETRY_FAILED_MS, sendEnquirySummary } from '../../functions/src/enquiry-summary';
import { LATE_TEXT } from '../../functions/src/summary-email';
import { smtpSender } from '../../functions/src/notify-trigger';
import { enquiryData } from '../../src/backend/firebase/booking-payloads';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { functionsEmulators } from './functions-env';
import { startInbox, type Inbox } from './smtp-inbox';

/**
 * notifyOperator's handler run here, on the Firestore emulator, against a local mail server. Its own project id, so
 * the Functions emulator's trigger (on the suite's project) never runs on these enquiries: each run is the test's.
 */
const PROJECT = 'demo-notify-handler';
const HOSTILE = '<img src=x onerror=alert(1)>';
const ARABIC = 'ليلى حداد';

let app: App;
let db: Firestore;
let inbox: Inbox;
let references = 0;
const savedEnv = { ...process.env };

const input = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  channel: 'whatsapp',
  name: 'Layla Haddad',
  phone: '+971501234567',
  preferredTime: '',
  message: 'A birthday',
  language: 'en',
  campaign: { utmCampaign: 'spring' },
  quote: {
    selection: { yachtId: 'pearl', date: '2030-01-08', startMinute: 600, hours: 3, guests: 6, addOnIds: [] },
    yachtName: 'Ocean Pearl',
    lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 100_000, quantity: 3, amountFils: 300_000 }],
    subtotalFils: 300_000,
    vatMode: 'included',
    vatFils: 14_286,
    totalFils: 300_000,
    depositFils: 90_000,
  },
  ...overrides,
});

/** Stores an enquiry as createEnquiry does, under a fresh reference (with the server's flags, if any). */
async function stored(overrides: Partial<EnquiryInput> = {}, flags: string[] = []) {
  const reference = `MLY-T${String(++references).padStart(5, '2')}`;
  const ref = db.collection('enquiries').doc(reference);
  await ref.create({
    ...enquiryData(input(overrides), reference),
    ...(flags.length > 0 ? { flags } : {}),
    createdAt: Timestamp.now(),
  });
  return ref;
}

/** The handler's settings as the trigger reads them from its params, with the mail server at `port`. */
function deps(port: number): NotifyOperatorDeps {
  process.env.SMTP_HOST = '127.0.0.1';
  process.env.SMTP_PORT = String(port);
  process.env.SMTP_USER = 'notify@marina.test';
  process.env.SMTP_PASSWORD = 'not-a-real-password';
  return {
    send: smtpSender(),
    from: 'notify@marina.test',
    to: 'operator@marina.test',
    siteOrigin: 'https://yachts.example',
    takeEmail: async () => true,
  };
}

beforeAll(async () => {
  functionsEmulators(); // stops with how to run these tests when the emulators are not there
  app = initializeApp({ projectId: PROJECT }, 'notify-handler');
  db = getFirestore(app);
  inbox = await startInbox();
});
afterEach(() => {
  for (const key of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD'] as const) {
    const saved = savedEnv[key];
    if (saved === undefined) Reflect.deleteProperty(process.env, key);
    else process.env[key] = saved;
  }
  inbox.mails.length = 0;
});
afterAll(async () => {
  await inbox?.close();
  if (app) await deleteApp(app);
});

const notificationOf = async (ref: DocumentReference) =>
  (await ref.get()).data()?.notification as { status: string; error?: string; at: Timestamp };

describe('the operator’s email, sent over SMTP', () => {
  it('carries the reference in its subject, a text and an HTML part, the visitor’s words escaped', async () => {
    const ref = await stored({ name: HOSTILE, message: `${HOSTILE} & more` });
    expect(await notifyOperator(ref, deps(inbox.port))).toBe('sent');
    const [mail] = await inbox.waitFor(1);
    expect(mail.subject).toBe(`New enquiry ${ref.id}: Ocean Pearl, 8 Jan 2030`);
    expect(mail.to).toMatchObject({ text: 'operator@marina.test' });
    expect(mail.from).toMatchObject({ text: 'notify@marina.test' });
    expect(mail.text).toContain(`Name: ${HOSTILE}`);
    expect(mail.text).toContain(`https://yachts.example/admin/enquiries/${ref.id}`);
    const html = String(mail.html);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(`href="https://yachts.example/admin/enquiries/${ref.id}"`);
    const notification = await notificationOf(ref);
    expect(notification.status).toBe('sent');
    expect(Math.abs(notification.at.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('carries an Arabic name intact, isolated right to left', async () => {
    const ref = await stored({ name: ARABIC, channel: 'callback', quote: null, preferredTime: '18:30' });
    expect(await notifyOperator(ref, deps(inbox.port))).toBe('sent');
    const [mail] = await inbox.waitFor(1);
    expect(mail.subject).toBe(`Call-back request ${ref.id}: ${ARABIC}`);
    expect(mail.text).toContain(`Name: ${ARABIC}`);
    expect(mail.text).toContain('Preferred time: 18:30');
    expect(String(mail.html)).toContain(`<bdi dir="auto">${ARABIC}</bdi>`);
  });

  it('is sent once when the trigger runs twice for one enquiry, one after the other or at once', async () => {
    const first = await stored();
    expect(await notifyOperator(first, deps(inbox.port))).toBe('sent');
    expect(await notifyOperator(first, deps(inbox.port))).toBe('already-claimed');
    const second = await stored();
    const outcomes = await Promise.all([
      notifyOperator(second, deps(inbox.port)),
      notifyOperator(second, deps(inbox.port)),
    ]);
    expect(outcomes.sort()).toEqual(['already-claimed', 'sent']);
    // Every send above has resolved, and a send resolves only once the mail server has taken the mail (the inbox
    // keeps it before it answers): a wrongly sent third mail would be here already.
    expect(inbox.mails.map((mail) => mail.subject?.split(':')[0])).toEqual([
      `New enquiry ${first.id}`,
      `New enquiry ${second.id}`,
    ]);
  });

  it('records a refusal on the enquiry, which stays as it was, and does not try again', async () => {
    const refusing = await startInbox({ refuse: true });
    try {
      const ref = await stored();
      const before = (await ref.get()).data();
      expect(await notifyOperator(ref, deps(refusing.port))).toBe('failed');
      const after = (await ref.get()).data() ?? {};
      const { notification, ...rest } = after;
      expect(rest).toEqual(before);
      expect(notification.status).toBe('failed');
      expect(notification.error).toMatch(/550/);
      expect(notification.error.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
      expect(await notifyOperator(ref, deps(inbox.port))).toBe('already-claimed');
      expect(inbox.mails).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it('sends nothing in plain text: a server that offers no STARTTLS (stripped on the way) gets no email', async () => {
    const stripped = await startInbox({ tls: 'stripped' });
    try {
      const ref = await stored();
      expect(await notifyOperator(ref, deps(stripped.port))).toBe('failed');
      expect((await notificationOf(ref)).error).toMatch(/STARTTLS/i);
      expect(stripped.mails).toHaveLength(0);
    } finally {
      await stripped.close();
    }
  });

  it('records that the mail is not set up, and a mail server that does not answer', async () => {
    const ref = await stored();
    expect(await notifyOperator(ref, { ...deps(inbox.port), send: null })).toBe('failed');
    expect(await notificationOf(ref)).toMatchObject({ status: 'failed', error: NOT_SET_UP });

    const closed = await startInbox();
    await closed.close();
    const unreachable = await stored();
    expect(await notifyOperator(unreachable, deps(closed.port))).toBe('failed');
    expect((await notificationOf(unreachable)).error).toMatch(/ECONNREFUSED/);
  });

  it('leaves an enquiry deleted before the trigger ran alone', async () => {
    const ref = db.collection('enquiries').doc('MLY-GONE22');
    expect(await notifyOperator(ref, deps(inbox.port))).toBe('gone');
    expect((await ref.get()).exists).toBe(false);
    expect(inbox.mails).toHaveLength(0);
  });
});

/** Deletes every enquiry of the project: the summary reads every batched and failed one. */
async function clearEnquiries() {
  const all = await db.collection('enquiries').get();
  await Promise.all(all.docs.map((doc) => doc.ref.delete()));
}

/** Stores an enquiry whose own email the mail server refused, `ago` ms before now. */
async function failedEnquiry(ago = 0) {
  const refusing = await startInbox({ refuse: true });
  try {
    const ref = await stored();
    const at = () => Date.now() - ago;
    expect(await notifyOperator(ref, { ...deps(refusing.port), now: at })).toBe('failed');
    return ref;
  } finally {
    await refusing.close();
  }
}

const batchedEnquiry = async () => {
  const ref = await stored();
  expect(await notifyOperator(ref, { ...deps(inbox.port), takeEmail: async () => false })).toBe('batched');
  return ref;
};

describe('past the hourly ceilings: stored, batched, then one summary email', () => {
  // Each test's enquiries only (the failed ones of the tests above too).
  beforeAll(clearEnquiries);
  afterEach(clearEnquiries);

  it('sends no email of its own once the hour’s emails are spent, and batches the enquiry', async () => {
    let left = 2;
    const limited = { ...deps(inbox.port), takeEmail: async () => left-- > 0 };
    const refs = [await stored(), await stored(), await stored({ name: 'Third' })];
    const outcomes = [];
    for (const ref of refs) outcomes.push(await notifyOperator(ref, limited));
    expect(outcomes).toEqual(['sent', 'sent', 'batched']);
    await inbox.waitFor(2);
    expect(await notificationOf(refs[2])).toMatchObject({ status: 'batched' });
    expect((await refs[2].get()).data()).toMatchObject({ name: 'Third', status: 'new' });
    // A redelivered trigger does not send it after all.
    expect(await notifyOperator(refs[2], deps(inbox.port))).toBe('already-claimed');
  });

  it('batches an enquiry when the hour’s email counter cannot be counted (contention in a flood)', async () => {
    const ref = await stored();
    const takeEmail = async () => {
      throw new Error('10 ABORTED: Too much contention on these documents.');
    };
    expect(await notifyOperator(ref, { ...deps(inbox.port), takeEmail })).toBe('batched');
    expect(inbox.mails).toHaveLength(0);
  });

  it('batches an enquiry flagged as part of a flood without taking one of the hour’s emails', async () => {
    const takeEmail = vi.fn(async () => true);
    const ref = await stored({}, ['site-busy']);
    expect(await notifyOperator(ref, { ...deps(inbox.port), takeEmail })).toBe('batched');
    expect(takeEmail).not.toHaveBeenCalled();
    expect(inbox.mails).toHaveLength(0);
  });

  it('tells every batched enquiry in one summary, once, with its link and flags', async () => {
    const batch = { ...deps(inbox.port), takeEmail: async () => false };
    const refs = [
      await stored({ name: HOSTILE }),
      await stored({ channel: 'callback', name: ARABIC, quote: null }, ['phone-busy', 'site-busy']),
      await stored(),
    ];
    for (const ref of refs) expect(await notifyOperator(ref, batch)).toBe('batched');
    const sentAlone = await stored();
    expect(await notifyOperator(sentAlone, deps(inbox.port))).toBe('sent');
    await inbox.waitFor(1);
    inbox.mails.length = 0;

    const outcome = await sendEnquirySummary(db, deps(inbox.port));
    expect(outcome).toMatchObject({ status: 'sent', references: refs.map((ref) => ref.id).sort() });
    const [mail] = await inbox.waitFor(1);
    expect(mail.subject).toBe('3 enquiries in one summary (many arrived at once)');
    for (const ref of refs) {
      expect(mail.text).toContain(`https://yachts.example/admin/enquiries/${ref.id}`);
      expect(await notificationOf(ref)).toMatchObject({ status: 'summarised' });
    }
    expect(mail.text).not.toContain(sentAlone.id);
    expect(mail.text).toContain('Phone named in many requests today · Came in a flood of enquiries');
    expect(String(mail.html)).not.toContain('<img');
    expect(String(mail.html)).toContain(`<bdi dir="auto">Call-back request · ${ARABIC}`);
    // Told once: the next run finds nothing.
    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({ status: 'nothing' });
  });

  it('keeps the batch when the summary cannot be sent, and the next run catches up', async () => {
    const ref = await stored();
    expect(await notifyOperator(ref, { ...deps(inbox.port), takeEmail: async () => false })).toBe('batched');
    const refusing = await startInbox({ refuse: true });
    try {
      expect(await sendEnquirySummary(db, deps(refusing.port))).toMatchObject({
        status: 'failed',
        references: [ref.id],
        error: expect.stringMatching(/550/),
      });
    } finally {
      await refusing.close();
    }
    expect(await notificationOf(ref)).toMatchObject({
      status: 'batched',
      error: expect.stringMatching(/550/),
    });
    expect(await sendEnquirySummary(db, deps(inbox.port))).toMatchObject({
      status: 'sent',
      references: [ref.id],
    });
    const [mail] = await inbox.waitFor(1);
    expect(mail.subject).toBe('1 enquiry in one summary (many arrived at once)');
    expect(await notificationOf(ref)).toMatchObject({ status: 'summarised' });
  });

  it('lets two runs at once tell each enquiry only once, batched or failed', async () => {
    const batch = { ...deps(inbox.port), takeEmail: async () => false };
    for (let index = 0; index < 3; index += 1) await notifyOperator(await stored(), batch);
    await failedEnquiry();
    const outcomes = await Promise.all([
      sendEnquirySummary(db, deps(inbox.port)),
      sendEnquirySummary(db, deps(inbox.port)),
    ]);
    const told = outcomes.flatMap((outcome) => ('references' in outcome ? outcome.references : []));
    expect(told).toHaveLength(4);
    expect(new Set(told).size).toBe(4);
  });
});

describe('the mail server down, then up: the failed enquiries told in the next summary', () => {
  beforeAll(clearEnquiries);
  afterEach(clearEnquiries);

  it('tells an enquiry whose own email failed in the next summary, marked late, and records it summarised', async () => {
    const ref = await failedEnquiry();
    const outcome = await sendEnquirySummary(db, deps(inbox.port));
    expect(outcome).toEqual({ status: 'sent', references: [ref.id] });
    const [mail] = await inbox.waitFor(1);
    expect(mail.subject).toBe('1 enquiry in one summary (its email had failed)');
    expect(mail.text).toContain(
      '1 enquiry could not be emailed when stored (the mail server failed or was not set up)',
    );
    expect(mail.text).toContain(`${ref.id} · Ocean Pearl, 8 Jan 2030`);
    expect(mail.text).toContain(LATE_TEXT);
    expect(mail.text).toContain(`https://yachts.example/admin/enquiries/${ref.id}`);
    const notification = await notificationOf(ref);
    expect(notification).toMatchObject({ status: 'summarised' });
    expect(notification).not.toHaveProperty('error');
    expect(notification).not.toHaveProperty('claimedAt');
    // Told once: neither the next run nor a redelivered trigger sends it again.
    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({ status: 'nothing' });
    expect(await notifyOperator(ref, deps(inbox.port))).toBe('already-claimed');
  });

  it('tells an enquiry whose trigger claimed it and died, once the claim is stale, but not one still being sent', async () => {
    const stale = await stored();
    const fresh = await stored();
    const claim = (ago: number) => ({
      notification: { status: 'sending', at: Timestamp.fromMillis(Date.now() - ago) },
    });
    await stale.update(claim(CLAIM_LEASE_MS + 60_000));
    await fresh.update(claim(30_000));
    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({
      status: 'sent',
      references: [stale.id],
    });
    const [mail] = await inbox.waitFor(1);
    expect(mail.text).toContain(stale.id);
    expect(mail.text).toContain(LATE_TEXT);
    expect(mail.text).not.toContain(fresh.id);
    expect(await notificationOf(stale)).toMatchObject({ status: 'summarised' });
    expect(await notificationOf(fresh)).toMatchObject({ status: 'sending' });
  });

  it('leaves a failure older than 24 hours to the operator, and tells one just younger', async () => {
    const old = await failedEnquiry(RETRY_FAILED_MS + 60_000);
    const recent = await failedEnquiry(RETRY_FAILED_MS - 60 * 60_000);
    const before = await notificationOf(old);
    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({
      status: 'sent',
      references: [recent.id],
    });
    const [mail] = await inbox.waitFor(1);
    expect(mail.text).not.toContain(old.id);
    expect(await notificationOf(old)).toEqual(before);
    expect(await notificationOf(recent)).toMatchObject({ status: 'summarised' });
  });

  it('tells batched and failed enquiries together, in one email', async () => {
    const held = await batchedEnquiry();
    const failed = await failedEnquiry();
    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({
      status: 'sent',
      references: [held.id, failed.id],
    });
    // The summary has resolved, so any mail it sent is in the inbox already (see above).
    expect(inbox.mails).toHaveLength(1);
    const [mail] = inbox.mails;
    expect(mail.subject).toBe('2 enquiries in one summary (many arrived at once; some emails had failed)');
    expect(mail.text).toContain(
      "1 enquiry was stored while more than the hour's emails arrived; 1 enquiry could not be emailed",
    );
    const lines = String(mail.text).split('\n');
    expect(lines.find((line) => line.startsWith(held.id))).not.toContain(LATE_TEXT);
    expect(lines.find((line) => line.startsWith(failed.id))).toContain(LATE_TEXT);
    for (const ref of [held, failed])
      expect(await notificationOf(ref)).toMatchObject({ status: 'summarised' });
  });

  it('leaves both to the next run when the summary fails, the failure keeping its time', async () => {
    const held = await batchedEnquiry();
    const failed = await failedEnquiry();
    const failedAt = (await notificationOf(failed)).at.toMillis();
    const refusing = await startInbox({ refuse: true });
    try {
      expect(await sendEnquirySummary(db, deps(refusing.port))).toMatchObject({
        status: 'failed',
        references: [held.id, failed.id],
        error: expect.stringMatching(/550/),
      });
    } finally {
      await refusing.close();
    }
    expect(await notificationOf(held)).toMatchObject({
      status: 'batched',
      error: expect.stringMatching(/550/),
    });
    const stillFailed = await notificationOf(failed);
    expect(stillFailed).toMatchObject({ status: 'failed', error: expect.stringMatching(/550/) });
    expect(stillFailed.at.toMillis()).toBe(failedAt);
    expect(stillFailed).not.toHaveProperty('claimedAt');

    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({
      status: 'sent',
      references: [held.id, failed.id],
    });
    await inbox.waitFor(1);
    for (const ref of [held, failed])
      expect(await notificationOf(ref)).toMatchObject({ status: 'summarised' });
  });

  it('claims nothing while the mail is not set up, and tells those failures once it is', async () => {
    const ref = await stored();
    expect(await notifyOperator(ref, { ...deps(inbox.port), send: null })).toBe('failed');
    const before = (await ref.get()).data();
    expect(await sendEnquirySummary(db, { ...deps(inbox.port), send: null })).toEqual({
      status: 'not-set-up',
    });
    expect(await sendEnquirySummary(db, { ...deps(inbox.port), to: '' })).toEqual({ status: 'not-set-up' });
    expect((await ref.get()).data()).toEqual(before);

    expect(await sendEnquirySummary(db, deps(inbox.port))).toEqual({ status: 'sent', references: [ref.id] });
    const [mail] = await inbox.waitFor(1);
    expect(mail.text).toContain(LATE_TEXT);
    expect(await notificationOf(ref)).toMatchObject({ status: 'summarised' });
  });
});
