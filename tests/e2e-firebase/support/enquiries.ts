import { Timestamp } from 'firebase-admin/firestore';
import { firestore } from './emulators';

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

/**
 * Frees a yacht's slot of whatever the seeded demo activity put there (it is laid out around the day the suite runs,
 * so at some hours it lands on a journey's slot): each booking or block overlapping the span ± `marginMinutes`,
 * with its interval on each busy day.
 */
export async function clearSlot(
  yachtId: string,
  { start, end }: { start: number; end: number },
  marginMinutes = 60,
) {
  const db = firestore();
  const margin = marginMinutes * 60_000;
  const found = await db.collection('bookings').where('yachtId', '==', yachtId).get();
  const clashing = found.docs.filter((document) => {
    const from = (document.get('start') as Timestamp).toMillis();
    const to = (document.get('end') as Timestamp).toMillis();
    return from < end + margin && to > start - margin;
  });
  const ids = new Set(clashing.map((document) => document.id));
  if (ids.size === 0) return;
  const days = await db.collection('yachtDays').where('yachtId', '==', yachtId).get();
  const batch = db.batch();
  for (const document of clashing) batch.delete(document.ref);
  for (const day of days.docs) {
    const intervals = (day.get('intervals') as { id: string }[]).filter((interval) => !ids.has(interval.id));
    if (intervals.length === 0) batch.delete(day.ref);
    else batch.update(day.ref, { intervals });
  }
  await batch.commit();
}
