/**
 * The client's reminder emails (docs/decisions/0043-charter-page.md): 24 hours and 2 hours before departure, the same
 * words as the operator's WhatsApp reminder (the time in Dubai, the berth and its map, the ID reminder, the guest
 * list's state and the page's address), in the client's language, to the email the operator gave on the charter,
 * else the one the deposit was paid with. Each is sent once: a run claims it on the enquiry's `reminders` in a
 * transaction, and records what came of it there for the admin. A failed one is tried again by the next run while
 * its window is open; a claim older than CLAIM_LEASE_MS belongs to a run that died and may be taken over.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { toEnquiry } from '../../src/backend/firebase/booking-converters';
import { toCharterPage } from '../../src/backend/firebase/charter-converters';
import { charterAddresses } from '../../src/config/charter-paths';
import { addDays, dubaiToday } from '../../src/domain/booking/dubai-time';
import { reminderEmailOf } from '../../src/domain/charter/charter-link';
import {
  charterReminderMessage,
  charterReminderSubject,
  reminderFromPage,
  type ReminderKind,
} from '../../src/domain/charter/charter-messages';
import { charterSpan, type CharterPage } from '../../src/domain/charter/charter-page';
import { reminderDue } from '../../src/domain/charter/charter-reminders';
import { createFormats } from '../../src/domain/formats';
import { LOCALE_INFO } from '../../src/domain/locales';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { firestore } from './admin';
import { CLAIM_LEASE_MS, reasonOf, type SendMail } from './notify-operator';
import { escapeHtml } from './operator-email';
import { operatorMail } from './notify-trigger';

export interface ReminderDeps {
  /** Null when no mail server is set: nothing is claimed or sent. */
  send: SendMail | null;
  from: string;
  /** The operator's address: the client's answer goes there. */
  replyTo: string;
  siteOrigin: string;
}

export interface ReminderOutcome {
  /** `MLY-… 24h` for each reminder sent, and failed, by this run. */
  sent: string[];
  failed: string[];
}

/** Whether a run at `now` may claim a reminder whose record is `stored`: none, failed, or a dead run's claim. */
export function mayClaimReminder(stored: unknown, now: number): boolean {
  if (typeof stored !== 'object' || stored === null) return true;
  const { status, at } = stored as { status?: unknown; at?: unknown };
  if (status === 'failed') return true;
  if (status !== 'sending') return false;
  return !(at instanceof Timestamp) || now - at.toMillis() > CLAIM_LEASE_MS;
}

/**
 * The email of a reminder: the message's lines as paragraphs in the client's direction, the page's addresses and the
 * berth's map as links. Only those: anything else (the client's own name) is text, escaped.
 */
export function reminderEmail(page: CharterPage, kind: ReminderKind, added: number, siteOrigin: string) {
  const addresses = charterAddresses(page, siteOrigin.replace(/\/+$/, ''));
  const input = reminderFromPage(page, { kind, added, booked: page.quote.selection.guests }, addresses);
  const text = charterReminderMessage(input, createFormats(LOCALE_INFO[page.language].intl));
  const links = [addresses.pageUrl, addresses.guestListUrl, page.berth?.mapUrl ?? '']
    .filter((url) => url.startsWith('https://') || url.startsWith('http://'))
    .map(escapeHtml);
  const linked = (line: string) =>
    links.reduce(
      (html, url) => html.split(url).join(`<a href="${url}" dir="ltr">${url}</a>`),
      escapeHtml(line),
    );
  const { dir } = LOCALE_INFO[page.language];
  const html = `<div dir="${dir}" lang="${page.language}" style="font-size:15px;line-height:1.5">${text
    .split('\n')
    .map((line) => `<p style="margin:0 0 12px">${linked(line)}</p>`)
    .join('')}</div>`;
  return { subject: charterReminderSubject(page.language, kind, page.reference), text: `${text}\n`, html };
}

/** Claims the reminder in a transaction: false when another run has it (or sent it). */
async function claim(ref: DocumentReference, kind: ReminderKind, now: number): Promise<boolean> {
  return ref.firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || !mayClaimReminder(snapshot.get(`reminders.${kind}`), now)) return false;
    tx.update(ref, { [`reminders.${kind}`]: { status: 'sending', at: Timestamp.fromMillis(now) } });
    return true;
  });
}

/** Sends the reminders due at `now` (epoch ms): the confirmed charters of today and tomorrow in Dubai. */
export async function sendDueReminders(
  db: Firestore,
  now: number,
  deps: ReminderDeps,
): Promise<ReminderOutcome> {
  const outcome: ReminderOutcome = { sent: [], failed: [] };
  if (!deps.send) return outcome;
  const today = dubaiToday(now);
  const candidates = await db
    .collection('enquiries')
    .where('status', '==', 'confirmed')
    .where('quote.selection.date', 'in', [today, addDays(today, 1)])
    .get();
  for (const candidate of candidates.docs) {
    const enquiry = toEnquiry(candidate.id, candidate.data());
    const to = reminderEmailOf(enquiry);
    if (!enquiry.charter || !enquiry.quote || enquiry.unreadable || !to) continue;
    const kind = reminderDue(charterSpan(enquiry.quote.selection).start, now);
    if (!kind || !(await claim(candidate.ref, kind, now))) continue;
    const name = `${enquiry.reference} ${kind}`;
    let record: Record<string, unknown>;
    try {
      const page = toCharterPage((await db.doc(`charters/${enquiry.charter.token}`).get()).data());
      if (!page || page.status !== 'active') throw new Error('The charter page is missing or cancelled.');
      const guests = await db.collection(`guestLists/${page.guestToken}/guests`).count().get();
      const email = reminderEmail(page, kind, guests.data().count, deps.siteOrigin);
      await deps.send({ ...email, from: deps.from, to, replyTo: deps.replyTo });
      record = { status: 'sent', at: Timestamp.fromMillis(Date.now()) };
      outcome.sent.push(name);
    } catch (error) {
      record = { status: 'failed', at: Timestamp.fromMillis(Date.now()), error: reasonOf(error) };
      outcome.failed.push(name);
    }
    await candidate.ref.update({ [`reminders.${kind}`]: record });
  }
  return outcome;
}

/** Every 15 minutes: the reminders due. The Functions emulator does not run schedules (the handler is tested). */
export const sendCharterReminders = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: 'Asia/Dubai',
    region: FUNCTIONS_REGION,
    maxInstances: 1,
    memory: '256MiB',
    timeoutSeconds: 300,
  },
  async () => {
    const mail = operatorMail();
    const outcome = await sendDueReminders(firestore(), Date.now(), {
      send: mail.send,
      from: mail.from,
      replyTo: mail.to,
      siteOrigin: mail.siteOrigin,
    });
    // References only: never an address or a name.
    if (outcome.sent.length + outcome.failed.length > 0) logger.info('Charter reminders', outcome);
  },
);
