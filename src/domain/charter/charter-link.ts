/** The reminder's moment: the day before, or as the guests set off. */
export type ReminderKind = '24h' | '2h';

/** What the admin keeps on the enquiry (admin-only, like the enquiry): its page's addresses and the erasures. */
export interface CharterLink {
  token: string;
  guestToken: string;
  /** ISO 8601: when the ID numbers were last erased, and how many. */
  idsErasedAt?: string;
  idsErasedCount?: number;
  /**
   * The client's email for the reminders (Functions on: emailed 24 hours and 2 hours before departure), as the
   * operator gave it. Without it, the email the deposit was paid with is used.
   */
  email?: string;
}

/** Where one reminder email stands (written by the server only: the enquiry's `reminders`). */
export interface ReminderEmail {
  status: 'sending' | 'sent' | 'failed';
  /** ISO 8601. */
  at: string;
  /** Why it failed (the mail server's reason). */
  error?: string;
}

export type ReminderEmails = Partial<Record<ReminderKind, ReminderEmail>>;

/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** A plausible single email address: something@domain.tld, no spaces, within EMAIL_MAX (the rules check the same). */
export const isEmailAddress = (value: string) =>
  value.length <= EMAIL_MAX && /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(value);

/** The link with the reminders' email given ('' for none: the key left out). */
export function withReminderEmail(link: CharterLink, email: string): CharterLink {
  const rest: CharterLink = { ...link };
  delete rest.email;
  return email ? { ...rest, email } : rest;
}

/** The address the reminders go to: the operator's, else the one the deposit was paid with, else none. */
export function reminderEmailOf(enquiry: {
  charter?: Pick<CharterLink, 'email'>;
  deposit?: { email?: string };
}): string | null {
  return enquiry.charter?.email || enquiry.deposit?.email || null;
}
