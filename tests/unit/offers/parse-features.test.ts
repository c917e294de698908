import { describe, expect, it } from 'vitest';
import { parseFeatures } from '../../../src/domain/parse-features';

describe('parseFeatures', () => {
  it('splits on commas and trims each feature', () => {
    expect(parseFeatures(' Free BBQ ,Soft drinks,  Up to 12 guests ')).toEqual([
      'Free BBQ',
      'Soft drinks',
      'Up to 12 guests',
    ]);
  });

  it('drops empty items', () => {
    expect(parseFeatures('a,, ,b,')).toEqual(['a', 'b']);
    expect(parseFeatures('')).toEqual([]);
    expect(parseFeatures(' , ')).toEqual([]);
  });

  it('keeps a single feature without commas', () => {
    expect(parseFeatures('Sunset cruise')).toEqual(['Sunset cruise']);
  });
});
