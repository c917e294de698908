// The site's two faces (docs/decisions/0025-visual-identity.md): which Fontsource file serves which script, the
// metric-matched fallbacks computed from the fonts' own metrics, and the fonts each language's first view preloads.
// `npm run fonts` writes src/styles/_fonts.scss from this table; tools/prerender.mjs preloads FIRST_VIEW_FONTS.

/** Unicode ranges of the Fontsource subsets in use (their `unicode-range`s, without code points no text here has). */
export const RANGES = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
  // Arabic letters, presentation forms and the joiners and marks Arabic text uses (U+200C-200F are also in Latin's
  // range: the Arabic face is declared after it, so it wins them).
  arabic: 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200F, U+2010-2011, U+FB50-FDFF, U+FE70-FEFC',
};

/** @typedef {keyof typeof RANGES} Subset */
/**
 * One woff2 file: a weight of a Fontsource package for one subset.
 * @typedef {{ pkg: string, subset: Subset, weight: number, weights: string }} FontFile
 */
/**
 * @typedef {object} Face
 * @property {string} family the name the site's CSS uses
 * @property {string} variable the custom property with the family and its fallbacks
 * @property {FontFile[]} files
 * @property {{ name: string, local: string[], metrics: string, measure: FontFile }} fallback the system font drawn
 *   until the file is in, scaled to the web font's metrics (`measure`, against `metrics`, a system font's name in the
 *   Capsize metrics package)
 * @property {string} generic
 */

/**
 * @param {string} pkg
 * @param {Subset} subset
 * @param {number} weight
 * @param {string} [weights] the weights the file serves (no synthetic bold between them)
 * @returns {FontFile}
 */
const file = (pkg, subset, weight, weights = String(weight)) => ({ pkg, subset, weight, weights });

/** @type {{ display: Face, text: Face }} */
export const FACES = {
  // Headings: Playfair Display (Latin, Cyrillic) and El Messiri (Arabic), one weight.
  display: {
    family: 'Marina Display',
    variable: '--font-display',
    files: [
      file('playfair-display', 'latin', 600, '500 700'),
      file('playfair-display', 'cyrillic', 600, '500 700'),
      file('el-messiri', 'arabic', 600, '500 700'),
    ],
    fallback: {
      name: 'Marina Display Fallback',
      local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
      metrics: 'timesNewRoman',
      measure: file('playfair-display', 'latin', 600),
    },
    generic: 'Georgia, serif',
  },
  // Running text, buttons, forms: Manrope (Latin, Cyrillic) and Tajawal (Arabic), regular and bold.
  text: {
    family: 'Marina Text',
    variable: '--font-text',
    files: [
      file('manrope', 'latin', 400, '300 500'),
      file('manrope', 'latin', 700, '600 800'),
      file('manrope', 'cyrillic', 400, '300 500'),
      file('manrope', 'cyrillic', 700, '600 800'),
      file('tajawal', 'arabic', 400, '300 500'),
      file('tajawal', 'arabic', 700, '600 800'),
    ],
    fallback: {
      name: 'Marina Text Fallback',
      local: ['Arial', 'ArialMT', 'Liberation Sans'],
      metrics: 'arial',
      measure: file('manrope', 'latin', 400),
    },
    generic: 'system-ui, sans-serif',
  },
};

/**
 * The fonts each language's first view draws (tests/e2e/fonts.spec.ts checks them on its home page, on a phone and a
 * desktop), preloaded in the head of its prerendered pages: headings in the language's script, running text regular
 * and bold (the wordmark, buttons), and Latin for digits, prices, phone numbers and the wordmark. A preload may
 * name a `media` query, for a font only a wider or narrower screen's first view draws.
 * @type {Record<string, { font: FontFile, media?: string }[]>}
 */
export const FIRST_VIEW_FONTS = {
  en: [
    { font: file('playfair-display', 'latin', 600) },
    { font: file('manrope', 'latin', 400) },
    { font: file('manrope', 'latin', 700) },
  ],
  ar: [
    { font: file('el-messiri', 'arabic', 600) },
    { font: file('tajawal', 'arabic', 400) },
    { font: file('tajawal', 'arabic', 700) },
    { font: file('manrope', 'latin', 400) },
    { font: file('manrope', 'latin', 700) },
  ],
  ru: [
    { font: file('playfair-display', 'cyrillic', 600) },
    { font: file('manrope', 'cyrillic', 400) },
    { font: file('manrope', 'cyrillic', 700) },
    { font: file('manrope', 'latin', 400) },
    { font: file('manrope', 'latin', 700) },
  ],
};

/** @param {Pick<FontFile, 'pkg' | 'subset' | 'weight'>} font the file's name, as Fontsource names it */
export const fontFileName = ({ pkg, subset, weight }) => `${pkg}-${subset}-${weight}-normal.woff2`;

/** @param {FontFile} font the file, from the stylesheet in src/styles/ */
const fontUrl = (font) => `../../node_modules/@fontsource/${font.pkg}/files/${fontFileName(font)}`;

/**
 * @typedef {object} Metrics
 * @property {number} ascent
 * @property {number} descent
 * @property {number} lineGap
 * @property {number} unitsPerEm
 * @property {number} xWidthAvg
 */

/**
 * A fallback's overrides: scaled so its average character is as wide as the web font's, with the web font's ascent,
 * descent and line gap (the method of @capsizecss/core's createFontStack and Next.js's font optimisation).
 * @param {Metrics} font
 * @param {Metrics} fallback
 */
export function fallbackOverrides(font, fallback) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}

/**
 * src/styles/_fonts.scss: the faces, their fallbacks and the custom properties naming them.
 * @param {(font: FontFile) => Promise<Metrics>} measure the web font's metrics (from its file)
 * @param {(name: string) => Promise<Metrics>} systemMetrics a system font's metrics (@capsizecss/metrics)
 */
export async function fontsScss(measure, systemMetrics) {
  const lines = [
    '// Generated by `npm run fonts` from scripts/lib/fonts.mjs (docs/decisions/0025-visual-identity.md): do not edit.',
  ];
  const root = [];
  for (const face of Object.values(FACES)) {
    for (const font of face.files) {
      lines.push(
        '@font-face {',
        `  font-family: '${face.family}';`,
        `  src: url('${fontUrl(font)}') format('woff2');`,
        `  font-weight: ${font.weights};`,
        '  font-display: swap;',
        `  unicode-range: ${RANGES[font.subset]};`,
        '}',
      );
    }
    const { name, local, metrics, measure: measured } = face.fallback;
    const overrides = fallbackOverrides(await measure(measured), await systemMetrics(metrics));
    lines.push(
      '@font-face {',
      `  font-family: '${name}';`,
      `  src: ${local.map((font) => `local('${font}')`).join(', ')};`,
      `  size-adjust: ${overrides.sizeAdjust};`,
      `  ascent-override: ${overrides.ascentOverride};`,
      `  descent-override: ${overrides.descentOverride};`,
      `  line-gap-override: ${overrides.lineGapOverride};`,
      '}',
    );
    root.push(`  ${face.variable}: '${face.family}', '${name}', ${face.generic};`);
  }
  lines.push(':root {', ...root, '}', '');
  return lines.join('\n');
}
