import { describe, expect, it } from 'vitest';
import {
  byIssue,
  documentNumber,
  lastInvoiceNumber,
  receiptsOnlyReason,
  taxDocumentFrom,
  vatInside,
  type DocumentSource,
} from '../../../../src/domain/ledger/tax-document';

const source = (over: Partial<DocumentSource> = {}): DocumentSource => ({
  kind: 'invoice',
  serial: 12,
  entry: { id: 'e1', amountFils: 40_500, at: '2030-05-01T06:00:00.000Z' },
  enquiry: {
    id: 'MLY-7K2Q9P',
    reference: 'MLY-7K2Q9P',
    name: '  Layla Haddad ',
    language: 'ar',
    quote: {
      yachtName: 'Azure Pearl',
      selection: {
        yachtId: 'azure',
        date: '2030-05-06',
        startMinute: 600,
        hours: 3,
        guests: 6,
        addOnIds: [],
      },
    },
  },
  settings: { legalName: 'Marina Luxe Yachts L.L.C.', legalAddress: 'Dubai Marina', trn: '100123456700003' },
  cites: 'INV-2030-000011',
  now: new Date('2030-05-01T07:00:00.000Z'),
  ...over,
});

describe('tax documents', () => {
  it('numbers each series with the Dubai year and six digits, and splits the VAT out of the amount paid', () => {
    expect(documentNumber('invoice', 12, new Date('2030-05-01T07:00:00Z'))).toBe('INV-2030-000012');
    expect(documentNumber('credit-note', 3, new Date('2030-05-01T07:00:00Z'))).toBe('CN-2030-000003');
    // 31 December 21:00 UTC is already 1 January in Dubai; the serial keeps rising across the years.
    expect(documentNumber('invoice', 13, new Date('2030-12-31T21:00:00Z'))).toBe('INV-2031-000013');
    expect(documentNumber('invoice', 13, new Date('2030-12-31T19:59:59Z'))).toBe('INV-2030-000013');
    expect(vatInside(40_500)).toBe(1_929);
    expect(vatInside(94_500)).toBe(4_500);
    expect(vatInside(0)).toBe(0);
  });

  it('makes a tax invoice with the supplier’s TRN, the client and the charter; an invoice cites nothing', () => {
    const document = taxDocumentFrom(source());
    expect(document).toMatchObject({
      id: 'invoice-12',
      number: 'INV-2030-000012',
      taxInvoice: true,
      supplyAt: '2030-05-01T06:00:00.000Z',
      issuedAt: '2030-05-01T07:00:00.000Z',
      cites: '',
      client: { name: 'Layla Haddad' },
      charter: {
        yachtName: 'Azure Pearl',
        selection: { date: '2030-05-06', startMinute: 600, hours: 3, guests: 6 },
      },
      totalFils: 40_500,
      vatFils: 1_929,
      netFils: 38_571,
      language: 'ar',
    });
    expect(taxDocumentFrom(source({ kind: 'credit-note' })).cites).toBe('INV-2030-000011');
  });

  it('is a plain receipt without a TRN or a legal name, and says why', () => {
    expect(taxDocumentFrom(source({ settings: {} })).taxInvoice).toBe(false);
    expect(receiptsOnlyReason({})).toMatch(/^No TRN/);
    expect(receiptsOnlyReason({ trn: '100123456700003' })).toMatch(/^No legal name/);
    expect(receiptsOnlyReason({ trn: '12345', legalName: 'X' })).toMatch(/^No TRN/);
  });

  it('names no charter when the enquiry’s quote could not be read (a refund of an unreadable enquiry)', () => {
    const enquiry = { ...source().enquiry, quote: null };
    expect(taxDocumentFrom(source({ kind: 'credit-note', enquiry })).charter).toBeNull();
  });

  it('cites the charter’s latest invoice, and lists documents in the order they were issued', () => {
    const a = taxDocumentFrom(source({ serial: 3, now: new Date('2030-05-02T00:00:00Z') }));
    const b = taxDocumentFrom(source({ serial: 7, now: new Date('2030-05-01T00:00:00Z') }));
    const refund = taxDocumentFrom(source({ kind: 'credit-note', serial: 1 }));
    expect(lastInvoiceNumber([a, b, refund])).toBe('INV-2030-000007');
    expect(lastInvoiceNumber([refund])).toBe('');
    expect([a, b].sort(byIssue).map((d) => d.serial)).toEqual([7, 3]);
  });
});
