// The site's own photos in the widths a page picks from (`srcset`), with the placeholder each shows while it loads:
// made with sharp from the full-size file art/generate.mjs drew, and listed in a manifest per folder that the
// pages read (src/config/site-images/{folder}.json, through src/config/site-photos.ts).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MANIFEST_DIR = path.join(ROOT, 'src', 'config', 'site-images');

/**
 * The widths (besides each photo's own), the WebP quality of the variants and the preview's size and quality: one
 * file that the pages read too, so the `srcset` they write names exactly the files made here.
 * @type {{ widths: number[], quality: number, previewWidth: number, previewQuality: number }}
 */
export const VARIANTS = JSON.parse(await readFile(path.join(MANIFEST_DIR, 'variants.json'), 'utf8'));

/**
 * The folders whose manifest also holds a few-pixel preview (a `data:` URL of about 175 characters) besides the
 * dominant colour: the yachts' and services' pictures, which travel in the prerendered pages' data as uploaded photos
 * do (about 2 KB gzip per page for all of them; the page still arrives in the first round trip). The packages'
 * manifest is part of the first visit's code (src/config/catalogue.ts), the offers' is in the demo backend's (its
 * seed, fixtures/offers.ts): colours only (7 characters).
 */
const PREVIEW_FOLDERS = new Set(['yachts', 'services']);

/**
 * One photo in a manifest.
 * @typedef {{ width: number, height: number, color: string, preview?: string }} SiteImage
 */

/** `yachts/azure-pearl-1.webp` → `yachts/azure-pearl-1` */
const nameOf = (/** @type {string} */ file) => file.replace(/\.webp$/, '');

/**
 * The widths a photo `width` px wide is made in: the standard ones narrower than it, and its own.
 * @param {number} width
 */
export const widthsOf = (width) => [...VARIANTS.widths.filter((standard) => standard < width), width];

/** `yachts/azure-pearl-1`, 640 → `yachts/azure-pearl-1-640.webp`; its own width → `yachts/azure-pearl-1.webp`. */
const variantFile = (/** @type {string} */ name, /** @type {number} */ width, /** @type {number} */ own) =>
  width === own ? `${name}.webp` : `${name}-${width}.webp`;

const hex = (/** @type {number} */ value) => value.toString(16).padStart(2, '0');

/**
 * Makes the variants of one photo and returns its manifest entry.
 * @param {string} imgDir
 * @param {string} file e.g. `yachts/azure-pearl-1.webp`
 * @returns {Promise<{ entry: SiteImage, written: { file: string, bytes: number }[] }>}
 */
async function photoVariants(imgDir, file) {
  const name = nameOf(file);
  const source = await readFile(path.join(imgDir, file));
  const { width, height } = await sharp(source).metadata();
  if (!width || !height) throw new Error(`${file}: not an image`);
  const heightAt = (/** @type {number} */ w) => Math.max(1, Math.round((w * height) / width));
  /** @type {{ file: string, bytes: number }[]} */
  const written = [];
  for (const w of widthsOf(width).filter((w) => w !== width)) {
    const data = await sharp(source)
      .resize(w, heightAt(w), { fit: 'fill' })
      .webp({ quality: VARIANTS.quality, effort: 6 })
      .toBuffer();
    const out = variantFile(name, w, width);
    await writeFile(path.join(imgDir, out), data);
    written.push({ file: out, bytes: data.length });
  }
  const { dominant } = await sharp(source).stats();
  /** @type {SiteImage} */
  const entry = { width, height, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
  if (PREVIEW_FOLDERS.has(name.split('/')[0])) {
    const long = VARIANTS.previewWidth,
      scale = long / Math.max(width, height);
    const preview = await sharp(source)
      .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
        fit: 'fill',
      })
      .webp({ quality: VARIANTS.previewQuality, effort: 6 })
      .toBuffer();
    entry.preview = `data:image/webp;base64,${preview.toString('base64')}`;
  }
  return { entry, written };
}

/**
 * Deletes a photo's files in widths no longer made (`{name}-480.webp` once 480 left the list).
 * @param {string} imgDir
 * @param {string} name
 * @param {number} own
 * @param {ReadonlySet<string>} photoFiles every photo's full-size file: never deleted
 */
async function removeOldVariants(imgDir, name, own, photoFiles) {
  const folder = path.dirname(name),
    base = path.basename(name);
  const kept = new Set(widthsOf(own).map((w) => path.basename(variantFile(name, w, own))));
  const removed = [];
  for (const entry of await readdir(path.join(imgDir, folder))) {
    const match = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)\\.webp$`).exec(entry);
    if (!match || kept.has(entry) || photoFiles.has(`${folder}/${entry}`)) continue;
    await rm(path.join(imgDir, folder, entry));
    removed.push(`${folder}/${entry}`);
  }
  return removed;
}

/**
 * Makes the variants of `files` (full-size photos under `imgDir`), deletes their files in widths no longer made, and,
 * with `manifestDir`, updates the manifests: entries of `files` rewritten, entries of photos not in `allFiles` gone.
 * @param {readonly string[]} files
 * @param {{ imgDir: string, manifestDir?: string, allFiles?: readonly string[] }} options
 */
export async function writeVariants(files, { imgDir, manifestDir, allFiles = files }) {
  const photoFiles = new Set(allFiles);
  /** @type {Map<string, Record<string, SiteImage>>} */
  const entries = new Map();
  /** @type {{ file: string, bytes: number }[]} */
  const written = [];
  /** @type {string[]} */
  const removed = [];
  for (const file of files) {
    const result = await photoVariants(imgDir, file);
    written.push(...result.written);
    removed.push(...(await removeOldVariants(imgDir, nameOf(file), result.entry.width, photoFiles)));
    const folder = file.split('/')[0];
    entries.set(folder, { ...entries.get(folder), [nameOf(file)]: result.entry });
  }
  if (manifestDir) {
    const folders = new Set([...allFiles].map((file) => file.split('/')[0]));
    for (const folder of folders) {
      const manifestFile = path.join(manifestDir, `${folder}.json`);
      /** @type {Record<string, SiteImage>} */
      const old = await readFile(manifestFile, 'utf8').then(JSON.parse, () => ({}));
      const merged = { ...old, ...entries.get(folder) };
      const names = [...photoFiles].filter((file) => file.startsWith(`${folder}/`)).map(nameOf);
      /** @type {Record<string, SiteImage>} */
      const manifest = {};
      for (const name of names.sort()) if (merged[name]) manifest[name] = merged[name];
      await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    }
  }
  return { written, removed };
}
