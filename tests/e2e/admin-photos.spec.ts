import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openYachts, signIn } from './support/admin-helpers';
import { browseGalleryByKeyboard } from './support/gallery-helpers';
import { drawJpeg, hasExifGps, webpChunks, withExif, type CameraPhoto } from './support/photo-helpers';

/** A file the page can read (a blob: address in the demo), as bytes. */
async function download(page: Page, url: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (address) => {
    const bytes = new Uint8Array(await (await fetch(address)).arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    }
    return btoa(binary);
  }, url);
  return Buffer.from(base64, 'base64');
}

/** The decoded size of an image file, and whether its top-left and top-right corners are red. */
function decode(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const bitmap = await createImageBitmap(await (await fetch(address)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas.');
    context.drawImage(bitmap, 0, 0);
    const red = (x: number, y: number) => {
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return r > 200 && g < 60 && b < 60;
    };
    return {
      width: bitmap.width,
      height: bitmap.height,
      topLeftRed: red(8, 8),
      topRightRed: red(bitmap.width - 8, 8),
    };
  }, url);
}

const byWidth = (srcset: string) =>
  new Map(
    srcset.split(',').map((entry) => {
      const [url, width] = entry.trim().split(/\s+/);
      return [Number.parseInt(width, 10), url] as const;
    }),
  );

test('three camera photos: uploaded by Save, shown upright in every width, described, without their EXIF', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page);

  // Camera-size JPEGs as they come: one plain, one turned by its EXIF Orientation, one with a GPS position.
  const photos: CameraPhoto[] = [
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 4032, 3024, 1) },
    {
      name: 'IMG_0002.jpg',
      mimeType: 'image/jpeg',
      buffer: withExif(await drawJpeg(page, 4032, 3024, 2), { orientation: 6 }),
    },
    {
      name: 'IMG_0003.jpg',
      mimeType: 'image/jpeg',
      buffer: withExif(await drawJpeg(page, 4032, 3024, 3), {
        gps: { latitude: 25.0805, longitude: 55.1403 },
      }),
    },
  ];
  expect(hasExifGps(photos[2].buffer)).toBe(true);
  for (const photo of photos) expect(photo.buffer.length).toBeGreaterThan(1_000_000);

  await openYachts(page);
  await page.getByRole('link', { name: 'Add a yacht' }).click();
  await page.getByLabel('Name *').fill('Coral Voyager');
  await page.getByLabel('Price (AED per hour) *').fill('880');
  await page.getByLabel('Size (feet)').fill('58');
  await page.getByLabel('Capacity (guests)').fill('16');
  await page.getByLabel('Choose images').setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByText('Pending')).toHaveCount(3);

  // Save alone uploads them (no press of Upload), then adds the yacht.
  const started = Date.now();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: 'Uploading photos...' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveText('Product added successfully!', { timeout: 120_000 });
  const preparing = await page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('prepare photo'))
      .map((entry) => Math.round(entry.duration)),
  );
  const timing = `variants of each 4032×3024 JPEG made in ${preparing.join(', ')} ms; the three uploaded and saved in ${Date.now() - started} ms`;
  testInfo.annotations.push({ type: 'timing', description: timing });
  console.log(`[${testInfo.project.name}] ${timing}`);
  expect(preparing).toHaveLength(3);

  // A description for the second photo.
  await page.getByRole('link', { name: 'Edit Coral Voyager' }).click();
  await expect(page.getByLabel('Description of image 2 (optional)')).toHaveAccessibleDescription(
    'What it shows, in one line. Left empty, it reads “Coral Voyager — photo 2”.',
  );
  await page.getByLabel('Description of image 2 (optional)').fill('The flybridge, seen from the bow');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product updated successfully!');

  // The yacht's page: every photo in every width, at its size, the turned one upright.
  await page.getByRole('link', { name: 'View the site' }).click();
  await page
    .getByRole('article')
    .filter({ hasText: 'Coral Voyager' })
    .getByRole('link', { name: /Coral Voyager/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/productdetail\//);
  // As a visitor arrives: the admin's previews of the largest files are not in this page's memory (a browser may
  // show an image it already has in place of the file `sizes` asks for).
  await page.reload();
  const images = page.getByRole('region', { name: /Coral Voyager/ }).locator('img');
  await expect(images).toHaveCount(3);
  const shown = await images.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((img) => ({
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.alt,
      // The preview the photo's frame shows while it loads (PhotoImage: an SVG, as the CSP allows no style attribute).
      placeholder: img.closest('.photo')?.querySelector('.photo-preview image')?.getAttribute('href') ?? '',
    })),
  );
  expect(shown.map((img) => [...byWidth(img.srcset).keys()])).toEqual([
    [320, 480, 640, 960, 1280, 1600],
    [320, 480, 640, 960, 1200],
    [320, 480, 640, 960, 1280, 1600],
  ]);
  expect(shown.map((img) => [img.width, img.height])).toEqual([
    ['1600', '1200'],
    ['1200', '1600'],
    ['1600', '1200'],
  ]);
  expect(shown.map((img) => img.alt)).toEqual([
    'Coral Voyager, photo 1 of 3',
    'The flybridge, seen from the bow',
    'Coral Voyager, photo 3 of 3',
  ]);
  // Each says how wide the gallery draws it, and the browser picks the smallest file that is sharp there.
  for (const img of shown)
    expect(img.sizes).toMatch(/^\(min-width: \d+px\) \d+px, .+, calc\(100vw - \d+px\)$/);
  const first = images.first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toBeTruthy();
  const { picked, needed } = await first.evaluate((img: HTMLImageElement) => ({
    picked: img.currentSrc,
    needed: img.getBoundingClientRect().width * devicePixelRatio,
  }));
  const variants = byWidth(shown[0].srcset);
  const pickedWidth = [...variants].find(([, url]) => url === picked)?.[0] ?? 0;
  const smaller = Math.max(0, ...[...variants.keys()].filter((width) => width < pickedWidth));
  // Sharp, and the next smaller file would not be (`sizes` may say a few pixels more than the box).
  expect(pickedWidth, `picked for ${Math.round(needed)} device px`).toBeGreaterThanOrEqual(needed - 1);
  expect(smaller, `picked ${pickedWidth}w for ${Math.round(needed)} device px`).toBeLessThan(needed + 20);
  // Each has its placeholder: a 16 px WebP of a few hundred characters, which the browser reads.
  for (const img of shown) expect(img.placeholder).toMatch(/^data:image\/webp;base64,/);
  const placeholder = shown[1].placeholder;
  expect(placeholder.length).toBeLessThan(400);
  testInfo.annotations.push({ type: 'placeholder', description: `${placeholder.length} characters` });
  expect(await decode(page, placeholder)).toMatchObject({ width: 12, height: 16 });

  // The turned photo's files are upright: the red corner the sensor stored top-left shows top-right.
  const turned = byWidth(shown[1].srcset);
  expect(await decode(page, turned.get(1200) ?? '')).toEqual({
    width: 1200,
    height: 1600,
    topLeftRed: false,
    topRightRed: true,
  });
  expect(await decode(page, byWidth(shown[0].srcset).get(320) ?? '')).toMatchObject({
    width: 320,
    height: 240,
    topLeftRed: true,
  });

  // What is published holds pixels only: a WebP with no EXIF (no GPS position) and no XMP.
  for (const url of [...byWidth(shown[2].srcset).values(), turned.get(1200) ?? '']) {
    const bytes = await download(page, url);
    expect(webpChunks(bytes).filter((chunk) => ['EXIF', 'XMP '].includes(chunk))).toEqual([]);
    expect(hasExifGps(bytes)).toBe(false);
    expect(bytes.includes('MarinaCam')).toBe(false);
    expect(bytes.length).toBeLessThan(600_000);
  }

  // The gallery with the keyboard only: it moves, opens full screen, moves there, closes, the focus back.
  await browseGalleryByKeyboard(
    page,
    'Coral Voyager',
    shown.map((img) => img.alt),
  );
});

