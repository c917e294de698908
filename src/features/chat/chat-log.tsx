import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import MessageParts from './message-parts';
import { chatStrings as t } from './strings';
import type { ChatMessage } from './types';

export interface ChatLogProps {
  messages: readonly ChatMessage[];
  waiting: boolean;
  /** A link to a page of the site was followed. */
  onLeave: () => void;
}

/** The messages, newest in view, and a status while an answer is awaited. */
export default function ChatLog({ messages, waiting, onLeave }: ChatLogProps) {
  const logRef = useRef<HTMLDivElement>(null);

  // The newest message stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting]);

  return (
    <div
      ref={logRef}
      className="chat-log card-body"
      role="log"
      aria-label={t.conversation}
      // Following a link to a page of the site closes the chat so the page can be seen.
      onClickCapture={(event) => {
        const anchor = (event.target as HTMLElement).closest('a');
        if (anchor?.getAttribute('href')?.startsWith('/')) onLeave();
      }}
    >
      {messages.map((message, index) => (
        <div key={index} className={`chat-message chat-message-${message.role}`}>
          <span className="visually-hidden">{message.role === 'user' ? t.you : t.assistant}: </span>
          {message.parts ? <MessageParts parts={message.parts} /> : message.content}
        </div>
      ))}
      {waiting && (
        <div className="chat-message chat-message-assistant" role="status">
          <Spinner animation="grow" size="sm" className="me-2" aria-hidden="true" />
          {t.loading}
        </div>
      )}
    </div>
  );
}
