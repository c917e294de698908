// The calendar feed's secret in Firestore (docs/decisions/0036-calendar-feed.md): `private/calendarFeed`, which the
// rules let only the admin read and write; the calendarFeed function reads it with the admin SDK. Each yacht's feed of
// busy times has its own in `yachtFeeds/{yachtId}` (docs/decisions/0050), read by the yachtFeed function.
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import {
  FEED_SECRET_DOC,
  isFeedSecret,
  newFeedSecret,
  YACHT_FEEDS,
  type CalendarFeed,
} from '../../domain/calendar-feed';
import { FUNCTION_NAMES } from '../../domain/server-api';
import type { BookingsApi } from '../types';
import { invalid, isId } from '../input-rules';
import { mapErrors } from './errors';

/** `functionsBaseUrl`: settings.functionsBaseUrl (Cloud Functions on), else no feed is served. */
export function firestoreCalendarFeed(
  db: Firestore,
  functionsBaseUrl: string | undefined,
): Pick<BookingsApi, 'calendarFeed' | 'rotateCalendarFeed' | 'yachtFeed' | 'rotateYachtFeed'> {
  const ref = doc(db, FEED_SECRET_DOC);
  const endpoint = functionsBaseUrl ? `${functionsBaseUrl}/${FUNCTION_NAMES.calendarFeed}` : null;
  const yachtEndpoint = functionsBaseUrl ? `${functionsBaseUrl}/${FUNCTION_NAMES.yachtFeed}` : null;
  const yachtRef = (yachtId: string) => {
    if (!isId(yachtId)) invalid('Choose a yacht.');
    return doc(db, YACHT_FEEDS, yachtId);
  };
  return {
    yachtFeed: (yachtId) =>
      mapErrors(async (): Promise<CalendarFeed> => {
        const secret: unknown = (await getDoc(yachtRef(yachtId))).get('secret');
        return { endpoint: yachtEndpoint, secret: isFeedSecret(secret) ? secret : null };
      }),
    rotateYachtFeed: (yachtId) =>
      mapErrors(async (): Promise<CalendarFeed> => {
        const secret = newFeedSecret();
        await setDoc(yachtRef(yachtId), { secret, rotatedAt: serverTimestamp() });
        return { endpoint: yachtEndpoint, secret };
      }),
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
