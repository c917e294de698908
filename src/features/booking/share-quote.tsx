import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { shareLink, type BookingSelection } from '../../domain/booking';
import { bookingPanelStrings as t } from './panel-strings';

/** "Share this quote": copies a link that reopens the same selection (no name, no phone), or shows it to copy. */
export default function ShareQuote({ id, selection }: { id: string; selection: BookingSelection }) {
  const [shared, setShared] = useState<{ link: string; copied: boolean } | null>(null);

  async function share() {
    const { startMinute, ...rest } = selection;
    const link = shareLink(
      window.location.origin + window.location.pathname,
      startMinute >= 0 ? selection : rest,
    );
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // No clipboard (an older browser, an insecure page, permission refused): the link is shown to copy.
    }
    setShared({ link, copied });
  }

  return (
    <div className="mt-3">
      <Button variant="link" className="p-0" onClick={() => void share()}>
        {t.share}
      </Button>
      <div aria-live="polite">
        {shared && (
          <div className="small mt-1">
            {shared.copied ? (
              <p className="mb-1">{t.shareCopied}</p>
            ) : (
              <p className="mb-1">{t.shareManual}</p>
            )}
            <Form.Control
              size="sm"
              readOnly
              value={shared.link}
              aria-label={t.shareLinkLabel}
              id={`${id}-share-link`}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        )}
      </div>
    </div>
  );
}
