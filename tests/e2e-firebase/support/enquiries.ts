import { Timestamp } from 'firebase-admin/firestore';

/**
 * An enquiry as Firestore stores it, quoted and not booked: `name`'s WhatsApp quote for Marina Star on `date`,
 * 10:00–12:00 for six guests at the weekday rate (AED 1,500, deposit AED 750), in English.
 */
export function quotedMarinaStar(reference: string, name: string, date: string) {
  return {
    reference,
    channel: 'whatsapp',
    name,
    nameKey: name.toLowerCase(),
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote: {
      selection: { yachtId: 'marina-star', date, startMinute: 600, hours: 2, guests: 6, addOnIds: [] },
      yachtName: 'Marina Star',
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 75_000, quantity: 2, amountFils: 150_000 }],
      subtotalFils: 150_000,
      vatMode: 'included',
      vatFils: 7_143,
      totalFils: 150_000,
      depositFils: 75_000,
    },
    status: 'quoted',
    bookingId: null,
    createdAt: Timestamp.now(),
  };
}
