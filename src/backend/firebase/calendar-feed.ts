// The calendar feed's secret in Firestore (docs/decisions/0036-calendar-feed.md): `private/calendarFeed`, which the
// rules let only the admin read and write; the calendarFeed function reads it with the admin SDK.
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { FEED_SECRET_DOC, isFeedSecret, newFeedSecret, type CalendarFeed } from '../../domain/calendar-feed';
import { FUNCTION_NAMES } from '../../domain/server-api';
import type { BookingsApi } from '../types';
import { mapErrors } from './errors';

/** `functionsBaseUrl`: settings.functionsBaseUrl (Cloud Functions on), else no feed is served. */
export function firestoreCalendarFeed(
  db: Firestore,
  functionsBaseUrl: string | undefined,
): Pick<BookingsApi, 'calendarFeed' | 'rotateCalendarFeed'> {
  const ref = doc(db, FEED_SECRET_DOC);
  const endpoint = functionsBaseUrl ? `${functionsBaseUrl}/${FUNCTION_NAMES.calendarFeed}` : null;
  return {
    calendarFeed: () =>
      mapErrors(async (): Promise<CalendarFeed> => {
        const secret: unknown = (await getDoc(ref)).get('secret');
        return { endpoint, secret: isFeedSecret(secret) ? secret : null };
      }),
    rotateCalendarFeed: () =>
      mapErrors(async (): Promise<CalendarFeed> => {
        const secret = newFeedSecret();
        await setDoc(ref, { secret, rotatedAt: serverTimestamp() });
        return { endpoint, secret };
      }),
  };
}
