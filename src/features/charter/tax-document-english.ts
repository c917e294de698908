import type { TaxDocumentKind } from '../../domain/ledger/tax-document';

/**
 * The document's words in English, printed beside the client's language (UAE VAT: English alongside). Fixed here,
 * not in a catalogue: they are the same whatever language the page is in.
 */
export const englishDocument = {
  title: (kind: TaxDocumentKind, tax: boolean) =>
    kind === 'invoice' ? (tax ? 'Tax Invoice' : 'Receipt') : tax ? 'Tax Credit Note' : 'Credit receipt',
  number: 'Number',
  issued: 'Date of issue',
  supply: 'Date of supply',
  trn: 'TRN',
  billTo: 'Bill to',
  cites: 'For invoice',
  description: 'Description',
  payment: 'Payment received',
  refund: 'Refund',
  net: 'Amount before VAT',
  vat: (percent: number) => `VAT ${percent}%`,
  total: 'Total (AED)',
} as const;
