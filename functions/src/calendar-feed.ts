import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from './admin';
import { handleFeedRequest } from './feed-handler';
import { firestoreFeedStore } from './feed-store';
import { SITE_FUNCTION_OPTIONS } from './options';

/**
 * The confirmed charters as an iCalendar feed at `…/calendarFeed/<secret>.ics`, for the operator's phone calendar
 * (functions/src/feed-handler.ts, docs/decisions/0036-calendar-feed.md). No CORS: calendar apps are not browsers.
 * Logs say what happened, never the secret, a name or a phone number.
 */
export const calendarFeed = onRequest(
  { ...SITE_FUNCTION_OPTIONS, cors: false, maxInstances: 3 },
  async (request, response) => {
    try {
      const answer = await handleFeedRequest(
        { method: request.method, path: request.path },
        firestoreFeedStore(firestore()),
        Date.now(),
      );
      if (answer.status !== 200) logger.info('calendarFeed refused', { status: answer.status });
      response.status(answer.status).set(answer.headers).send(answer.body);
    } catch (error) {
      logger.error('calendarFeed failed', { error: error instanceof Error ? error.message : 'unknown' });
      response.status(500).set({ 'Cache-Control': 'no-store' }).send('The feed is not available right now.');
    }
  },
);
