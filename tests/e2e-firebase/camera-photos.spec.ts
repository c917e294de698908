import { spawn } from 'node:child_process';
import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { serve } from '../../bench/server.mjs';
import { emulatorBuildSettings } from '../../scripts/lib/emulator-build.mjs';
import { photoFiles, storagePathOf, type Photo } from '../../src/domain/photo';
import { browseGalleryByKeyboard } from '../e2e/support/gallery-helpers';
import { bodyOf, headOf, srcsetEntries, tagsOf } from '../e2e/support/html-helpers';
import { drawJpeg, withExif, type CameraPhoto } from '../e2e/support/photo-helpers';
import { bucket, emulatorEnv, firestore } from './support/emulators';
import { expect, openYachts, signInAsOperator, test, waitForAppStarted } from './support/fixtures';

/**
 * The operator's camera photos on the Firebase build, end to end: uploaded in the admin (Storage and Firestore
 * emulators), the site rebuilt — the prerender run again, as a deploy would, over a copy of the build the other tests
 * use — and the yacht's page then has them in its HTML with their variants and the preload, its gallery works with the
 * keyboard, and a phone's first view stays within the image budgets. Marina Star is the second card on the home page
 * (loaded at once there): its photos and data are put back afterwards.
 */
const BUILT = resolve('dist-firebase-e2e');
const YACHT = { id: 'marina-star', name: 'Marina Star' };
const PAGE = `/productdetail/${YACHT.id}`;
const DESCRIBED = 'The saloon, seen from the aft deck';
const KB = 1000;
/** Image bytes of a phone's first view, before scrolling (its budgets). */
const IMAGE_BUDGET = { [PAGE]: 350 * KB, '/': 300 * KB };

/** The prerender (tools/prerender.mjs) over `site`, with the settings the build had; its output if it fails. */
function prerender(site: string) {
  const hosts = Object.fromEntries(
    ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'].map(
      (name) => [name, process.env[name] ?? ''],
    ),
  );
  const env = { ...process.env, ...emulatorBuildSettings(hosts, emulatorEnv().projectId) };
  const child = spawn(process.execPath, ['tools/prerender.mjs', site, '--mode', 'emulator'], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<string>((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`The prerender failed (${code}):\n${output}`)),
    );
  });
}

/** The bytes of every image a phone (412×823, DPR 1.75) downloads on a first visit, before scrolling. */
async function firstViewImages(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    // A phone's screen is its viewport. (With the project's desktop screen, Chromium picks the head's preload from
    // `imagesrcset` for a 1920-px-wide window, and downloads a second, larger file.)
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
  });
  await page.goto(url);
  await waitForAppStarted(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(images);
  await context.close();
  return { total: loaded.reduce((sum, image) => sum + image.bytes, 0), images: loaded };
}

