// @vitest-environment jsdom
// (to read the HTML part as a mail client would)
import { describe, expect, it } from 'vitest';
import { escapeHtml, operatorEmail } from '../../../../functions/src/operator-email';
import { CLAIM_LEASE_MS, mayClaim } from '../../../../functions/src/notify-operator';
import { paths } from '../../../../src/config/paths';
import type { Enquiry } from '../../../../src/domain/enquiry';

const HOSTILE = '<img src=x onerror=alert(1)>';
const ARABIC = 'ليلى حداد';

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 'MLY-7K2Q9P',
    reference: 'MLY-7K2Q9P',
    channel: 'whatsapp',
    name: 'Layla Haddad',
    phone: '+971501234567',
    preferredTime: '',
    message: 'Birthday on board, please\nwith a cake',
    language: 'ar',
    campaign: { utmSource: 'instagram', utmCampaign: 'spring', gclid: 'abc' },
    createdAt: '2030-01-07T05:12:00.000Z',
    status: 'new',
    bookingId: null,
    quote: {
      selection: {
        yachtId: 'pearl',
        date: '2030-01-08',
        startMinute: 22 * 60,
        hours: 2,
        guests: 6,
        addOnIds: ['cake', 'drinks'],
      },
      yachtName: 'Ocean Pearl',
      packageName: 'Sunset Pack',
      lines: [
        { kind: 'charter', rate: 'weekday', unitPriceFils: 100_000, quantity: 2, amountFils: 200_000 },
        {
          kind: 'add-on',
          addOnId: 'cake',
          name: 'Birthday cake',
          unit: 'booking',
          unitPriceFils: 35_000,
          quantity: 1,
          amountFils: 35_000,
        },
        {
          kind: 'add-on',
          addOnId: 'drinks',
          name: 'Soft drinks',
          unit: 'guest',
          unitPriceFils: 2_050,
          quantity: 6,
          amountFils: 12_300,
        },
      ],
      subtotalFils: 247_300,
      vatMode: 'included',
      vatFils: 11_776,
      totalFils: 247_300,
      depositFils: 74_190,
    },
    ...overrides,
  };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the operator’s email', () => {
  it('names the reference, the selection in Dubai time, the price and the client, in both parts', () => {
    const email = operatorEmail(enquiry(), 'https://yachts.example/');
    expect(email.subject).toBe('New enquiry MLY-7K2Q9P: Ocean Pearl, 8 Jan 2030');
    const link = `https://yachts.example${paths.admin.enquiry('MLY-7K2Q9P')}`;
    expect(link).toBe('https://yachts.example/admin/enquiries/MLY-7K2Q9P');
    for (const part of [email.text, parse(email.html).body.textContent ?? '']) {
      expect(part).toContain('New enquiry MLY-7K2Q9P (WhatsApp)');
      expect(part).toContain('Ocean Pearl (Sunset Pack)');
      // A charter to midnight ends at 24:00, on the date it started.
      expect(part).toContain('Tuesday, 8 January 2030, 22:00–24:00 (2 h)');
      expect(part).toMatch(/Guests:?\s*6/);
      expect(part).toContain('Birthday cake: AED\u00a0350');
      expect(part).toContain('Soft drinks × 6 per guest: AED\u00a0123');
      expect(part).toContain('AED\u00a02,473 (VAT included: AED\u00a0117.76)');
      expect(part).toContain('AED\u00a0741.90');
      expect(part).toContain('Layla Haddad');
      expect(part).toContain('+971501234567');
      expect(part).toContain('Arabic');
      expect(part).toContain('instagram / spring / Google Ads click');
      // Received at 05:12 UTC: 09:12 in Dubai.
      expect(part).toContain('7 Jan 2030, 09:12 (Dubai)');
    }
    expect(email.text).toContain(`Open it in the admin: ${link}`);
    expect(email.text).toContain('Message: Birthday on board, please\nwith a cake');
    const document = parse(email.html);
    expect(document.querySelector(`a[href="${link}"]`)?.textContent).toBe('Open MLY-7K2Q9P in the admin');
    expect(document.documentElement.lang).toBe('en');
  });

  it('tells a call-back request by its client, with the preferred time and no selection', () => {
    const email = operatorEmail(
      enquiry({ channel: 'callback', quote: null, preferredTime: '18:30', message: '', campaign: {} }),
      'https://yachts.example',
    );
    expect(email.subject).toBe('Call-back request MLY-7K2Q9P: Layla Haddad');
    expect(email.text).toContain('Call-back request MLY-7K2Q9P (call back)');
    expect(email.text).toContain('Preferred time: 18:30');
    expect(email.text).toContain('Message: No message');
    expect(email.text).not.toContain('Selection');
    expect(email.text).not.toContain('Campaign');
    expect(parse(email.html).body.textContent).not.toContain('Yacht');
  });

  it('escapes what the visitor wrote: a hostile name and message stay text', () => {
    const email = operatorEmail(
      enquiry({ name: HOSTILE, message: `</div><script>alert("x")</script> & 'quotes'` }),
      'https://yachts.example',
    );
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<script');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const document = parse(email.html);
    expect(document.querySelectorAll('img, script')).toHaveLength(0);
    expect(document.body.textContent).toContain(HOSTILE);
    expect(document.body.textContent).toContain(`</div><script>alert("x")</script> & 'quotes'`);
    // The plain-text part is text: as written.
    expect(email.text).toContain(`Name: ${HOSTILE}`);
  });

  it('isolates an Arabic name and message, right to left inside the English lines', () => {
    const email = operatorEmail(
      enquiry({ name: ARABIC, message: 'نريد رحلة عند الغروب', channel: 'callback', quote: null }),
      'https://yachts.example',
    );
    expect(email.subject).toBe(`Call-back request MLY-7K2Q9P: ${ARABIC}`);
    const document = parse(email.html);
    const name = [...document.querySelectorAll('bdi')].find((element) => element.textContent === ARABIC);
    expect(name?.getAttribute('dir')).toBe('auto');
    const message = [...document.querySelectorAll('div[dir="auto"]')].find(
      (element) => element.textContent === 'نريد رحلة عند الغروب',
    );
    expect(message).toBeDefined();
    expect(email.text).toContain(`Name: ${ARABIC}`);
  });

  it('says what the server noticed: a phone named in many requests today', () => {
    const flagged = operatorEmail(enquiry({ flags: ['phone-busy'] }), 'https://yachts.example');
    expect(flagged.text).toContain('Noticed: Phone named in many requests today');
    expect(operatorEmail(enquiry(), 'https://yachts.example').text).not.toContain('Noticed');
  });

  it('keeps line breaks and control characters out of the subject', () => {
    const email = operatorEmail(
      enquiry({ quote: null, name: 'Eve\r\nBcc: victim@example.com\u2028x' }),
      'https://yachts.example',
    );
    expect(email.subject).toBe('Call-back request MLY-7K2Q9P: Eve Bcc: victim@example.com x');
    expect(email.subject).not.toMatch(/[\r\n\u2028]/);
  });

  it('escapes every character that could leave text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('who may send it', () => {
  const NOW = Date.parse('2030-01-07T05:00:00Z');
  const at = (ms: number) => ({ toMillis: () => ms });
  it('the first run, and a run that finds a claim older than any run lasts', () => {
    expect(mayClaim(undefined, NOW)).toBe(true);
    expect(mayClaim(null, NOW)).toBe(true);
    expect(mayClaim({ status: 'sending', at: at(NOW - CLAIM_LEASE_MS - 1) }, NOW)).toBe(true);
  });
  it('no run while another holds a fresh claim, nor once it was sent or has failed', () => {
    expect(mayClaim({ status: 'sending', at: at(NOW - 1000) }, NOW)).toBe(false);
    expect(mayClaim({ status: 'sent', at: at(NOW - CLAIM_LEASE_MS * 10) }, NOW)).toBe(false);
    expect(mayClaim({ status: 'failed', at: at(NOW - CLAIM_LEASE_MS * 10), error: 'x' }, NOW)).toBe(false);
  });
});
