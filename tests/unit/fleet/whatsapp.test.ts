import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { isMobileDevice, whatsappLink, yachtEnquiryText } from '../../../src/domain/whatsapp';
import { openInNewTab } from '../../../src/features/booking/open-in-new-tab';
import { bookingStrings } from '../../../src/features/booking/strings';

const popupBlockedMessage = bookingStrings.popupBlocked;

const yacht = { name: 'Azure Pearl', price: 450, feet: 42, capacity: 12 };

describe('WhatsApp booking links', () => {
  it('writes the yacht enquiry word for word', () => {
    expect(yachtEnquiryText(yacht, i18n)).toBe(
      'Hi, I am interested in booking the Yacht: Azure Pearl. Price: 450, Size: 42, Capacity: 12',
    );
  });

  it('uses wa.me on phones and web.whatsapp.com on desktop, URL-encoded', () => {
    const text = 'Hi & welcome? 100%';
    expect(whatsappLink(text, { mobile: true, phone: '971500000000' })).toBe(
      'https://wa.me/971500000000?text=Hi%20%26%20welcome%3F%20100%25',
    );
    expect(whatsappLink(text, { mobile: false, phone: '971500000000' })).toBe(
      'https://web.whatsapp.com/send?phone=971500000000&text=Hi%20%26%20welcome%3F%20100%25',
    );
  });

  it('recognises phones by their user agent', () => {
    expect(
      isMobileDevice(
        'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      ),
    ).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(
      isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'),
    ).toBe(false);
  });

  it('reports a blocked popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openInNewTab('https://wa.me/1')).toBe(false);
    const tab = { opener: window } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(tab);
    expect(openInNewTab('https://wa.me/1')).toBe(true);
    expect(tab.opener).toBeNull();
  });

  it('tells the visitor how to copy the link', () => {
    expect(popupBlockedMessage('https://wa.me/1')).toBe(
      'Unable to open WhatsApp. Please enable pop-ups or copy this link: https://wa.me/1',
    );
  });
});
