// A charter's ledger as Firestore keeps it (docs/decisions/0045-ledger.md): `enquiries/{id}/ledger/{entryId}`, and
// the totals on the enquiry (`money`). Reading never throws: an entry the app cannot read counts as nothing.
import {
  LEDGER_KINDS,
  PAYMENT_METHODS,
  type LedgerEntry,
  type LedgerTotals,
} from '../../domain/ledger/ledger';
import type { TaxDocument } from '../../domain/ledger/tax-document';
import type { PeriodEntry } from '../../domain/dashboard/money';
import { asData, isoDate, numberFrom, text } from './fields';

const wholeFils = (value: unknown) => {
  const number = numberFrom(value);
  return number !== undefined && Number.isSafeInteger(number) && number >= 0 ? number : 0;
};

/** The entry, or null when the stored document is not one (no kind, method, amount or time). */
export function toLedgerEntry(id: string, raw: unknown): LedgerEntry | null {
  const data = asData(raw);
  const kind = LEDGER_KINDS.find((known) => known === data.kind);
  const method = PAYMENT_METHODS.find((known) => known === data.method);
  const at = isoDate(data.at);
  const amountFils = wholeFils(data.amountFils);
  if (!kind || !method || !at || amountFils === 0) return null;
  const stripeId = text(data.stripeId);
  return {
    id,
    kind,
    amountFils,
    method,
    at,
    note: text(data.note),
    recordedAt: isoDate(data.recordedAt) ?? at,
    recordedBy: text(data.recordedBy),
    ...(stripeId ? { stripeId } : {}),
  };
}

/**
 * A collection-group answer's entry with its enquiry's id, from its path (`enquiries/{id}/ledger/{entryId}`); null
 * for anything else (a `ledger` collection elsewhere) or an entry the app cannot read.
 */
export function toPeriodEntry(path: string, raw: unknown): PeriodEntry | null {
  const [collection, enquiryId, ledger, entryId, ...rest] = path.split('/');
  if (collection !== 'enquiries' || ledger !== 'ledger' || !enquiryId || !entryId || rest.length > 0)
    return null;
  const entry = toLedgerEntry(entryId, raw);
  return entry && { ...entry, enquiryId };
}

/** `{ money }` when the enquiry holds its ledger's totals, else nothing. */
export function moneyFrom(raw: unknown): { money?: LedgerTotals } {
  if (typeof raw !== 'object' || raw === null) return {};
  const data = asData(raw);
  return {
    money: {
      paidFils: wholeFils(data.paidFils),
      refundedFils: wholeFils(data.refundedFils),
      lastEntryId: text(data.lastEntryId),
    },
  };
}

/** The document as stored in `invoices/{id}`: as issued (its time set by the server). */
export const taxDocumentData = (document: TaxDocument) =>
  JSON.parse(JSON.stringify(document)) as Record<string, unknown>;

/** A stored document, or null when it is not one (no id, kind or serial). Documents are the admin's, so trusted. */
export function toTaxDocument(raw: unknown): TaxDocument | null {
  const data = asData(raw);
  if (typeof data.id !== 'string' || (data.kind !== 'invoice' && data.kind !== 'credit-note')) return null;
  if (typeof data.serial !== 'number') return null;
  return { ...(data as unknown as TaxDocument), issuedAt: isoDate(data.issuedAt) ?? '' };
}
