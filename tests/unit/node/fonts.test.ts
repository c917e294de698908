import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FONTS_SCSS, generatedFontsScss } from '../../../scripts/lib/font-metrics.mjs';
import { FACES, FIRST_VIEW_FONTS, fallbackOverrides, fontFileName } from '../../../scripts/lib/fonts.mjs';

/** The site's faces (docs/decisions/0025-visual-identity.md): src/styles/_fonts.scss and its fallbacks' metrics. */
describe('the fonts stylesheet', () => {
  it('is what the font files and system metrics make (npm run fonts)', async () => {
    expect(await readFile(FONTS_SCSS, 'utf8')).toBe(await generatedFontsScss());
  });

  it('declares every file it preloads', () => {
    const declared = Object.values(FACES).flatMap((face) => face.files.map(fontFileName));
    for (const fonts of Object.values(FIRST_VIEW_FONTS))
      for (const { font } of fonts) expect(declared).toContain(fontFileName(font));
  });
});

describe('fallbackOverrides', () => {
  const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };

  it('leaves a fallback with the same metrics as it is', () => {
    expect(fallbackOverrides(arial, arial)).toEqual({
      sizeAdjust: '100.00%',
      ascentOverride: '90.53%',
      descentOverride: '21.19%',
      lineGapOverride: '3.27%',
    });
  });

  it('scales a fallback to the width of the web font and gives it the web font’s vertical metrics', () => {
    // Twice as wide per em: drawn at 200 %, so the ascent and descent, in the scaled em, are halved.
    const wide = { ascent: 900, descent: -300, lineGap: 0, unitsPerEm: 1000, xWidthAvg: (913 / 2048) * 2000 };
    expect(fallbackOverrides(wide, arial)).toEqual({
      sizeAdjust: '200.00%',
      ascentOverride: '45.00%',
      descentOverride: '15.00%',
      lineGapOverride: '0.00%',
    });
  });
});
