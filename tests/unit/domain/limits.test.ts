import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, isUploadableSize, LIMITS, nameProblem } from '../../../src/domain/limits';

describe('names, as the rules accept them', () => {
  it.each([
    ['Azure Pearl', null],
    ['Лазурная жемчужина', null],
    ['اللؤلؤة الزرقاء', null],
    ['', 'missing'],
    ['   ', 'missing'],
    ['\u00a0\u2003\u3000', 'missing'],
    ['\u2028', 'missing'],
    ['Azure\tPearl', 'control-characters'],
    ['Azure\nPearl', 'control-characters'],
    ['Azure\u0000', 'control-characters'],
    ['\u0085Pearl', 'control-characters'],
  ])('%j → %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('allows 120 characters and refuses 121, counting an emoji as one character as the rules do', () => {
    expect(nameProblem('a'.repeat(LIMITS.name))).toBeNull();
    expect(nameProblem('a'.repeat(LIMITS.name + 1))).toBe('too-long');
    expect(characterCount('⛵')).toBe(1);
    expect(nameProblem('⛵'.repeat(LIMITS.name))).toBeNull();
  });

  it('never accepts a name made only of Unicode spaces', () => {
    const space = fc.constantFrom(
      ' ',
      '\u00a0',
      '\u1680',
      '\u2000',
      '\u2005',
      '\u200a',
      '\u202f',
      '\u205f',
      '\u3000',
    );
    fc.assert(
      fc.property(fc.array(space, { maxLength: 20 }), (spaces) => {
        expect(nameProblem(spaces.join(''))).not.toBeNull();
      }),
    );
  });
});

describe('image size', () => {
  it('must be smaller than 5 MiB', () => {
    expect(isUploadableSize(LIMITS.imageBytes - 1)).toBe(true);
    expect(isUploadableSize(LIMITS.imageBytes)).toBe(false);
  });
});
