import { describe, expect, it } from 'vitest';
import { reminderEmail } from '../../../../functions/src/charter-reminders';
import { charterPageFrom } from '../../../../src/domain/charter';
import type { EnquiryQuote } from '../../../../src/domain/enquiry';

const quote: EnquiryQuote = {
  selection: {
    yachtId: 'azure-pearl',
    date: '2031-03-05',
    startMinute: 18 * 60,
    hours: 3,
    guests: 20,
    addOnIds: [],
  },
  yachtName: 'Azure Pearl',
  lines: [],
  subtotalFils: 135_000,
  vatMode: 'included',
  vatFils: 6_429,
  totalFils: 135_000,
  depositFils: 40_500,
};

/** A page for a client whose name holds markup and an address of its own. */
const page = (language: string) =>
  charterPageFrom({
    token: 'P'.repeat(22),
    guestToken: 'G'.repeat(22),
    enquiry: { reference: 'MLY-REMIND', language, name: '<b>Layla</b> https://evil.example/x', quote },
    yacht: {
      id: 'azure-pearl',
      name: 'Azure Pearl',
      images: [],
      complementary: '',
      berth: { name: 'Pontoon C & D', mapUrl: 'https://maps.app.goo.gl/x?a=1&b=2', notes: '' },
    },
    settings: {},
    now: new Date('2031-03-01T00:00:00Z'),
  });

describe('the reminder email', () => {
  it('links only the page’s addresses and the map, and keeps the client’s own words as text', () => {
    const { subject, text, html } = reminderEmail(page('en'), '24h', 7, 'https://marina.example/');
    expect(subject).toBe('Your charter tomorrow: MLY-REMIND');
    expect(text).toContain('Guest list: 7 of 20 added.');
    expect(html).toContain('&lt;b&gt;Layla&lt;/b&gt; https://evil.example/x');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('<a href="https://marina.example/charter/PPPPPPPPPPPPPPPPPPPPPP" dir="ltr">');
    expect(html).toContain(
      '<a href="https://marina.example/charter/GGGGGGGGGGGGGGGGGGGGGG/guests" dir="ltr">',
    );
    expect(html).toContain('<a href="https://maps.app.goo.gl/x?a=1&amp;b=2" dir="ltr">');
    expect(html).toContain('Pontoon C &amp; D');
    expect(html).toMatch(/^<div dir="ltr" lang="en"/);
  });

  it('is right to left in Arabic, and in Russian for the 2-hour one', () => {
    expect(reminderEmail(page('ar'), '24h', 20, 'https://marina.example').html).toMatch(
      /^<div dir="rtl" lang="ar"/,
    );
    const russian = reminderEmail(page('ru'), '2h', 20, 'https://marina.example');
    expect(russian.subject).toBe('Ваша аренда скоро начнётся: MLY-REMIND');
    expect(russian.text).toContain('Список гостей: заполнен (20 из 20).');
    expect(russian.text).toContain('https://marina.example/ru/charter/PPPPPPPPPPPPPPPPPPPPPP');
  });
});
