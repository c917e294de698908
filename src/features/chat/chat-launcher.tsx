import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { Icon, icons } from '../../components/icon';
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

/** The chat button (floating, or in the phone bar on phones) and the panel it opens. */
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
        className="chat-launcher btn btn-primary bar-item"
        aria-expanded={open}
        aria-controls={started ? 'chat-panel' : undefined}
        aria-label={t.launcherLabel}
        onClick={() => {
          setStarted(true);
          setOpen((value) => !value);
        }}
      >
        <Icon path={icons.chat} />
        {t.launcher}
      </button>
    </>
  );
}
