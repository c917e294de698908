/** calendarFeed's reads in Firestore, through the admin SDK (the rules keep `private/` from everyone else). */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toBooking, toEnquiry } from '../../src/backend/firebase/booking-converters';
import { FEED_SECRET_DOC, isFeedSecret } from '../../src/domain/calendar-feed';
import type { FeedStore } from './feed-handler';
import { feedSecretCache } from './feed-secret-cache';

/** The stored secret as this instance keeps it (feed-secret-cache.ts): one per instance, made on first use. */
let keptSecret: ((given: string) => Promise<string | null>) | null = null;

export function firestoreFeedStore(db: Firestore): FeedStore {
  keptSecret ??= feedSecretCache(async () => {
    const secret = (await db.doc(FEED_SECRET_DOC).get()).get('secret') as unknown;
    return isFeedSecret(secret) ? secret : null;
  });
  const secret = keptSecret;
  return {
    secret: (given) => secret(given),
    async charters(from, to) {
      const snapshot = await db
        .collection('bookings')
        .where('start', '>=', Timestamp.fromMillis(from))
        .where('start', '<', Timestamp.fromMillis(to))
        .get();
      const bookings = snapshot.docs
        .map((document) => toBooking(document.id, document.data()))
        .filter((booking) => booking.kind === 'booking');
      const enquiryIds = [...new Set(bookings.flatMap((booking) => booking.enquiryId ?? []))];
      const yachtIds = [...new Set(bookings.map((booking) => booking.yachtId).filter(Boolean))];
      // Only the fields an event shows: the operator's notes and the campaign never leave Firestore here.
      const [enquiryDocs, yachtDocs] = await Promise.all([
        enquiryIds.length === 0
          ? []
          : db.getAll(...enquiryIds.map((id) => db.collection('enquiries').doc(id)), {
              fieldMask: ['reference', 'name', 'phone', 'message', 'quote'],
            }),
        yachtIds.length === 0
          ? []
          : db.getAll(...yachtIds.map((id) => db.collection('products').doc(id)), { fieldMask: ['name'] }),
      ]);
      return {
        bookings,
        enquiries: new Map(
          enquiryDocs.filter((d) => d.exists).map((d) => [d.id, toEnquiry(d.id, d.data())] as const),
        ),
        yachts: yachtDocs
          .filter((d) => d.exists && typeof d.get('name') === 'string')
          .map((d) => ({ id: d.id, name: String(d.get('name')) })),
      };
    },
  };
}
