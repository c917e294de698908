import type { Product } from '../../backend/types';
import { site } from '../../config/site';

/** Spec §7: the exact enquiry text for a yacht. */
export function yachtEnquiryText(product: Pick<Product, 'name' | 'price' | 'feet' | 'capacity'>): string {
  return `Hi, I am interested in booking the Yacht: ${product.name}. Price: ${product.price}, Size: ${product.feet}, Capacity: ${product.capacity}`;
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

export const popupBlockedMessage = (link: string) =>
  `Unable to open WhatsApp. Please enable pop-ups or copy this link: ${link}`;

/**
 * Opens the link in a new tab. Returns false when the browser blocked the popup.
 * (`noopener` in the features would make window.open return null even on success, so the opener is cut by hand.)
 */
export function openInNewTab(link: string): boolean {
  const opened = window.open(link, '_blank');
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Some browsers forbid touching a cross-origin window; the tab is open either way.
  }
  return true;
}
