import { describe, expect, it } from 'vitest';
import { site } from '../../../../src/config/site';
import { formatDubaiDate, pageLanguage } from '../../../../src/i18n/page-language';
import type { BookingMessage } from '../../../../src/domain/booking/whatsapp';
import { bookingWhatsappText } from '../../../../src/domain/booking/whatsapp';
import { FRIDAY } from './dates.fixtures';

const message: BookingMessage = {
  brand: site.name,
  reference: 'MLY-7K2Q9P',
  yachtName: 'Ocean Pearl',
  date: FRIDAY,
  startMinute: 17 * 60 + 30,
  hours: 3,
  guests: 10,
  addOnNames: ['Birthday cake', 'Jet ski'],
  totalFils: 435_000,
  vatMode: 'included',
};

describe('bookingWhatsappText', () => {
  it('lists the yacht, date, start, hours, guests, add-ons, total and reference, one a line', () => {
    expect(bookingWhatsappText(message, pageLanguage())).toBe(
      [
        'Hello Marina Luxe Yachts, I would like to book a charter.',
        'Reference: MLY-7K2Q9P',
        'Yacht: Ocean Pearl',
        `Date: ${formatDubaiDate(FRIDAY)}`, // Friday, 14 March 2025 (dubai-time.test.ts)
        'Start: 17:30 (Dubai time), 3 hours, until 20:30',
        'Guests: 10',
        'Add-ons: Birthday cake, Jet ski',
        'Total: AED 4,350 (VAT included)',
      ].join('\n'),
    );
  });

  it('shows fils only when there are some, added VAT, one hour and no add-ons', () => {
    const text = bookingWhatsappText(
      {
        ...message,
        startMinute: 23 * 60,
        hours: 1,
        addOnNames: [],
        totalFils: 157_550,
        vatMode: 'added',
      },
      pageLanguage(),
    );
    expect(text).toContain('Start: 23:00 (Dubai time), 1 hour, until 00:00');
    expect(text).toContain('Add-ons: none');
    expect(text).toContain('Total: AED 1,575.50 (VAT added)');
    expect(text).not.toContain('\u00a0');
  });

  it('names the package after the reference and ends with the visitor’s own lines', () => {
    const text = bookingWhatsappText(
      {
        ...message,
        packageName: 'Custom Package',
        details: ['Occasion: Birthday', 'Notes: Surprise for Sara'],
      },
      pageLanguage(),
    );
    const lines = text.split('\n');
    expect(lines.slice(1, 4)).toEqual([
      'Reference: MLY-7K2Q9P',
      'Package: Custom Package',
      'Yacht: Ocean Pearl',
    ]);
    expect(lines.slice(-3)).toEqual([
      'Total: AED 4,350 (VAT included)',
      'Occasion: Birthday',
      'Notes: Surprise for Sara',
    ]);
  });
});
