#!/usr/bin/env node
/**
 * Writes src/styles/_fonts.scss (npm run fonts): the faces of scripts/lib/fonts.mjs with fallbacks whose metrics are
 * computed from the web fonts' files (@capsizecss/unpack) and the system fonts' published metrics (@capsizecss/metrics).
 */
import { writeFile } from 'node:fs/promises';
import { FONTS_SCSS, generatedFontsScss } from './lib/font-metrics.mjs';

generatedFontsScss().then(
  async (text) => {
    await writeFile(FONTS_SCSS, text);
    console.log(`${FONTS_SCSS} written`);
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
