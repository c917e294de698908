import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { withMessages } from '../../i18n/catalogues';
import type { ChatPanelProps } from './chat-panel';
import { chatLauncherStrings as t } from './launcher-strings';

/** The panel, its providers and the assistant download only when the chat is first opened. */
const ChatPanel = lazy<ComponentType<ChatPanelProps>>(() =>
  withMessages(() => import('./chat-panel'))().catch(() => ({
    default: function ChatUnavailable({ open }: { open: boolean }) {
      return open ? (
        <p id="chat-panel" className="chat-panel card card-body shadow mb-0" role="alert">
          {t.loadFailed}
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
                {t.loadingChat}
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
        aria-label={t.launcherLabel}
        onClick={() => {
          setStarted(true);
          setOpen((value) => !value);
        }}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="me-1 align-text-bottom">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"
          />
          <circle cx="8" cy="10.5" r="1.4" fill="var(--brand-navy)" />
          <circle cx="12" cy="10.5" r="1.4" fill="var(--brand-navy)" />
          <circle cx="16" cy="10.5" r="1.4" fill="var(--brand-navy)" />
        </svg>
        {t.launcher}
      </button>
    </>
  );
}
