/**
 * Who issues the tax invoices (UAE VAT): the business's legal name and address, and its Tax Registration Number, 15
 * digits. Without a TRN the documents are plain receipts (docs/decisions/0044-money-settings.md).
 */
export const LEGAL_NAME_MAX = 120;
export const LEGAL_ADDRESS_MAX = 300;

/** A UAE Tax Registration Number: 15 digits, written without spaces. */
export const isTrn = (value: string) => /^\d{15}$/.test(value);

/** The problem with the operator's legal identity, field by field (plain English, the admin's). */
export function legalIdentityErrors(identity: {
  legalName?: string;
  legalAddress?: string;
  trn?: string;
}): Partial<Record<'legalName' | 'legalAddress' | 'trn', string>> {
  const errors: Partial<Record<'legalName' | 'legalAddress' | 'trn', string>> = {};
  if (identity.legalName !== undefined && identity.legalName.length > LEGAL_NAME_MAX)
    errors.legalName = `The legal name must be at most ${LEGAL_NAME_MAX} characters.`;
  if (identity.legalAddress !== undefined && identity.legalAddress.length > LEGAL_ADDRESS_MAX)
    errors.legalAddress = `The address must be at most ${LEGAL_ADDRESS_MAX} characters.`;
  if (identity.trn !== undefined && !isTrn(identity.trn))
    errors.trn = 'The TRN is 15 digits, as on the tax registration certificate.';
  return errors;
}
