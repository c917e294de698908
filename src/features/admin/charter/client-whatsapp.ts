import { isMobileDevice, whatsappLink } from '../../../domain/whatsapp';

/** A WhatsApp link to the client's phone (none known: WhatsApp asks whom to send it to) with `text`. */
export const whatsappToClient = (phone: string, text: string) =>
  whatsappLink(text, {
    mobile: typeof navigator !== 'undefined' && isMobileDevice(navigator.userAgent),
    phone: phone.replace(/\D/g, ''),
  });
