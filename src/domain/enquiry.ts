/**
 * Enquiries: a visitor's request (a priced quote sent on WhatsApp, or a call back), stored with a reference and
 * followed by the operator through a pipeline.
 */
import type { BookingSelection, QuoteLine } from './booking/quote';
import type { VatMode } from './booking/settings';
import { isDubaiDate, MINUTES_PER_DAY } from './booking/dubai-time';
import type { CharterLink, ReminderEmails } from './charter/charter-link';
import type { Deposit } from './deposit';
import type { LedgerTotals } from './ledger/ledger';
import type { PaymentLink } from './ledger/payment-link';
import type { Cancellation } from './ledger/cancellation';
import { LOCALES } from './locales';

export type EnquiryStatus = 'new' | 'contacted' | 'quoted' | 'confirmed' | 'completed' | 'lost';
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = [
  'new',
  'contacted',
  'quoted',
  'confirmed',
  'completed',
  'lost',
];

export type EnquiryChannel = 'whatsapp' | 'callback';
/** The languages an enquiry may be written from: the site's. */
export const ENQUIRY_LANGUAGES = LOCALES;

/** Where the visitor came from (the landing URL's parameters, kept for the visit). Empty when unknown. */
export interface Campaign {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  gclid?: string;
  fbclid?: string;
}
export const CAMPAIGN_KEYS = ['utmSource', 'utmMedium', 'utmCampaign', 'gclid', 'fbclid'] as const;

/** Where an enquiry came from, as the operator reads it: `google / cpc / winter / Google Ads click`. */
export const campaignText = (campaign: Campaign): string =>
  [
    campaign.utmSource,
    campaign.utmMedium,
    campaign.utmCampaign,
    campaign.gclid && 'Google Ads click',
    campaign.fbclid && 'Facebook click',
  ]
    .filter(Boolean)
    .join(' / ');

/** A snapshot of the quote the visitor saw, in fils. */
export interface EnquiryQuote {
  selection: BookingSelection;
  yachtName: string;
  packageName?: string;
  lines: QuoteLine[];
  subtotalFils: number;
  vatMode: VatMode;
  vatFils: number;
  totalFils: number;
  depositFils: number;
}

export interface EnquiryInput {
  channel: EnquiryChannel;
  /** Required (a name, an E.164 phone) for 'callback'; may be '' for 'whatsapp'. */
  name: string;
  phone: string;
  /** `HH:MM` or empty. */
  preferredTime: string;
  message: string;
  /** One of ENQUIRY_LANGUAGES: the language of the page it was sent from. */
  language: string;
  campaign: Campaign;
  /** Null for a plain call-back request from the contact page. */
  quote: EnquiryQuote | null;
  /**
   * A credit voucher's code the visitor typed (normaliseVoucherCode), absent when none: the operator applies it once
   * the charter is confirmed (docs/decisions/0049-cancellations-and-vouchers.md).
   */
  voucherCode?: string;
}

export interface Enquiry extends EnquiryInput {
  /** The document id: the reference itself. Older (migrated) enquiries may have another id. */
  id: string;
  /** Like `MLY-7K2Q9P` (createReference in ./booking/reference.ts); unique. */
  reference: string;
  /** ISO 8601, when it was stored. */
  createdAt: string;
  status: EnquiryStatus;
  bookingId: string | null;
  /**
   * ISO 8601: until when its quote holds the slot (domain/booking/hold.ts), once the operator held it; a time past
   * is a hold that lapsed. Gone when released, confirmed or lost.
   */
  heldUntil?: string;
  /** The hold's id among the bookings (opaque: the yachts' busy days are public), with `heldUntil`. */
  holdId?: string;
  /**
   * The operator's email about it, written by the server only (Functions on: docs/decisions/0035); absent without
   * Functions and in the demo backend.
   */
  notification?: OperatorNotification;
  /**
   * What the server noticed when it stored it (Functions on; docs/decisions/0040-limits-that-hold.md), for the
   * operator to weigh: absent when nothing. Written by the server only; the rules refuse it from browsers.
   */
  flags?: EnquiryFlag[];
  /** The deposit paid online (Functions on; docs/decisions/0037-deposits.md), once a link was made. */
  deposit?: Deposit;
  /**
   * The latest link to pay the balance online (Functions on; docs/decisions/0047-balance-and-refunds-online.md), once
   * one was made: written by the server only (the rules refuse it from browsers), marked paid by Stripe's webhook.
   */
  balanceLink?: PaymentLink;
  /**
   * What its ledger holds (docs/decisions/0045-ledger.md): paid and refunded, written with every entry. Absent
   * until the first payment.
   */
  money?: LedgerTotals;
  /** Set when the operator cancelled the confirmed charter (its status is then 'lost'). */
  cancellation?: Cancellation;
  /** The client's page and guest list (docs/decisions/0043-charter-page.md), once made. */
  charter?: CharterLink;
  /** The reminder emails to the client (Functions on), each sent once: written by the server only. */
  reminders?: ReminderEmails;
  /**
   * Why the stored document could not be read as an enquiry (a date that is not a date, written past the rules or
   * by an older site): its quote is then left out, and the admin shows it as unreadable, with a delete button.
   */
  unreadable?: string;
}

