import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../src/features/callback/phone';

describe('normalisePhone', () => {
  it('reads numbers without a country code as UAE numbers and returns E.164', () => {
    expect(normalisePhone('050 123 4567')).toBe('+971501234567');
    expect(normalisePhone('0501234567')).toBe('+971501234567');
    expect(normalisePhone('04 555 0199')).toBe('+97145550199');
  });

  it('accepts international formats', () => {
    expect(normalisePhone('+971 50 123 4567')).toBe('+971501234567');
    expect(normalisePhone('00971501234567')).toBe('+971501234567');
    expect(normalisePhone('+44 20 7946 0000')).toBe('+442079460000');
    expect(normalisePhone(' (050) 123-4567 ')).toBe('+971501234567');
  });

  it('rejects what is not a valid phone number', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('   ')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('+9715012345678')).toBeNull();
    expect(normalisePhone('call me on 0501234567')).toBeNull();
    expect(normalisePhone('abc')).toBeNull();
  });
});
