import { useState } from 'react';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { useSiteData } from '../../backend/react/site-data';
import { createChatProvider } from './providers';
import { apologyParts, chatStrings as t } from './strings';
import { partsToText, type ChatMessage } from './types';

/** Read when the panel opens, in the page's language (its messages load with the panel's code). */
const greeting = (): ChatMessage => ({ role: 'assistant', content: t.greeting, local: true });

/**
 * The conversation with the assistant: its messages (a greeting first), whether an answer is awaited, and `ask`,
 * which adds a question and then the answer — the built-in assistant's apology when none came.
 */
export function useChatConversation() {
  const { yachts, offers, services } = useSiteData();
  const backend = useBackendOrNull();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [waiting, setWaiting] = useState(false);

  async function ask(question: string) {
    const conversation: ChatMessage[] = [...messages, { role: 'user', content: question }];
    setMessages(conversation);
    setWaiting(true);
    try {
      const loadFacts = backend
        ? async (from: string, to: string) => {
            const [settings, busy] = await Promise.all([
              backend.booking.getSettings(),
              backend.booking.busy(from, to),
            ]);
            return { settings, busy };
          }
        : undefined;
      const provider = createChatProvider(() => ({ yachts, offers, services, now: Date.now() }), undefined, {
        loadFacts,
        appCheckToken: backend?.appCheckToken,
      });
      const parts = await provider.reply(conversation);
      setMessages((previous) => [...previous, { role: 'assistant', content: partsToText(parts), parts }]);
    } catch (error) {
      console.warn('The chat assistant could not answer.', error);
      const apology = apologyParts();
      setMessages((previous) => [
        ...previous,
        { role: 'assistant', content: partsToText(apology), parts: apology, local: true },
      ]);
    } finally {
      setWaiting(false);
    }
  }

  return { messages, waiting, ask };
}
