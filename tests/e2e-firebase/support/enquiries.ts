import { Timestamp } from 'firebase-admin/firestore';
import { charterSpan } from '../../../src/domain/booking/slots';
import { vatInside } from '../../../src/domain/ledger/tax-document';
import { firestore } from './emulators';

/** A quoted charter's particulars: whose, which yacht at which weekday rate (fils per hour), when and for how many. */
export interface QuotedCharter {
  reference: string;
  name: string;
  yachtId: string;
  yachtName: string;
  hourFils: number;
  date: string;
  startMinute: number;
  hours: number;
  guests: number;
}

/**
 * An enquiry as Firestore stores it, quoted and not booked: `name`'s WhatsApp quote in English at the weekday rate,
 * VAT included, half as the deposit.
 */
export function quotedEnquiry({ reference, name, yachtId, yachtName, hourFils, ...when }: QuotedCharter) {
  const totalFils = hourFils * when.hours;
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
      selection: { yachtId, ...when, addOnIds: [] },
      yachtName,
      lines: [
        {
          kind: 'charter',
          rate: 'weekday',
          unitPriceFils: hourFils,
          quantity: when.hours,
          amountFils: totalFils,
        },
      ],
      subtotalFils: totalFils,
      vatMode: 'included',
      vatFils: vatInside(totalFils),
      totalFils,
      depositFils: totalFils / 2,
    },
    status: 'quoted',
    bookingId: null,
    createdAt: Timestamp.now(),
  };
}

/** `name`'s quote for Marina Star on `date`, 10:00–12:00 for six guests (AED 1,500, deposit AED 750). */
export const quotedMarinaStar = (reference: string, name: string, date: string) =>
  quotedEnquiry({
    reference,
    name,
    yachtId: 'marina-star',
    yachtName: 'Marina Star',
    hourFils: 75_000,
    date,
    startMinute: 600,
    hours: 2,
    guests: 6,
  });

/** `name`'s quote for Azure Pearl, 2 hours for four guests (AED 900, deposit AED 450). */
export const quotedAzurePearl = (
  reference: string,
  name: string,
  when: { date: string; startMinute: number },
) =>
  quotedEnquiry({
    reference,
    name,
    yachtId: 'azure-pearl',
    yachtName: 'Azure Pearl',
    hourFils: 45_000,
    ...when,
    hours: 2,
    guests: 4,
  });

/**
 * Writes a quoted enquiry under its reference, its slot first freed of the seeded activity (at some hours of the
 * day one of its blocks lies on a journey's slot).
 */
export async function writeQuoted(enquiry: ReturnType<typeof quotedEnquiry>) {
  const { yachtId, date, startMinute, hours } = enquiry.quote.selection;
  await clearSlot(yachtId, charterSpan(date, startMinute, hours));
  await firestore().collection('enquiries').doc(enquiry.reference).set(enquiry);
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
