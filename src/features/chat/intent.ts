/** What an intent of the assistant is (intents.ts holds the table): what it matches, and what it answers. */
import type { Keywords } from '../../config/catalogue';
import { opensWith, says } from './keywords';
import type { Question } from './question';
import type { ReplyPart } from './types';

/** A kind of question the assistant answers. */
export interface Intent<Reply = ReplyPart[]> {
  name: string;
  /** Its answer to the question, or null when the question is not of its kind. */
  reply: (q: Question) => Reply | null;
}

/**
 * An intent from what it matches (a function that reads what its answer needs from the question, or gives null when
 * the question is not of its kind) and what it answers.
 */
export function intent<Found, Reply = ReplyPart[]>(
  name: string,
  {
    matches,
    answer,
  }: { matches: (q: Question) => Found | null | undefined; answer: (found: Found, q: Question) => Reply },
): Intent<Reply> {
  return {
    name,
    reply: (q) => {
      const found = matches(q);
      return found === null || found === undefined ? null : answer(found, q);
    },
  };
}

/** Matches a question that says one of the keywords (any language's). */
export function saying(keywords: Keywords): (q: Question) => true | null {
  const test = says(keywords);
  return (q) => (test(q.text) ? true : null);
}

/** Matches a question that opens with one of the keywords. */
export function opening(keywords: Keywords): (q: Question) => true | null {
  const test = opensWith(keywords);
  return (q) => (test(q.text) ? true : null);
}
