import { useState, type ReactNode } from 'react';
import { whatsappUrl } from '../../components/whatsapp-url';
import { openInNewTab } from './open-in-new-tab';
import { bookingStrings as t } from './strings';

interface WhatsAppButtonProps {
  /** The enquiry text, built when clicked. */
  text: string | (() => string);
  children: ReactNode;
  /** Bootstrap button variant. */
  variant?: 'success' | 'primary' | 'outline-primary' | 'gold';
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Opens WhatsApp with a prefilled enquiry; if the popup is blocked, shows the link to copy instead.
 * Plain Bootstrap markup: this button is on every yacht card of the first page.
 */
export default function WhatsAppButton({
  text,
  children,
  variant = 'success',
  size,
  className,
}: WhatsAppButtonProps) {
  const [blockedLink, setBlockedLink] = useState<string | null>(null);

  function book() {
    const link = whatsappUrl(typeof text === 'function' ? text() : text);
    setBlockedLink(openInNewTab(link) ? null : link);
  }

  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  return (
    <>
      <button type="button" className={classes} onClick={book}>
        {children}
      </button>
      {blockedLink && (
        <div className="alert alert-warning alert-dismissible mt-2 mb-0 text-break small" role="alert">
          {t.popupBlocked('')}
          <a href={blockedLink} target="_blank" rel="noopener noreferrer">
            {blockedLink}
          </a>
          <button
            type="button"
            className="btn-close"
            aria-label={t.closeAlert}
            onClick={() => setBlockedLink(null)}
          />
        </div>
      )}
    </>
  );
}
