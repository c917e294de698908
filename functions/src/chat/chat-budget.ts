import { defineInt } from 'firebase-functions/params';

/**
 * The calls the chat proxy makes to the provider per day, for the whole site (docs/decisions/0039): once spent, it
 * answers 429 until the day ends (UTC) and the site's built-in assistant answers instead. A param with a default,
 * so `npm run emulators` asks nothing; `CHAT_DAILY_BUDGET=…` in functions/.env.<project> changes it.
 */
export const DEFAULT_CHAT_DAILY_BUDGET = 2_000;
export const CHAT_DAILY_BUDGET = defineInt('CHAT_DAILY_BUDGET', {
  default: DEFAULT_CHAT_DAILY_BUDGET,
  description: 'Chat messages the proxy sends to the provider per day (UTC) for the whole site, then 429.',
});

/** The budget's counter key (functions/src/limits.ts takeToken): one for the site. */
export const CHAT_BUDGET_KEY = 'chat:budget';
export const DAY_SECONDS = 24 * 60 * 60;

/** Seconds from `now` (epoch ms) to the end of its budget day (takeToken's windows start at UTC midnight). */
export const secondsToDayEnd = (now: number) =>
  Math.ceil((DAY_SECONDS * 1000 - (now % (DAY_SECONDS * 1000))) / 1000);
