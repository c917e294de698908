import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RandomBytes } from '../../../../src/domain/booking/reference';
import {
  createReference,
  isReference,
  normaliseReference,
  REFERENCE_ALPHABET,
} from '../../../../src/domain/booking/reference';

/** A random source that hands out the given bytes in turn. */
const bytesFrom = (values: number[]): RandomBytes => {
  let next = 0;
  return (bytes) => {
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = values[next++ % values.length];
    return bytes;
  };
};

describe('enquiry references', () => {
  it('uses an alphabet without look-alikes', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it('draws six characters from the injected random source', () => {
    expect(createReference(bytesFrom([5, 17, 0, 21, 7, 20]))).toBe('MLY-7K2Q9P');
    expect(createReference(bytesFrom([30, 31, 61]))).toBe('MLY-Z2ZZ2Z');
  });

  it('draws again instead of favouring the first characters', () => {
    // 248 and above would map unevenly onto 31 characters; they are skipped.
    expect(createReference(bytesFrom([255, 248, 3, 250, 4]))).toBe('MLY-565656');
    expect(() => createReference(bytesFrom([255]))).toThrow('The random source gave no usable bytes.');
  });

  it('makes valid references with the real random source', () => {
    const references = Array.from({ length: 200 }, () => createReference());
    for (const reference of references) expect(reference).toMatch(/^MLY-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(references).size).toBeGreaterThan(190);
  });

  it('recognises a reference however it was typed', () => {
    expect(normaliseReference('MLY-7K2Q9P')).toBe('MLY-7K2Q9P');
    expect(normaliseReference('  mly-7k2q9p ')).toBe('MLY-7K2Q9P');
    expect(normaliseReference('mly 7k2q9p')).toBe('MLY-7K2Q9P');
    expect(normaliseReference('MLY7K2Q9P')).toBe('MLY-7K2Q9P');
    expect(isReference('Mly-7K2q9P')).toBe(true);
  });

  it('refuses look-alikes, wrong lengths and other prefixes', () => {
    for (const value of [
      'MLY-7K2Q90',
      'MLY-7K2QOP',
      'MLY-7K2Q1P',
      'MLY-7K2QIP',
      'MLY-7K2QLP',
      'MLY-7K2Q9',
      'MLY-7K2Q9PP',
      'ABC-7K2Q9P',
      '7K2Q9P',
      '',
    ]) {
      expect(isReference(value), value).toBe(false);
    }
  });

  it('always creates references that it recognises', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (values) => {
        fc.pre(values.some((value) => value < 248));
        const reference = createReference(bytesFrom([...values]));
        expect(normaliseReference(reference.toLowerCase())).toBe(reference);
      }),
    );
  });
});
