import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { useSiteData } from '../../backend/react/site-data';
import MessageParts from './message-parts';
import { createChatProvider } from './providers';
import { apologyParts, chatStrings as t } from './strings';
import { partsToText, type ChatMessage } from './types';
import './chat.css';

export const CHAT_PANEL_ID = 'chat-panel';

export interface ChatPanelProps {
  open: boolean;
  /** `returnFocus` false when the person follows a link to another page. */
  onClose: (returnFocus?: boolean) => void;
}

/** Read when the panel opens, in the page's language (its messages load with the panel's code). */
const greeting = (): ChatMessage => ({ role: 'assistant', content: t.greeting, local: true });

/** The conversation with the assistant. Stays mounted (hidden) once opened, so the conversation is kept. */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { yachts, offers, services } = useSiteData();
  const backend = useBackendOrNull();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel each time it opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Escape closes it (while focus is inside).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // The newest message stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = input.trim();
    if (!question || waiting) return;
    const conversation: ChatMessage[] = [...messages, { role: 'user', content: question }];
    setMessages(conversation);
    setInput('');
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

  return (
    <section
      ref={panelRef}
      id={CHAT_PANEL_ID}
      className="chat-panel card shadow"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
    >
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 className="h6 mb-0" id="chat-title">
          {t.title}
        </h2>
        <CloseButton aria-label={t.close} onClick={() => onClose()} />
      </div>
      <div
        ref={logRef}
        className="chat-log card-body"
        role="log"
        aria-label={t.conversation}
        // Following a link to a page of the site closes the chat so the page can be seen.
        onClickCapture={(event) => {
          const anchor = (event.target as HTMLElement).closest('a');
          if (anchor?.getAttribute('href')?.startsWith('/')) onClose(false);
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
      <Form className="card-footer chat-form" onSubmit={send}>
        <Form.Label htmlFor="chat-input" className="small mb-1">
          {t.inputLabel}
        </Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            id="chat-input"
            ref={inputRef}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t.placeholder}
            autoComplete="off"
            maxLength={500}
          />
          <Button type="submit" disabled={waiting || input.trim() === ''}>
            {t.send}
          </Button>
        </div>
      </Form>
    </section>
  );
}
