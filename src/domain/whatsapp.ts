import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Yacht } from './yacht';

/**
 * The enquiry text for a yacht. The English wording and the order of its fields are fixed, word for word (the
 * operator's replies are built on them); Arabic and Russian translate it, with the same name and numbers.
 */
export function yachtEnquiryText(
  yacht: Pick<Yacht, 'name' | 'price' | 'feet' | 'capacity'>,
  i18n: I18n,
): string {
  const { name, price, feet, capacity } = yacht;
  return i18n._(
    msg`Hi, I am interested in booking the Yacht: ${name}. Price: ${price}, Size: ${feet}, Capacity: ${capacity}`,
  );
}

/** True on phones and tablets, where the WhatsApp app opens from wa.me links. */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

/** `https://wa.me/{phone}?text=…` on phones, `https://web.whatsapp.com/send?phone=…&text=…` on desktop. */
export function whatsappLink(text: string, { mobile, phone }: { mobile: boolean; phone: string }): string {
  const encoded = encodeURIComponent(text);
  return mobile
    ? `https://wa.me/${phone}?text=${encoded}`
    : `https://web.whatsapp.com/send?phone=${phone}&text=${encoded}`;
}
