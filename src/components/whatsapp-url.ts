import { site } from '../config/site';
import { isMobileDevice, whatsappLink } from '../domain/whatsapp';

/** A link that opens WhatsApp with `text` to the business: the app on phones, WhatsApp Web on desktops. */
export const whatsappUrl = (text: string): string =>
  whatsappLink(text, { mobile: isMobileDevice(navigator.userAgent), phone: site.whatsappNumber });
