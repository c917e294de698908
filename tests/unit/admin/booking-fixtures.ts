import type { EnquiryInput, EnquiryQuote } from '../../../src/domain/enquiry';

/** A quote of Azure Pearl (the fixture yacht) on a Dubai date, with a DJ for every hour. */
export function azureQuote(date: string, startMinute: number, hours: number): EnquiryQuote {
  const charter = 45_000 * hours;
  const dj = 50_000 * hours;
  return {
    selection: { yachtId: 'azure-pearl', date, startMinute, hours, guests: 6, addOnIds: ['dj'] },
    yachtName: 'Azure Pearl',
    lines: [
      { kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: hours, amountFils: charter },
      {
        kind: 'add-on',
        addOnId: 'dj',
        name: 'DJ',
        unit: 'hour',
        unitPriceFils: 50_000,
        quantity: hours,
        amountFils: dj,
      },
    ],
    subtotalFils: charter + dj,
    vatMode: 'included',
    vatFils: Math.round(((charter + dj) * 5) / 105),
    totalFils: charter + dj,
    depositFils: (charter + dj) / 2,
  };
}

/** A WhatsApp enquiry with that quote, in Arabic, from a Google campaign. */
export const quotedEnquiry = (name: string, phone: string, quote: EnquiryQuote): EnquiryInput => ({
  channel: 'whatsapp',
  name,
  phone,
  preferredTime: '',
  message: '',
  language: 'ar',
  campaign: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'summer' },
  quote,
});
