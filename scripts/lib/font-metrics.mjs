// The fonts' metrics, read from their files and from @capsizecss/metrics, for src/styles/_fonts.scss (scripts/fonts.mjs).
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromFile } from '@capsizecss/unpack/fs';
import { fontFileName, fontsScss } from './fonts.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FONTS_SCSS = join(ROOT, 'src/styles/_fonts.scss');
const require = createRequire(import.meta.url);

/** The stylesheet as the current font files and metrics make it. */
export function generatedFontsScss() {
  return fontsScss(
    (font) => fromFile(require.resolve(`@fontsource/${font.pkg}/files/${fontFileName(font)}`)),
    async (name) =>
      /** @type {{ default: import('./fonts.mjs').Metrics }} */ (await import(`@capsizecss/metrics/${name}`))
        .default,
  );
}
