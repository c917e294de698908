import type { EnquiryInput, EnquiryQuote } from '../../domain/enquiry';
import { cleanCampaign, nameKey } from '../booking-checks';

/**
 * Enquiries as the rules accept them (firestore.rules isNewEnquiry): only the allowed keys, no `undefined`. The
 * caller adds `createdAt` as the server's time. Checked before (checkEnquiryInput).
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
    lines: quote.lines.map((line) =>
      line.kind === 'charter'
        ? {
            kind: line.kind,
            rate: line.rate,
            unitPriceFils: line.unitPriceFils,
            quantity: line.quantity,
            amountFils: line.amountFils,
          }
        : {
            kind: line.kind,
            addOnId: line.addOnId,
            name: line.name,
            unit: line.unit,
            unitPriceFils: line.unitPriceFils,
            quantity: line.quantity,
            amountFils: line.amountFils,
          },
    ),
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
  };
}
