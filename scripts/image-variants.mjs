#!/usr/bin/env node
/**
 * The site's own photos (public/img/, drawn by art/generate.mjs, which runs this after drawing) in the
 * widths of src/config/site-images/variants.json, as WebP made with sharp from each full-size file, with the
 * manifests the pages read (src/config/site-images/{folder}.json: size, dominant colour, preview).
 *
 *   node scripts/image-variants.mjs                 # every photo (npm run images:variants)
 *   node scripts/image-variants.mjs --only yachts   # photos whose path contains "yachts"
 *
 * Output is deterministic: the same full-size files and the same sharp give the same bytes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildJobs } from '../art/catalogue/index.mjs';
import { refreshChecksumsFile } from './images/checksums.mjs';
import { MANIFEST_DIR, writeVariants } from './images/variants.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The full-size file of every picture shown as a photo.
 * @param {import('../art/catalogue/jobs.mjs').Job[]} [jobs]
 */
export const photoFiles = (jobs = buildJobs()) => jobs.filter((job) => job.photo).map((job) => job.file);

/**
 * Makes the variants and manifests of the photos among `files` (all when absent) in public/img/ (or `imgDir`; the
 * manifests only for public/img/), then adds new files to the checksum list (scripts/images/checksums.mjs).
 * @param {{ only?: string, imgDir?: string, jobs?: import('../art/catalogue/jobs.mjs').Job[] }} [options]
 */
export async function makeSitePhotoVariants({ only, imgDir, jobs } = {}) {
  const all = photoFiles(jobs);
  const files = all.filter((file) => !only || file.includes(only));
  const defaultDir = path.join(ROOT, 'public', 'img');
  const dir = path.resolve(imgDir ?? defaultDir);
  const result = await writeVariants(files, {
    imgDir: dir,
    allFiles: all,
    ...(dir === defaultDir ? { manifestDir: MANIFEST_DIR } : {}),
  });
  const width = Math.max(0, ...result.written.map((row) => row.file.length));
  for (const row of result.written)
    console.log(`${row.file.padEnd(width)}  ${String(row.bytes).padStart(7)} B`);
  console.log(
    `${'VARIANTS'.padEnd(width)}  ${String(result.written.reduce((sum, row) => sum + row.bytes, 0)).padStart(7)} B  (${result.written.length} files of ${files.length} photos)`,
  );
  for (const file of result.removed) console.log(`removed ${file}`);
  if (dir === defaultDir) {
    const { added, dropped } = await refreshChecksumsFile();
    console.log(
      `checksums: ${added.length} added, ${dropped.length} dropped (scripts/images/checksums.json)`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--only');
  makeSitePhotoVariants({ only: index > 0 ? process.argv[index + 1] : undefined }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
