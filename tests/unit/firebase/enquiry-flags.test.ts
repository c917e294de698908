import { describe, expect, it } from 'vitest';
import { toEnquiry } from '../../../src/backend/firebase/booking-converters';

describe('the server’s flags on a stored enquiry (docs/decisions/0040-limits-that-hold.md)', () => {
  it('are read when known, and left out otherwise', () => {
    const stored = { reference: 'MLY-22222A', status: 'new', flags: ['phone-busy', 'made-up', 7] };
    expect(toEnquiry('MLY-22222A', stored).flags).toEqual(['phone-busy']);
    expect(toEnquiry('MLY-22222A', { ...stored, flags: ['site-busy', 'phone-busy'] }).flags).toEqual([
      'phone-busy',
      'site-busy',
    ]);
    expect(toEnquiry('MLY-22222A', { ...stored, flags: ['nothing-known'] })).not.toHaveProperty('flags');
    expect(toEnquiry('MLY-22222A', { ...stored, flags: 'phone-busy' })).not.toHaveProperty('flags');
  });
});
