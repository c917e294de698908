import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { openInNewTab, popupBlockedMessage, whatsappLink } from './whatsapp';

interface WhatsAppButtonProps {
  /** The enquiry text, built when clicked. */
  text: string | (() => string);
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** Opens WhatsApp with a prefilled enquiry; if the popup is blocked, shows the link to copy instead. */
export default function WhatsAppButton({
  text,
  children,
  variant = 'success',
  size,
  className,
}: WhatsAppButtonProps) {
  const [blockedLink, setBlockedLink] = useState<string | null>(null);

  function book() {
    const link = whatsappLink(typeof text === 'function' ? text() : text);
    setBlockedLink(openInNewTab(link) ? null : link);
  }

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={book}>
        {children}
      </Button>
      {blockedLink && (
        <Alert
          variant="warning"
          className="mt-2 mb-0 text-break small"
          dismissible
          onClose={() => setBlockedLink(null)}
          role="alert"
        >
          {popupBlockedMessage('')}
          <a href={blockedLink} target="_blank" rel="noopener noreferrer">
            {blockedLink}
          </a>
        </Alert>
      )}
    </>
  );
}
