/**
 * The client's own page of a confirmed charter, and the guest list's page the client forwards to the group
 * (docs/decisions/0043-charter-page.md). Both are copies the admin writes when it confirms (and again when the
 * operator changes the charter or makes a new address): what the client may see of their booking, and nothing else —
 * no phone, no email, no guest's ID number.
 */
import type { BookingSelection } from '../booking/quote';
import { dubaiInstant, MS_PER_MINUTE } from '../booking/dubai-time';
import type { EnquiryQuote } from '../enquiry';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales';
import { DEFAULT_GUEST_LIST_CUTOFF_HOURS } from './guest-list';
import type { Photo } from '../photo';
import type { Translations } from '../translations';
import type { Berth } from './berth';
import { netPaid, type LedgerTotals } from '../ledger/ledger';
import type { TaxDocument } from '../ledger/tax-document';
import { paymentTermsOf, type CancellationTier, type PaymentTerms } from './cancellation-policy';

export type CharterStatus = 'active' | 'cancelled';

/** What the page says of the money: the quote's, and what has been paid so far. */
export interface CharterPaid {
  /** Paid so far and not refunded, in fils: the ledger's net (docs/decisions/0045-ledger.md). */
  paidFils: number;
  /** The online deposit's state, when a link was made (Functions on). */
  deposit?: 'link-sent' | 'paid' | 'expired';
}

/** The client's page (stored at `charters/{token}`): readable by whoever holds the address, listed by the admin only. */
export interface CharterPage {
  /** Its address: 128 random bits (charter-token.ts). */
  token: string;
  /** The guest list's own address, which the client forwards to the group. */
  guestToken: string;
  reference: string;
  /** The client's language: the page opens in it. */
  language: Locale;
  status: CharterStatus;
  /** As the client gave it ('' for none). */
  clientName: string;
  yacht: {
    id: string;
    name: string;
    /** Its first photo (none: the placeholder). */
    photo: Photo | null;
    /** What is included, and in the other languages. */
    included: string;
    includedTranslations?: Translations<{ complementary: string }>;
  };
  /** The quote the client accepted: selection, lines (the add-ons among them), VAT, total and deposit. */
  quote: EnquiryQuote;
  paid: CharterPaid;
  berth: Berth | null;
  /** The guest list's cut-off, in hours before departure (booking settings). */
  cutoffHours: number;
  /** The refund tiers and the balance's due time it was sold under (booking settings); absent: the defaults. */
  payment?: PaymentTerms;
  /**
   * The credit voucher a weather cancellation gave (docs/decisions/0049-cancellations-and-vouchers.md), for the client
   * to book again with; absent: none.
   */
  voucher?: { code: string; amountFils: number; expiresAt: string };
  /** Its invoices and credit notes (or receipts), for the client to open and print; absent: none yet. */
  documents?: TaxDocument[];
  /** ISO 8601: when this copy was written. */
  updatedAt: string;
}

/** The guest list's page (stored at `guestLists/{guestToken}`): enough for a guest to know which charter it is. */
export interface GuestListPage {
  guestToken: string;
  reference: string;
  language: Locale;
  status: CharterStatus;
  yachtName: string;
  selection: BookingSelection;
  berth: Berth | null;
  /** How many guests were booked: the list takes no more. */
  booked: number;
  cutoffHours: number;
}

/** A charter's start and end (ms since the epoch), from its Dubai date, start minute and hours. */
export function charterSpan(selection: Pick<BookingSelection, 'date' | 'startMinute' | 'hours'>) {
  const start = dubaiInstant(selection.date, selection.startMinute);
  return { start, end: start + selection.hours * 60 * MS_PER_MINUTE };
}

/** The guest list's page, from the client's: the same charter without the money or the client's name. */
export function guestListPageOf(page: CharterPage): GuestListPage {
  return {
    guestToken: page.guestToken,
    reference: page.reference,
    language: page.language,
    status: page.status,
    yachtName: page.yacht.name,
    selection: page.quote.selection,
    berth: page.berth,
    booked: page.quote.selection.guests,
    cutoffHours: page.cutoffHours,
  };
}

/** What a page is written from: the confirmed enquiry, its yacht as it is now, and the booking settings. */
export interface CharterSource {
  token: string;
  guestToken: string;
  enquiry: {
    reference: string;
    language: string;
    name: string;
    quote: EnquiryQuote;
    deposit?: { status: 'link-sent' | 'paid' | 'expired'; amountFils: number };
    money?: LedgerTotals;
  };
  /** Null when the yacht was deleted since: the quote's name stands. */
  yacht: {
    id: string;
    name: string;
    images: readonly Photo[];
    complementary: string;
    translations?: Translations<{ complementary: string }>;
    berth?: Berth;
  } | null;
  /** The charter's invoices and credit notes so far (kept when the page is written again). */
  documents?: readonly TaxDocument[];
  settings: {
    berth?: Berth;
    guestListCutoffHours?: number;
    cancellationTiers?: readonly CancellationTier[];
    balanceDueHours?: number;
  };
  now: Date;
}

/** The page as it is written now: the yacht's berth, else the site's; the deposit counted once paid. */
export function charterPageFrom({
  token,
  guestToken,
  enquiry,
  yacht,
  settings,
  documents = [],
  now,
}: CharterSource): CharterPage {
  const { quote } = enquiry;
  const berth = yacht?.berth ?? settings.berth ?? null;
  return {
    token,
    guestToken,
    reference: enquiry.reference,
    language: isLocale(enquiry.language) ? enquiry.language : DEFAULT_LOCALE,
    status: 'active',
    clientName: enquiry.name.trim(),
    yacht: {
      id: quote.selection.yachtId,
      name: yacht?.name ?? quote.yachtName,
      photo: yacht?.images[0] ?? null,
      included: yacht?.complementary ?? '',
      ...(yacht?.translations ? { includedTranslations: yacht.translations } : {}),
    },
    quote,
    paid: {
      paidFils: paidFilsOf(enquiry),
      ...(enquiry.deposit ? { deposit: enquiry.deposit.status } : {}),
    },
    berth: berth && berth.name.trim() !== '' ? berth : null,
    cutoffHours: settings.guestListCutoffHours ?? DEFAULT_GUEST_LIST_CUTOFF_HOURS,
    payment: paymentTermsOf(settings),
    ...(documents.length > 0 ? { documents: [...documents] } : {}),
    updatedAt: now.toISOString(),
  };
}

/** What a charter's page says is paid: its ledger's net; before any entry, a deposit paid online. */
const paidFilsOf = (enquiry: CharterSource['enquiry']) =>
  enquiry.money
    ? netPaid(enquiry.money)
    : enquiry.deposit?.status === 'paid'
      ? enquiry.deposit.amountFils
      : 0;

/** The page with what its ledger now says is paid, and the document just issued. */
export const charterPageWithPaid = (
  page: CharterPage,
  money: LedgerTotals,
  document?: TaxDocument,
): CharterPage => ({
  ...page,
  paid: { ...page.paid, paidFils: netPaid(money) },
  ...(document ? { documents: [...(page.documents ?? []), document] } : {}),
});
