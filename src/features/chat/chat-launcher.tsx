import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import type { ChatPanelProps } from './chat-panel';

/** The panel, its providers and the assistant download only when the chat is first opened. */
const ChatPanel = lazy<ComponentType<ChatPanelProps>>(() =>
  import('./chat-panel').catch(() => ({
    default: function ChatUnavailable({ open }: { open: boolean }) {
      return open ? (
        <p id="chat-panel" className="chat-panel card card-body shadow mb-0" role="alert">
          The chat could not be loaded. Please check your connection and reload the page.
        </p>
      ) : null;
    },
  })),
);

/** The floating chat button and the panel it opens. */
export default function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <>
      {started && (
        <Suspense
          fallback={
            open && (
              <p id="chat-panel" className="chat-panel card card-body shadow mb-0" role="status">
                Loading chat...
              </p>
            )
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher btn btn-primary rounded-pill shadow"
        aria-expanded={open}
        aria-controls={started ? 'chat-panel' : undefined}
        aria-label="Chat with us"
        onClick={() => {
          setStarted(true);
          setOpen((value) => !value);
        }}
      >
        <span aria-hidden="true">💬</span> Chat
      </button>
    </>
  );
}
