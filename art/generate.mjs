#!/usr/bin/env node
/**
 * Generates the site's illustrations (flat vector scenes of Dubai Marina) as SVG, rasterises them in headless
 * Chromium and writes WebP/JPEG files to public/img/. The drawing is in this folder: the scenes each picture is
 * made of (catalogue/), the two kinds of scene (scenes/), their scenery, the yachts and the props. Then the pictures
 * shown as photos are made in their narrower widths, with their placeholders (scripts/image-variants.mjs), and new
 * files are added to the checksum list (scripts/images/checksums.mjs: a changed file needs a new name).
 *
 *   node art/generate.mjs                         # everything
 *   node art/generate.mjs --only yachts           # files whose path contains "yachts"
 *   node art/generate.mjs --preview /tmp/prev     # also write PNG previews there
 *   node art/generate.mjs --out /tmp/img          # write somewhere else than public/img/
 *
 * Output is deterministic: all randomness comes from a seeded PRNG, and the same Chromium gives the same bytes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildJobs } from './catalogue/index.mjs';
import { renderJobs } from './render.mjs';
import { makeSitePhotoVariants } from '../scripts/image-variants.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} name */
const argValue = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const only = argValue('--only');
const previewDir = argValue('--preview');
const outDir = path.resolve(argValue('--out') ?? path.join(ROOT, 'public', 'img'));

async function main() {
  // Every job is drawn, even with --only: the ids in the SVG are numbered across all of them.
  const allJobs = buildJobs();
  const jobs = allJobs.filter((job) => !only || job.file.includes(only));
  const written = await renderJobs(jobs, { outDir, previewDir });
  const width = Math.max(...written.map((row) => row.file.length));
  for (const row of written)
    console.log(
      `${row.file.padEnd(width)}  ${String(row.bytes).padStart(7)} B  q=${row.quality.toFixed(2)}${row.overSizeAim ? '  (over size aim)' : ''}`,
    );
  console.log(
    `${'TOTAL'.padEnd(width)}  ${String(written.reduce((sum, row) => sum + row.bytes, 0)).padStart(7)} B  (${written.length} files)`,
  );
  await makeSitePhotoVariants({ only, imgDir: outDir, jobs: allJobs });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
