import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { charterStrings as t } from './strings';

/** How long the Copy button says "Copied". */
const COPIED_MS = 2500;

/**
 * The clipboard, or where it is refused (an older browser, a page not served over https) the address selected on
 * the screen and copied the old way; false when neither worked (it stays selected, for the operator to copy).
 */
async function copyText(text: string, shown: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const selection = window.getSelection();
    if (!shown || !selection) return false;
    const range = document.createRange();
    range.selectNodeContents(shown);
    selection.removeAllRanges();
    selection.addRange(range);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

interface AddressFieldProps {
  label: string;
  url: string;
  /** Said beside the field when the copy failed. */
  onCopyFailed: (message: string) => void;
}

/** A page's address as a link, and Copy, which says "Copied" when it worked. */
export default function AddressField({ label, url, onCopyFailed }: AddressFieldProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(url, link.current)) setCopied(true);
    else onCopyFailed(t.copyFailed);
  }

  return (
    <div className="charter-address">
      <span className="small fw-semibold d-block">{label}</span>
      <div className="d-flex align-items-center gap-2">
        <a
          ref={link}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
          className="charter-address-link small text-break flex-grow-1"
          aria-label={`${label}: ${url}`}
        >
          {url}
        </a>
        <Button
          size="sm"
          variant={copied ? 'success' : 'outline-primary'}
          className="flex-shrink-0"
          onClick={() => void copy()}
          aria-label={`${t.copy} ${label}`}
        >
          {copied ? `✓ ${t.copied}` : t.copy}
        </Button>
      </div>
      <span role="status" className="visually-hidden">
        {copied ? `${label}: ${t.copied}` : ''}
      </span>
    </div>
  );
}
