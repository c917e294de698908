// The charter page's link on an enquiry as Firestore holds it (docs/decisions/0043-charter-page.md): apart from the
// pages' converters, so reading an enquiry (booking-converters.ts, on every visitor's page) needs nothing else of them.
import { isCharterToken } from '../../domain/charter/charter-token';
import {
  isEmailAddress,
  type CharterLink,
  type ReminderEmail,
  type ReminderEmails,
} from '../../domain/charter/charter-link';
import type { Enquiry } from '../../domain/enquiry';
import { asData, isoDate, numberFrom, text } from './fields';

/** `{ charter }` when the enquiry holds a well-formed link, else nothing. */
export function charterLinkFrom(raw: unknown): Pick<Enquiry, 'charter'> {
  const data = asData(raw);
  if (!isCharterToken(data.token) || !isCharterToken(data.guestToken)) return {};
  const erasedAt = isoDate(data.idsErasedAt);
  const email = text(data.email);
  const link: CharterLink = {
    token: data.token,
    guestToken: data.guestToken,
    ...(erasedAt ? { idsErasedAt: erasedAt, idsErasedCount: numberFrom(data.idsErasedCount) ?? 0 } : {}),
    ...(isEmailAddress(email) ? { email } : {}),
  };
  return { charter: link };
}

const REMINDER_STATUSES = ['sending', 'sent', 'failed'] as const;

/** `{ reminders }`: the server's record of each reminder email, the unreadable ones left out. */
export function remindersFrom(raw: unknown): Pick<Enquiry, 'reminders'> {
  const data = asData(raw);
  const reminders: ReminderEmails = {};
  for (const kind of ['24h', '2h'] as const) {
    const entry = asData(data[kind]);
    const status = REMINDER_STATUSES.find((known) => known === entry.status);
    const at = isoDate(entry.at);
    if (!status || !at) continue;
    const error = text(entry.error);
    const reminder: ReminderEmail = { status, at, ...(error ? { error } : {}) };
    reminders[kind] = reminder;
  }
  return Object.keys(reminders).length > 0 ? { reminders } : {};
}

/** The link as stored on the enquiry: the erasure's time a timestamp (the rules check it). */
export function charterLinkData(link: CharterLink) {
  return {
    token: link.token,
    guestToken: link.guestToken,
    ...(link.idsErasedAt
      ? { idsErasedAt: new Date(link.idsErasedAt), idsErasedCount: link.idsErasedCount ?? 0 }
      : {}),
    ...(link.email ? { email: link.email } : {}),
  };
}
