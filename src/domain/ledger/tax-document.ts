/**
 * The documents a charter's money makes (docs/decisions/0046-tax-documents.md): each payment a tax invoice, each refund
 * a tax credit note that cites the charter's last invoice, numbered in two series with no gaps and no repeats (a
 * counter moved in the same transaction as the entry). UAE VAT: the document names the supplier's legal name, address
 * and TRN, the date of supply, the client, and the amount before VAT, the VAT at 5% and the total in AED. A business
 * without a TRN issues plain receipts (and credit receipts) instead, numbered the same way.
 */
import { divideRounded, type Fils } from '../booking/money';
import type { BookingSelection } from '../booking/quote';
import { VAT_PERCENT } from '../booking/settings';
import { isTrn } from '../booking/legal-identity';
import { dubaiDateOf } from '../booking/dubai-time';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales';
import type { LedgerEntry } from './ledger';

export type TaxDocumentKind = 'invoice' | 'credit-note';

/** The printed number's prefix of each series. */
const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/**
 * The number printed on the document: the series, the Dubai year it was issued in, and its serial, which keeps rising
 * across years (`INV-2026-000012`, then `INV-2027-000013`): the serial alone is unique, the year helps the reader.
 */
export const documentNumber = (kind: TaxDocumentKind, serial: number, issuedAt: Date) =>
  `${PREFIX[kind]}-${dubaiDateOf(issuedAt.getTime()).slice(0, 4)}-${String(serial).padStart(6, '0')}`;

/** Where it is stored: `invoice-12`, `credit-note-3` (the rules rebuild it from the kind and the serial). */
export const documentId = (kind: TaxDocumentKind, serial: number) => `${kind}-${serial}`;

/** The series a ledger entry's document belongs to. */
export const documentKindOf = (entry: Pick<LedgerEntry, 'kind'>): TaxDocumentKind =>
  entry.kind === 'refund' ? 'credit-note' : 'invoice';

export interface Supplier {
  legalName: string;
  legalAddress: string;
  /** '' without one: the document is then a plain receipt. */
  trn: string;
}

export interface TaxDocument {
  /** `invoice-12` (documentId). */
  id: string;
  kind: TaxDocumentKind;
  /** Its place in its series, from 1. */
  serial: number;
  /** `INV-2026-000012` (documentNumber). */
  number: string;
  /** A tax invoice or credit note (the supplier has a TRN), or a plain receipt. */
  taxInvoice: boolean;
  /** ISO 8601: when it was issued. */
  issuedAt: string;
  /** ISO 8601: the date of supply, when the money moved (a payment received in advance is its own tax point). */
  supplyAt: string;
  enquiryId: string;
  /** The ledger entry it is for. */
  entryId: string;
  reference: string;
  /** A credit note: the invoice it cites (its number), or '' when the charter had none. */
  cites: string;
  supplier: Supplier;
  client: { name: string };
  /** What was supplied: the charter (null when its quote could not be read: a refund of an unreadable enquiry). */
  charter: {
    yachtName: string;
    selection: Pick<BookingSelection, 'date' | 'startMinute' | 'hours' | 'guests'>;
  } | null;
  /** The total (VAT included), the VAT in it at 5%, and the amount before VAT. */
  totalFils: Fils;
  vatFils: Fils;
  netFils: Fils;
  /** The client's language: the document is printed in it with English alongside. */
  language: Locale;
}

/** The VAT at 5% inside an amount that includes it, rounded to the nearest fils (halves up). */
export const vatInside = (totalFils: Fils): Fils => divideRounded(totalFils * VAT_PERCENT, 100 + VAT_PERCENT);

/** Why the admin issues plain receipts rather than tax invoices, or null when it issues tax invoices. */
export function receiptsOnlyReason(settings: { trn?: string; legalName?: string }): string | null {
  if (!settings.trn || !isTrn(settings.trn)) {
    return 'No TRN in the booking settings: payments get plain receipts, not tax invoices. Add the TRN (and the legal name and address) to issue UAE tax invoices.';
  }
  if (!settings.legalName?.trim()) {
    return 'No legal name in the booking settings: tax invoices need the name the business is registered under.';
  }
  return null;
}

export interface DocumentSource {
  kind: TaxDocumentKind;
  serial: number;
  entry: Pick<LedgerEntry, 'id' | 'amountFils' | 'at'>;
  enquiry: {
    id: string;
    reference: string;
    name: string;
    language: string;
    quote: { yachtName: string; selection: BookingSelection } | null;
  };
  settings: { legalName?: string; legalAddress?: string; trn?: string };
  /** A credit note's: the charter's last invoice number ('' when none). */
  cites: string;
  now: Date;
}

/** The document of a ledger entry, issued at `now` as number `serial` of its series. */
export function taxDocumentFrom({
  kind,
  serial,
  entry,
  enquiry,
  settings,
  cites,
  now,
}: DocumentSource): TaxDocument {
  const vatFils = vatInside(entry.amountFils);
  const supplier: Supplier = {
    legalName: settings.legalName?.trim() ?? '',
    legalAddress: settings.legalAddress?.trim() ?? '',
    trn: settings.trn && isTrn(settings.trn) ? settings.trn : '',
  };
  const selection = enquiry.quote?.selection;
  return {
    id: documentId(kind, serial),
    kind,
    serial,
    number: documentNumber(kind, serial, now),
    taxInvoice: receiptsOnlyReason(settings) === null,
    issuedAt: now.toISOString(),
    supplyAt: entry.at,
    enquiryId: enquiry.id,
    entryId: entry.id,
    reference: enquiry.reference,
    cites: kind === 'credit-note' ? cites : '',
    supplier,
    client: { name: enquiry.name.trim() },
    charter:
      enquiry.quote && selection
        ? {
            yachtName: enquiry.quote.yachtName,
            selection: {
              date: selection.date,
              startMinute: selection.startMinute,
              hours: selection.hours,
              guests: selection.guests,
            },
          }
        : null,
    totalFils: entry.amountFils,
    vatFils,
    netFils: entry.amountFils - vatFils,
    language: isLocale(enquiry.language) ? enquiry.language : DEFAULT_LOCALE,
  };
}

/** The number the next credit note of a charter cites: its latest invoice's, or '' for none. */
export const lastInvoiceNumber = (documents: readonly TaxDocument[]): string =>
  documents
    .filter((document) => document.kind === 'invoice')
    .reduce<TaxDocument | null>(
      (last, document) => (!last || document.serial > last.serial ? document : last),
      null,
    )?.number ?? '';

/** In the order they were issued (then by number): how a charter's documents are listed. */
export const byIssue = (a: TaxDocument, b: TaxDocument) =>
  a.issuedAt.localeCompare(b.issuedAt) || a.serial - b.serial;
