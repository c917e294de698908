// An admin's search of the enquiries: what a term may be, and which enquiries answer it.
import { normaliseReference } from '../domain/booking/reference';
import type { Enquiry } from '../domain/enquiry';
import { E164 } from './input-rules';

export const MAX_SEARCH_RESULTS = 50;

/** What an admin's search term may be: a reference, a phone in E.164, and the lower-case start of a name. */
export function searchTerms(term: string): { reference: string | null; phone: string | null; name: string } {
  const trimmed = term.trim();
  let digits = trimmed.replace(/[\s\-().]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (/^0\d/.test(digits)) digits = `+971${digits.slice(1)}`;
  return {
    reference: normaliseReference(trimmed),
    phone: E164.test(digits) ? digits : null,
    name: trimmed.toLowerCase(),
  };
}

/**
 * Whether an enquiry answers the search: its reference, its phone, or the start of its name (any case). Both
 * backends filter what they find through it, so a stored `nameKey` that is not the name (the rules check it
 * exactly only for ASCII names) answers no search.
 */
export function matchesSearch(
  enquiry: Pick<Enquiry, 'reference' | 'phone' | 'name'>,
  { reference, phone, name }: ReturnType<typeof searchTerms>,
): boolean {
  return (
    enquiry.reference === reference ||
    (phone !== null && enquiry.phone === phone) ||
    (name !== '' && enquiry.name.toLowerCase().startsWith(name))
  );
}

/** The lower-case name the name search matches the start of (the rules check it for ASCII names). */
export const nameKey = (name: string) => name.toLowerCase();
