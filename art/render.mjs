// Renders the illustrations in headless Chromium: each SVG is drawn on a canvas at the size of an output and
// encoded there (WebP or JPEG), lowering the quality until the file fits its size aim.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../bench/chrome.mjs';

/** @typedef {{ file: string, bytes: number, quality: number, overSizeAim: boolean }} WrittenFile */

/**
 * The whole SVG document of a job, scaled to an output's size.
 * @param {import('./catalogue/jobs.mjs').Job} job
 * @param {{ width: number, height: number }} output
 */
const svgDocument = (job, output) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" viewBox="0 0 ${job.width} ${job.height}" preserveAspectRatio="none">${job.body}</svg>`;

/**
 * The SVG as an image file of the given type, encoded by the browser.
 * @param {import('@playwright/test').Page} page
 * @param {string} svg
 * @param {number} width
 * @param {number} height
 * @param {string} type
 * @param {number} [quality]
 */
async function rasterize(page, svg, width, height, type, quality) {
  const url = await page.evaluate(
    async ({ svg, width, height, type, quality }) => {
      const image = new Image();
      const src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      await new Promise((resolve, reject) => {
        image.onload = resolve;
        image.onerror = () => reject(new Error('SVG failed to load'));
        image.src = src;
      });
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { alpha: false }));
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      URL.revokeObjectURL(src);
      return canvas.toDataURL(type, quality);
    },
    { svg, width, height, type, quality },
  );
  if (!url.startsWith(`data:${type};`)) throw new Error(`browser cannot encode ${type}`);
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/**
 * Writes every output of the jobs under `outDir` (and a PNG of each job's first output under `previewDir`).
 * @param {import('./catalogue/jobs.mjs').Job[]} jobs
 * @param {{ outDir: string, previewDir?: string }} folders
 * @returns {Promise<WrittenFile[]>}
 */
export async function renderJobs(jobs, { outDir, previewDir }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  /** @type {WrittenFile[]} */
  const written = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    for (const job of jobs) {
      for (const output of job.outputs) {
        const type = output.type ?? 'image/webp',
          file = job.file.replace(/(\.\w+)$/, `${output.suffix}$1`);
        const svg = svgDocument(job, output);
        let quality = output.quality ?? 0.72,
          data = await rasterize(page, svg, output.width, output.height, type, quality);
        while (data.length > output.maxKb * 1024 && quality > 0.45) {
          quality = Math.round((quality - 0.06) * 100) / 100;
          data = await rasterize(page, svg, output.width, output.height, type, quality);
        }
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await writeFile(path.join(outDir, file), data);
        if (previewDir && output.suffix === '') {
          await mkdir(previewDir, { recursive: true });
          await writeFile(
            path.join(previewDir, file.replace(/[/]/g, '__').replace(/\.\w+$/, '.png')),
            await rasterize(page, svg, output.width, output.height, 'image/png'),
          );
        }
        written.push({ file, bytes: data.length, quality, overSizeAim: data.length > output.maxKb * 1024 });
      }
    }
  } finally {
    await browser.close();
  }
  return written;
}
