import type { AddOnLine, CharterLine, QuoteLine } from '../../domain/booking/quote';
import type { EnquiryInput, EnquiryQuote } from '../../domain/enquiry';
import { cleanCampaign, nameKey } from '../booking-checks';

/**
 * A quote's lines as stored (docs/decisions/0032-quote-lines-stored-for-the-rules.md): the charter line as one map,
 * the add-on lines as parallel lists (line i is `ids[i]`, `names[i]`...), a shape the rules check within their
 * expression budget. checkEnquiryInput has made sure the lines are one charter line followed by add-on lines.
 */
export function storedLines(lines: readonly QuoteLine[]) {
  const charter = lines.find((line): line is CharterLine => line.kind === 'charter');
  const addOns = lines.filter((line): line is AddOnLine => line.kind === 'add-on');
  return {
    charterLine: charter
      ? {
          rate: charter.rate,
          unitPriceFils: charter.unitPriceFils,
          quantity: charter.quantity,
          amountFils: charter.amountFils,
        }
      : null,
    addOnLines: {
      ids: addOns.map((line) => line.addOnId),
      names: addOns.map((line) => line.name),
      units: addOns.map((line) => line.unit),
      unitPriceFils: addOns.map((line) => line.unitPriceFils),
      quantities: addOns.map((line) => line.quantity),
      amountFils: addOns.map((line) => line.amountFils),
    },
  };
}

/**
 * Enquiries as the rules accept them (firestore.rules isNewEnquiry): only the allowed keys, no `undefined`. The
 * caller adds `createdAt` as the server's time. Checked before (checkEnquiryInput). Free of Firebase, so a Cloud
 * Function can write the same shape.
 */
function quoteData(quote: EnquiryQuote): Record<string, unknown> {
  const { selection } = quote;
  return {
    selection: {
      yachtId: selection.yachtId,
      date: selection.date,
      startMinute: selection.startMinute,
      hours: selection.hours,
      guests: selection.guests,
      addOnIds: [...selection.addOnIds],
    },
    yachtName: quote.yachtName,
    ...(quote.packageName ? { packageName: quote.packageName } : {}),
    ...storedLines(quote.lines),
    subtotalFils: quote.subtotalFils,
    vatMode: quote.vatMode,
    vatFils: quote.vatFils,
    totalFils: quote.totalFils,
    depositFils: quote.depositFils,
  };
}

export function enquiryData(input: EnquiryInput, reference: string): Record<string, unknown> {
  return {
    reference,
    channel: input.channel,
    name: input.name,
    nameKey: nameKey(input.name),
    phone: input.phone,
    preferredTime: input.preferredTime,
    message: input.message,
    language: input.language,
    campaign: cleanCampaign(input.campaign),
    quote: input.quote ? quoteData(input.quote) : null,
    status: 'new',
    bookingId: null,
    ...(input.voucherCode ? { voucherCode: input.voucherCode } : {}),
  };
}
