import { useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';

/** The floating chat button and the panel it opens. */
export default function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open && (
        <section className="chat-panel card shadow" role="dialog" aria-labelledby="chat-title">
          <div className="card-header d-flex align-items-center justify-content-between">
            <h2 className="h6 mb-0" id="chat-title">
              Ask us anything
            </h2>
            <CloseButton aria-label="Close chat" onClick={() => setOpen(false)} />
          </div>
          <div className="card-body">
            <p className="mb-0">Our assistant answers questions about yachts, packages and booking.</p>
          </div>
        </section>
      )}
      <button
        type="button"
        className="chat-launcher btn btn-primary rounded-pill shadow"
        aria-expanded={open}
        aria-label={open ? 'Close chat' : 'Open chat'}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">💬</span> Chat
      </button>
    </>
  );
}
