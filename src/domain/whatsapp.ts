import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Product } from '../backend/types';
import { site } from '../config/site';

/**
 * The enquiry text for a yacht: in English exactly as the specification gives it; in Arabic and Russian its
 * translation, with the same name and numbers.
 */
export function yachtEnquiryText(product: Pick<Product, 'name' | 'price' | 'feet' | 'capacity'>): string {
  const { name, price, feet, capacity } = product;
  return i18n._(
    msg`Hi, I am interested in booking the Yacht: ${name}. Price: ${price}, Size: ${feet}, Capacity: ${capacity}`,
  );
}

/** True on phones and tablets, where the WhatsApp app opens from wa.me links. */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

/** `https://wa.me/{phone}?text=…` on phones, `https://web.whatsapp.com/send?phone=…&text=…` on desktop. */
export function whatsappLink(
  text: string,
  { mobile = isMobileDevice(), phone = site.whatsappNumber }: { mobile?: boolean; phone?: string } = {},
): string {
  const encoded = encodeURIComponent(text);
  return mobile
    ? `https://wa.me/${phone}?text=${encoded}`
    : `https://web.whatsapp.com/send?phone=${phone}&text=${encoded}`;
}