test('a HEIC photo is refused, saying what to do, and the form keeps what was typed', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/add-product');
  await page.getByLabel('Name *').fill('Pearl Explorer');
  await page.getByLabel('Choose images').setInputFiles({
    name: 'IMG_4321.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.from('ftypheic not really a photo'),
  });
  await expect(
    page.getByText(
      '“IMG_4321.HEIC” is a HEIC photo, which browsers cannot read. On an iPhone, set Settings › Camera › ' +
        'Formats › Most Compatible, or export the photo as JPEG, and choose it again.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
  await expect(page.getByLabel('Name *')).toHaveValue('Pearl Explorer');
});

test('a damaged photo: Save says which file failed and why, saves nothing and keeps the form', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/add-product');
  await page.getByLabel('Name *').fill('Pearl Explorer');
  await page.getByLabel('Price (AED per hour) *').fill('975');
  await page.getByLabel('Size (feet)').fill('60');
  await page.getByLabel('Capacity (guests)').fill('18');
  await page.getByLabel('Choose images').setInputFiles([
    { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 1200, 900, 4) },
    { name: 'DSC_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a JPEG') },
  ]);
  await page.getByRole('button', { name: 'Add' }).click();
  const failure =
    '“DSC_0001.jpg” could not be read as an image: the file may be damaged, or not really a JPEG, PNG, WebP or AVIF.';
  await expect(page.getByRole('alert')).toHaveText(
    `The yacht was not saved: a photo could not be uploaded. ${failure} Remove it from the list or try again.`,
  );
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByText(failure)).toBeVisible();
  await expect(page.getByLabel('Name *')).toHaveValue('Pearl Explorer');
  // The photo that was read is the yacht's; without the damaged one, the yacht is added.
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove DSC_0001.jpg from the list' }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toHaveText('Product added successfully!');
});
