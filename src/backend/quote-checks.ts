// What an enquiry's quote must hold to be stored: the selection, its lines and amounts (the same as firestore.rules).
import { isDubaiDate, MINUTES_PER_DAY } from '../domain/booking/dubai-time';
import { LIMITS, nameProblem } from '../domain/limits';
import type { EnquiryQuote } from '../domain/enquiry';
import { invalid, isAmount, isId, isWhole } from './input-rules';

export function checkQuote(quote: EnquiryQuote) {
  const { selection } = quote;
  if (typeof selection !== 'object' || selection === null) invalid('The quote has no selection.');
  if (!isId(selection.yachtId)) invalid('The quote names no yacht.');
  if (!isDubaiDate(selection.date)) invalid('The quote’s date is not a date.');
  if (!isWhole(selection.startMinute, 0, MINUTES_PER_DAY - 1))
    invalid('The quote’s start time is not valid.');
  if (!isWhole(selection.hours, 1, 24)) invalid('The quote’s hours must be a whole number from 1 to 24.');
  if (!isWhole(selection.guests, 1, LIMITS.capacity)) invalid('The quote’s guests must be a whole number.');
  if (
    !Array.isArray(selection.addOnIds) ||
    selection.addOnIds.length > LIMITS.quoteLines ||
    !selection.addOnIds.every(isId)
  ) {
    invalid(`A quote can hold at most ${LIMITS.quoteLines} add-ons.`);
  }
  if (nameProblem(quote.yachtName)) invalid('The quote’s yacht name is not valid.');
  if (quote.packageName !== undefined && nameProblem(quote.packageName))
    invalid('The quote’s package name is not valid.');
  if (!Array.isArray(quote.lines) || quote.lines.length < 1 || quote.lines.length > LIMITS.quoteLines) {
    invalid(`A quote holds 1 to ${LIMITS.quoteLines} lines.`);
  }
  for (const [i, line] of quote.lines.entries()) {
    const amounts = [line.unitPriceFils, line.quantity, line.amountFils].every(isAmount);
    // One charter line for the chosen hours, then the chosen add-ons (how they are stored: booking-payloads.ts).
    const kind =
      i === 0
        ? line.kind === 'charter' &&
          (line.rate === 'weekday' || line.rate === 'weekend') &&
          line.quantity === selection.hours &&
          line.amountFils === line.unitPriceFils * line.quantity
        : line.kind === 'add-on' &&
          isId(line.addOnId) &&
          selection.addOnIds.includes(line.addOnId) &&
          nameProblem(line.name) === null &&
          ['booking', 'hour', 'guest'].includes(line.unit);
    if (!amounts || !kind) invalid('A line of the quote is not valid.');
  }
  if (![quote.subtotalFils, quote.vatFils, quote.totalFils, quote.depositFils].every(isAmount)) {
    invalid('The quote’s amounts must be whole fils.');
  }
  if (quote.vatMode !== 'included' && quote.vatMode !== 'added')
    invalid('The quote’s VAT mode is not valid.');
}