const EPOCH = new Date(0).toISOString();
const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Why a stored enquiry cannot be shown and priced as it is, or null when it can. Plain English (the admin's). */
export function enquiryProblem(enquiry: Pick<Enquiry, 'createdAt' | 'quote'>): string | null {
  if (Number.isNaN(Date.parse(enquiry.createdAt))) {
    return `its time of arrival “${enquiry.createdAt}” is not a time`;
  }
  const selection = enquiry.quote?.selection;
  if (!selection) return null;
  if (!isDubaiDate(selection.date)) return `its date “${selection.date}” is not a calendar date`;
  if (!isWhole(selection.startMinute, 0, MINUTES_PER_DAY - 1)) {
    return `its start “${String(selection.startMinute)}” is not a time of day`;
  }
  if (!isWhole(selection.hours, 1, 24))
    return `its length “${String(selection.hours)} hours” is not possible`;
  return null;
}

/** The enquiry as every screen may show it: an unreadable one without its quote (and with a readable time), marked. */
export function readableEnquiry<T extends Enquiry>(enquiry: T): T {
  const problem = enquiryProblem(enquiry);
  if (!problem) return enquiry;
  const createdAt = Number.isNaN(Date.parse(enquiry.createdAt)) ? EPOCH : enquiry.createdAt;
  return { ...enquiry, quote: null, createdAt, unreadable: problem };
}

/**
 * What the server noticed about an enquiry when it stored it (docs/decisions/0040-limits-that-hold.md):
 * `phone-busy`, its phone number was named in many enquiries today (perhaps by others, so it is not refused);
 * `site-busy`, it came in a flood, past the site's hourly ceiling (told in a summary email, not one of its own).
 */
export type EnquiryFlag = 'phone-busy' | 'site-busy';
export const ENQUIRY_FLAGS: readonly EnquiryFlag[] = ['phone-busy', 'site-busy'];
/** Each flag as the operator reads it (the admin's badge, the summary email). */
export const ENQUIRY_FLAG_TEXT: Record<EnquiryFlag, string> = {
  'phone-busy': 'Phone named in many requests today',
  'site-busy': 'Came in a flood of enquiries',
};

/**
 * Where the operator's email about a new enquiry stands: claimed for sending, sent, or failed (with why); or, past
 * the hourly ceilings (docs/decisions/0040), batched for the next summary email and then summarised in it.
 */
export type NotificationStatus = 'sending' | 'sent' | 'failed' | 'batched' | 'summarised';
export const NOTIFICATION_STATUSES: readonly NotificationStatus[] = [
  'sending',
  'sent',
  'failed',
  'batched',
  'summarised',
];

export interface OperatorNotification {
  status: NotificationStatus;
  /** ISO 8601: when it reached this status. */
  at: string;
  /** Why it failed, as the mail server or the setup said it. */
  error?: string;
}

export interface EnquiryNote {
  id: string;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  /** The operator's email. */
  author: string;
}
