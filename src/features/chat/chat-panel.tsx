import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import ChatLog from './chat-log';
import { chatStrings as t } from './strings';
import { useChatConversation } from './use-chat-conversation';
import './chat.css';

export const CHAT_PANEL_ID = 'chat-panel';

export interface ChatPanelProps {
  open: boolean;
  /** `returnFocus` false when the person follows a link to another page. */
  onClose: (returnFocus?: boolean) => void;
}

/** The conversation with the assistant. Stays mounted (hidden) once opened, so the conversation is kept. */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { messages, waiting, ask } = useChatConversation();
  const [input, setInput] = useState('');
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = input.trim();
    if (!question || waiting) return;
    setInput('');
    void ask(question);
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
      <ChatLog messages={messages} waiting={waiting} onLeave={() => onClose(false)} />
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
