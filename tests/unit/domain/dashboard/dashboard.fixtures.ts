import type { Booking } from '../../../../src/domain/booking/bookings';
import type { Enquiry, EnquiryQuote, EnquiryStatus } from '../../../../src/domain/enquiry';

/** A quote of `yachtId` on a Dubai date and start, with a cake; total and deposit as given. */
export function quoteOf(
  yachtId: string,
  date: string,
  startMinute: number,
  hours: number,
  money: { totalFils?: number; depositFils?: number } = {},
): EnquiryQuote {
  const totalFils = money.totalFils ?? 200_000;
  return {
    selection: { yachtId, date, startMinute, hours, guests: 7, addOnIds: ['cake'] },
    yachtName: 'Stored Name',
    lines: [
      {
        kind: 'charter',
        rate: 'weekday',
        unitPriceFils: 50_000,
        quantity: hours,
        amountFils: 50_000 * hours,
      },
      {
        kind: 'add-on',
        addOnId: 'cake',
        name: 'Cake',
        unit: 'booking',
        unitPriceFils: 10_000,
        quantity: 1,
        amountFils: 10_000,
      },
    ],
    subtotalFils: totalFils,
    vatMode: 'included',
    vatFils: 0,
    totalFils,
    depositFils: money.depositFils ?? totalFils / 2,
  };
}

export function enquiry(
  id: string,
  status: EnquiryStatus,
  createdAt: string,
  quote: EnquiryQuote | null = null,
): Enquiry {
  return {
    id,
    reference: id,
    createdAt,
    status,
    bookingId: null,
    channel: quote ? 'whatsapp' : 'callback',
    name: `Client ${id}`,
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote,
  };
}

export function booking(
  id: string,
  yachtId: string,
  start: string,
  end: string,
  enquiryId: string | null = null,
): Booking {
  return {
    id,
    kind: enquiryId ? 'booking' : 'block',
    yachtId,
    start,
    end,
    enquiryId,
    reference: enquiryId,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...(enquiryId ? {} : { blockKind: 'maintenance' as const, reason: 'Engine' }),
  };
}
