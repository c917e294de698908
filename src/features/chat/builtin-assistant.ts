import { INTENTS, reply, withBookingEngine, type LoadBookingFacts } from './intents';
import { readQuestion, type AssistantData } from './question';
import type { ChatMessage, ChatProvider, ReplyPart } from './types';

export type { AssistantData } from './question';
export type { LoadBookingFacts } from './intents';

/**
 * Answers a question from the live fleet, packages, services, offers and contact details, in ≤ 30 words, in the
 * page's language: the first intent of the table (intents.ts) that matches it answers.
 */
export function answer(question: string, data: AssistantData): ReplyPart[] {
  return reply(INTENTS, readQuestion(question, data)).parts;
}

/**
 * Answers like `answer`, and first of all a price-and-availability question ("3 hours on Friday for 20 guests?")
 * with the booking engine when `loadFacts` is given.
 */
export async function answerWithBooking(
  question: string,
  data: AssistantData,
  loadFacts?: LoadBookingFacts,
): Promise<ReplyPart[]> {
  return reply(loadFacts ? withBookingEngine(loadFacts) : INTENTS, readQuestion(question, data)).parts;
}

/** The provider used when no chat endpoint is configured. */
export function createBuiltinProvider(data: () => AssistantData, loadFacts?: LoadBookingFacts): ChatProvider {
  return {
    async reply(conversation: readonly ChatMessage[]) {
      const last = [...conversation].reverse().find((m) => m.role === 'user');
      return answerWithBooking(last?.content ?? '', data(), loadFacts);
    },
  };
}
