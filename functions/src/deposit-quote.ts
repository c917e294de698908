/**
 * The deposit link's check of the stored quote (docs/decisions/0039): before asking Stripe for a deposit, the
 * enquiry's selection is priced again with today's price list by the site's own engine (src/domain/booking), the
 * same check the operator sees on the enquiry (quote-check.ts), and the deposit too: a quote stored before Functions
 * were on may hold a visitor's own numbers. On any difference the link is refused and the operator re-quotes.
 */
import { checkQuote, missingYachtMessage, type PriceList } from '../../src/domain/booking/quote-check';
import { quote as priceQuote } from '../../src/domain/booking/quote';
import { pricingFor } from '../../src/domain/booking/settings';
import type { EnquiryQuote } from '../../src/domain/enquiry';
import { createFormats } from '../../src/domain/formats';
import { LOCALE_INFO } from '../../src/domain/locales';

const formats = createFormats(LOCALE_INFO.en.intl);

export const REQUOTE = 'Re-quote the enquiry at today’s prices, then make the deposit link.';

/** Why no deposit link may be made for `quote` at today's prices (in the operator's English), or null. */
export function depositQuoteProblem(quote: EnquiryQuote, prices: PriceList): string | null {
  const check = checkQuote(quote, prices);
  if (check.status === 'no-yacht') return `${missingYachtMessage(check.yachtId)} ${REQUOTE}`;
  const yacht = prices.yachts.find((candidate) => candidate.id === quote.selection.yachtId);
  const today = yacht ? priceQuote(quote.selection, pricingFor(yacht), prices.settings, prices.addOns) : null;
  if (!today) return `${missingYachtMessage(quote.selection.yachtId)} ${REQUOTE}`;
  if (check.status === 'differs' || today.depositFils !== quote.depositFils) {
    return (
      `The stored quote (total ${formats.aed(quote.totalFils)}, deposit ${formats.aed(quote.depositFils)}) ` +
      `is not today’s price (total ${formats.aed(today.totalFils)}, deposit ${formats.aed(today.depositFils)}). ` +
      REQUOTE
    );
  }
  return null;
}
