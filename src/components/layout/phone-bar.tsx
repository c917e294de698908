import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { site } from '../../config/site';
import { Icon, icons } from '../icon';
import { layoutStrings as t } from '../strings';

interface PhoneBarProps {
  /** The page's WhatsApp button (a feature's), around what it shows. */
  whatsapp: (content: ReactNode) => ReactNode;
  /** Where "Check availability" leads: an anchor of this page (`#fleet`) or another page's (`/#fleet`). */
  availability: string;
  /** The offers and chat buttons and the scroll-to-top button. */
  children: ReactNode;
}

/**
 * The controls at the bottom of every public page. On a phone, a bar across the screen with the primary actions
 * (WhatsApp, call, check availability) and the offers and chat buttons, which then cover nothing; on a larger screen
 * only the offers, scroll-to-top and chat buttons, floating in the corners (phone-bar.scss). The page keeps its
 * last content and the field in focus above them.
 */
export default function PhoneBar({ whatsapp, availability, children }: PhoneBarProps) {
  const item = 'btn bar-item phone-only';
  const check = (
    <>
      <Icon path={icons.calendar} />
      {t.checkAvailability}
    </>
  );
  return (
    <nav className="phone-bar" aria-label={t.quickActions}>
      {whatsapp(
        <>
          <Icon path={icons.whatsapp} />
          {t.whatsapp}
        </>,
      )}
      <a className={item} href={`tel:${site.phones[0].tel}`}>
        <Icon path={icons.phone} />
        {t.call}
      </a>
      {availability.startsWith('#') ? (
        <a className={`${item} bar-check`} href={availability}>
          {check}
        </a>
      ) : (
        <Link className={`${item} bar-check`} to={availability}>
          {check}
        </Link>
      )}
      {children}
    </nav>
  );
}
