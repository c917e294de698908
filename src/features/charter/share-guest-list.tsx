import { useState } from 'react';
import { isMobileDevice, whatsappLink } from '../../domain/whatsapp';
import { charterStrings as t } from './strings';

type Copy = 'idle' | 'copied' | 'failed';

/** The guest list's address to pass on: shown, copied, or sent on WhatsApp with a message in the page's language. */
export default function ShareGuestList({ url, message }: { url: string; message: string }) {
  const [copy, setCopy] = useState<Copy>('idle');
  const copyAddress = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  // To anyone: WhatsApp asks whom to send it to.
  const share = whatsappLink(message, { mobile: isMobileDevice(navigator.userAgent), phone: '' });
  return (
    <div className="mt-3">
      <label htmlFor="guest-list-address" className="form-label small mb-1">
        {t.guestListAddress}
      </label>
      <div className="input-group">
        <input
          id="guest-list-address"
          className="form-control"
          dir="ltr"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn-outline-primary" onClick={copyAddress}>
          {copy === 'copied' ? t.copied : t.copy}
        </button>
      </div>
      <p className="small mt-1 mb-2" role="status">
        {copy === 'failed' ? t.copyFailed : ''}
      </p>
      <a className="btn btn-success" href={share} target="_blank" rel="noopener noreferrer">
        {t.sendOnWhatsapp}
      </a>
    </div>
  );
}