test('camera photos uploaded in the admin are, after a rebuild, in the yacht page’s HTML with their variants and preload; the gallery works with the keyboard; a phone’s first view stays light', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { origins } = emulatorEnv();
  const yacht = firestore().doc(`products/${YACHT.id}`);
  const original = (await yacht.get()).data() ?? {};
  expect(original.name).toBe(YACHT.name);
  const folder = await mkdtemp(join(tmpdir(), 'marina-rebuilt-'));
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  const timings: string[] = [];
  const timed = async <T>(what: string, step: () => Promise<T>) => {
    const started = Date.now();
    const result = await step();
    timings.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    // The operator replaces the yacht's photos with three camera JPEGs, and Save uploads them.
    await signInAsOperator(page);
    await openYachts(page);
    const photos: CameraPhoto[] = [];
    for (const seed of [11, 12, 13]) {
      const jpeg = await drawJpeg(page, 4032, 3024, seed);
      photos.push({ name: `IMG_00${seed}.jpg`, mimeType: 'image/jpeg', buffer: withExif(jpeg, {}) });
    }
    await page.getByRole('link', { name: `Edit ${YACHT.name}` }).click();
    const stored = page.getByRole('list', { name: 'Product images' }).getByRole('listitem');
    await expect(stored).toHaveCount(original.images.length);
    for (let left = original.images.length; left > 0; left -= 1) {
      await page.getByRole('button', { name: 'Remove image 1' }).click();
    }
    await page.getByLabel('Choose images').setInputFiles(photos);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByText('Pending')).toHaveCount(3);
    await timed('uploaded and saved', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert')).toHaveText('Product updated successfully!', { timeout: 90_000 });
    });
    await page.goto(`/admin/edit-product/${YACHT.id}`);
    await page.getByLabel('Description of image 1 (optional)').fill(DESCRIBED);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Product updated successfully!');

    // Stored with their size and description; nothing else of the yacht changed.
    const saved = (await yacht.get()).data() ?? {};
    expect({ ...saved, images: null }).toEqual({ ...original, images: null });
    expect((saved.images as Photo[]).map((photo) => [photo.width, photo.height, photo.alt])).toEqual([
      [1600, 1200, DESCRIBED],
      [1600, 1200, ''],
      [1600, 1200, ''],
    ]);

    // The site is rebuilt: the prerender again, over a copy of the build, reading the catalogue from the emulators.
    const site = join(folder, 'site');
    await cp(BUILT, site, { recursive: true });
    // What `vite build` left there: index.html as the empty shell, which the prerender kept as spa.html.
    await copyFile(join(site, 'spa.html'), join(site, 'index.html'));
    const output = await timed('prerender', () => prerender(site));
    expect(output).toMatch(/Catalogue from .*emulator/i);
    server = await serve(site);

    // The yacht's page arrives with the three photos: variants in the Storage emulator, sizes, size, placeholder,
    // description, and the first one preloaded from the head.
    const response = await page.goto(`${server.url}${PAGE}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`data-prerendered="${PAGE}"`);
    expect(html).not.toContain('spinner-border');
    const body = bodyOf(html);
    const gallery = body.slice(body.indexOf('class="photo-gallery"'));
    const frames = [...gallery.matchAll(/<span class="photo">([\s\S]*?)<\/span>/g)].map(([, frame]) => ({
      preview: tagsOf(frame, /<image\s[^>]*>/g)[0]?.href ?? '',
      img: tagsOf(frame, /<img\s[^>]*>/g)[0] ?? {},
    }));
    expect(frames).toHaveLength(3);
    const storageFile = new RegExp(`^${origins.storage}/v0/b/[^/]+/o/Products%2F[^?]+\\?alt=media$`);
    for (const [index, { img, preview }] of frames.entries()) {
      const which = `photo ${index + 1}`;
      expect(img.class, which).toBe('gallery-image');
      expect(img.src, which).toMatch(storageFile);
      const variants = srcsetEntries(img.srcset ?? '');
      expect(
        variants.map((variant) => variant.width),
        which,
      ).toEqual([320, 480, 640, 960, 1280, 1600]);
      for (const variant of variants) expect(variant.url, which).toMatch(storageFile);
      expect(new Set(variants.map((variant) => variant.url)).size, which).toBe(6);
      expect(img.sizes, which).toMatch(/^\(min-width: \d+px\) \d+px, .+, calc\(100vw - \d+px\)$/);
      expect([img.width, img.height], which).toEqual(['1600', '1200']);
      expect(preview, which).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{40,400}$/);
    }
    const alts = [DESCRIBED, `${YACHT.name}, photo 2 of 3`, `${YACHT.name}, photo 3 of 3`];
    expect(frames.map(({ img }) => img.alt)).toEqual(alts);
    expect(frames.map(({ img }) => [img.loading, img.fetchpriority ?? ''])).toEqual([
      ['eager', 'high'],
      ['lazy', ''],
      ['lazy', ''],
    ]);
    const preloads = tagsOf(headOf(html), /<link rel="preload" as="image"[^>]*>/g).filter(
      (link) => link.imagesrcset,
    );
    const [first] = frames.map(({ img }) => img);
    expect(preloads).toEqual([
      expect.objectContaining({
        href: first.src,
        imagesrcset: first.srcset,
        imagesizes: first.sizes,
        fetchpriority: 'high',
      }),
    ]);

    // In the browser, with the keyboard only.
    await waitForAppStarted(page);
    await timed('gallery by keyboard', () => browseGalleryByKeyboard(page, YACHT.name, alts));

    // A phone's first view, camera photos and all, within the image budgets.
    for (const [path, budget] of Object.entries(IMAGE_BUDGET)) {
      const { total, images } = await firstViewImages(browser, `${server.url}${path}`);
      const report = `${path}: ${(total / KB).toFixed(1)} KB of images before scrolling (budget ${budget / KB} KB)`;
      console.log(
        `${report}\n${images.map((image) => `  ${(image.bytes / KB).toFixed(1)} KB  ${image.url.slice(0, 120)}`).join('\n')}`,
      );
      testInfo.annotations.push({ type: 'image bytes', description: report });
      // The camera photos are among them, in a width for the phone's box, not the largest.
      const camera = images.filter((image) => image.url.startsWith(origins.storage));
      expect(camera.length, path).toBeGreaterThan(0);
      const widths = camera.map((image) => Number(/%2F(\d+)\.webp\?/.exec(image.url)?.[1]));
      for (const width of widths) expect(width, path).toBeLessThan(1600);
      // Each file once.
      expect(new Set(images.map((image) => image.url)).size, path).toBe(images.length);
      expect(total, `${path}: image bytes`).toBeLessThanOrEqual(budget);
    }
  } finally {
    console.log(`Camera photos (Firebase): ${timings.join(', ')}`);
    await server?.close();
    await rm(folder, { recursive: true, force: true });
    // The yacht as it was, for the other tests; the uploaded files go.
    const now = ((await yacht.get()).data()?.images ?? []) as Photo[];
    await yacht.set(original);
    const uploaded = now.flatMap((photo) => photoFiles(photo)).map(storagePathOf);
    for (const path of uploaded) if (path) await bucket().file(path).delete({ ignoreNotFound: true });
  }
});
