import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForAppStarted } from './support/fixtures';
import { slideEnded } from './support/gallery-helpers';
import { bodyOf, headOf, tagsOf } from './support/html-helpers';

/**
 * Photos on the public pages: in the prerendered HTML with their variants, sizes and size (the yacht page's first
 * one preloaded from the head), `sizes` that match the layout in a real browser, the yacht page's gallery and its
 * full-screen view, and no layout shift while photos load.
 */
const dist = resolve(process.env.PW_DIST || 'dist');
const YACHT = '/productdetail/royal-falcon';

/** Every photo of a page is in its HTML as it will show: address, variants, sizes, size. */
function expectPhotosInHtml(html: string, page: string) {
  const images = tagsOf(bodyOf(html), /<img\s[^>]*>/g);
  expect(images.length, page).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.src, page).toMatch(/^\/img\/.+\.(webp|jpg)$/);
    expect(Number(image.width), `${page} ${image.src}`).toBeGreaterThan(0);
    expect(Number(image.height), `${page} ${image.src}`).toBeGreaterThan(0);
    // Every photo has its variants, the package pages' header pictures too (the site's placeholder is one file).
    expect(image.srcset, `${page} ${image.src}`).toMatch(/^\S+-320\.webp 320w, \S+-640\.webp 640w, .+ \d+w$/);
    expect(image.sizes, `${page} ${image.src}`).toMatch(/\d+px|\d+vw/);
  }
  expect(bodyOf(html), page).not.toContain('spinner-border');
}

async function builtFile(path: string) {
  return readFile(join(dist, path, 'index.html'), 'utf8');
}

test.describe('photos in the prerendered HTML', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'the files do not depend on the device');
  });

  test('every yacht page preloads its first photo from the head, the very file its gallery shows first', async () => {
    const yachts = await readdir(join(dist, 'productdetail'));
    expect(yachts.length).toBeGreaterThan(5);
    for (const locale of ['', 'ar', 'ru']) {
      for (const yacht of yachts) {
        const page = `/${locale ? `${locale}/` : ''}productdetail/${yacht}`;
        const html = await builtFile(page);
        expectPhotosInHtml(html, page);
        const [preload, ...others] = tagsOf(headOf(html), /<link rel="preload" as="image"[^>]*>/g).filter(
          (link) => link.imagesrcset,
        );
        expect(others, page).toEqual([]);
        const gallery = bodyOf(html).slice(bodyOf(html).indexOf('class="photo-gallery"'));
        const [first, ...rest] = tagsOf(gallery, /<img\s[^>]*class="gallery-image"[^>]*>/g);
        expect(preload, page).toMatchObject({
          href: first?.src,
          imagesrcset: first?.srcset,
          imagesizes: first?.sizes,
          fetchpriority: 'high',
        });
        expect(first?.fetchpriority, page).toBe('high');
        expect(first?.loading, page).not.toBe('lazy');
        for (const later of rest) expect(later.loading, `${page} ${later.src}`).toBe('lazy');
      }
    }
  });

  test('the fleet, VIP and package pages have their photos with variants, sizes and size', async () => {
    for (const page of ['/', '/ar/', '/vipRental', '/packages', '/packages/birthday_pack&0']) {
      expectPhotosInHtml(await builtFile(page), page);
    }
    // The first row of cards at once, the very first first of all; the rest when scrolled near.
    const cards = tagsOf(bodyOf(await builtFile('/')), /<img\s[^>]*class="card-img-top"[^>]*>/g);
    expect(cards.map((card) => card.loading)).toEqual([
      ...['eager', 'eager', 'eager'],
      ...Array<string>(cards.length - 3).fill('lazy'),
    ]);
    expect(cards.map((card) => card.fetchpriority ?? '')).toEqual([
      'high',
      ...Array<string>(cards.length - 1).fill(''),
    ]);
  });
});

/** The width `sizes` says at the current screen width, as the browser reads it. */
async function sizesWidth(image: Locator): Promise<number> {
  return image.evaluate(async (element: HTMLImageElement) => {
    // A 320-px file listed as 320w is, for `sizes` S, S CSS pixels wide.
    const probe = new Image();
    probe.sizes = element.sizes;
    probe.srcset = '/img/yachts/royal-falcon-1-320.webp 320w';
    await probe.decode();
    return probe.naturalWidth;
  });
}

/** The width an image is drawn at: its box, or wider when its photo is cropped to fill it (`object-fit: cover`). */
const drawnWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const [width, height] = [Number(element.getAttribute('width')), Number(element.getAttribute('height'))];
    return getComputedStyle(element).objectFit === 'cover'
      ? width * Math.max(box.width / width, box.height / height)
      : box.width;
  });

test.describe('sizes', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'screen widths are set here');
  });

  const SCREENS = [360, 412, 600, 800, 1000, 1250, 1440];
  const LAYOUTS = [
    { page: '/', image: '.yacht-card .card-img-top' },
    { page: YACHT, image: '.photo-gallery .active .gallery-image' },
    { page: '/packages', image: '.package-card .card-img-top' },
    { page: '/packages/birthday_pack&0', image: '.package-image' },
  ];

  for (const { page: path, image: selector } of LAYOUTS) {
    test(`say the width the photo is drawn at, on ${path}`, async ({ page }) => {
      await page.goto(path);
      const image = page.locator(selector).first();
      for (const width of SCREENS) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(async () => (await sizesWidth(image)) - (await drawnWidth(image)), {
            message: `${path} at ${width} px`,
          })
          // No less than drawn; a little more where `100vw` counts the scroll bar.
          .toBeGreaterThanOrEqual(-1.5);
        expect(
          (await sizesWidth(image)) - (await drawnWidth(image)),
          `${path} at ${width} px`,
        ).toBeLessThanOrEqual(20);
      }
    });
  }
});

/**
 * The variants of an image, the one the browser picked, and how many device pixels wide `sizes` says it is drawn
 * (within a pixel or two of the box: the "sizes" tests above); the browser takes the narrowest file at least that wide.
 */
async function pickedVariant(image: Locator) {
  const drawn = await sizesWidth(image);
  return image.evaluate((element: HTMLImageElement, cssWidth: number) => {
    const variants = element.srcset.split(',').map((entry) => {
      const [url = '', descriptor = ''] = entry.trim().split(/\s+/);
      return { url: new URL(url, location.href).href, width: Number.parseInt(descriptor, 10) };
    });
    return {
      picked: variants.find((variant) => variant.url === element.currentSrc)?.width,
      widths: variants.map((variant) => variant.width),
      needed: cssWidth * devicePixelRatio,
    };
  }, drawn);
}

test('a phone and a desktop each download the variant their photo boxes need', async ({ page }) => {
  for (const [path, selector] of [
    ['/', '.yacht-card .card-img-top'],
    [YACHT, '.photo-gallery .active .gallery-image'],
  ] as const) {
    await page.goto(path);
    const image = page.locator(selector).first();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc))
      .toBeTruthy();
    const { picked, widths, needed } = await pickedVariant(image);
    console.log(
      `${test.info().project.name} ${path}: drawn ${Math.round(needed)} device px, picked ${picked}w of ${widths.join('/')}`,
    );
    // Sharp (or the largest there is), and not a larger one than that.
    const sharp = widths.find((width) => width >= needed - 0.5) ?? Math.max(...widths);
    expect(picked, path).toBe(sharp);
  }
});

/** The full-screen view's counter, e.g. "2 / 4". */
const counterOf = (dialog: Locator) => dialog.locator('.lightbox-counter');
const galleryCounter = (page: Page) => page.locator('.photo-gallery .gallery-counter');

test('the gallery opens full screen, moves and closes with the keyboard', async ({ page }) => {
  await page.goto(YACHT);
  await waitForAppStarted(page);
  const gallery = page.getByRole('region', { name: 'Photos of Royal Falcon' });
  await expect(galleryCounter(page)).toHaveText('1 / 4');
  const opener = gallery.getByRole('button', { name: 'View full screen' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Photos of Royal Falcon' });
  await expect(dialog).toBeVisible();
  await expect(counterOf(dialog)).toHaveText('1 / 4');
  await expect(dialog.getByRole('img', { name: 'Royal Falcon, photo 1 of 4' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(counterOf(dialog)).toHaveText('2 / 4');
  await expect(dialog.getByRole('img', { name: 'Royal Falcon, photo 2 of 4' })).toBeVisible();
  await slideEnded(dialog);
  await page.keyboard.press('ArrowLeft');
  await expect(counterOf(dialog)).toHaveText('1 / 4');
  await slideEnded(dialog);
  // Infinite: back from the first is the last.
  await page.keyboard.press('ArrowLeft');
  await expect(counterOf(dialog)).toHaveText('4 / 4');
  await expect(dialog.getByRole('img', { name: 'Royal Falcon, photo 4 of 4' })).toBeVisible();

  // Tab goes round the dialog's controls and never leaves it.
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The gallery shows the photo last seen.
  await expect(galleryCounter(page)).toHaveText('4 / 4');
});

test('the full-screen view shows every photo whole, its thumbnails from 768 px', async ({
  page,
  isMobile,
}) => {
  await page.goto(YACHT);
  await waitForAppStarted(page);
  await page.getByRole('button', { name: 'View full screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photos of Royal Falcon' });
  const photo = dialog.getByRole('img', { name: 'Royal Falcon, photo 1 of 4' });
  await expect(photo).toBeVisible();
  const box = await photo.boundingBox();
  const screen = page.viewportSize();
  expect(box?.width).toBeLessThanOrEqual(screen?.width ?? 0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(screen?.height ?? 0);
  const thumbnails = dialog.getByRole('list', { name: 'Photos of Royal Falcon' });
  if (isMobile) {
    await expect(thumbnails).toBeHidden();
  } else {
    await thumbnails.getByRole('button', { name: 'Show photo 3 of 4' }).click();
    await expect(counterOf(dialog)).toHaveText('3 / 4');
    await expect(thumbnails.getByRole('button', { name: 'Show photo 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
  await dialog.getByRole('button', { name: 'Close full screen' }).click();
  await expect(dialog).toBeHidden();
});

/** A finger drawn sideways across `target` by `dx` px (Chromium's touch input). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to swipe on.');
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 5, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a phone swipes through the photos, in the page’s direction', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'touch screens');
  await page.goto(YACHT);
  await waitForAppStarted(page);
  const gallery = page.getByRole('region', { name: 'Photos of Royal Falcon' });
  await swipe(page, gallery, -150);
  await expect(galleryCounter(page)).toHaveText('2 / 4');
  await slideEnded(gallery);
  await swipe(page, gallery, 150);
  await expect(galleryCounter(page)).toHaveText('1 / 4');

  // Arabic: the next photo comes from the left, so a swipe to the right moves forward.
  await page.goto(`/ar${YACHT}`);
  await waitForAppStarted(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByRole('region', { name: 'صور Royal Falcon' });
  await swipe(page, arabic, 150);
  await expect(galleryCounter(page)).toHaveText('2 من 4');
  await slideEnded(arabic);
  await arabic.getByRole('button', { name: 'عرض بملء الشاشة' }).click();
  const dialog = page.getByRole('dialog', { name: 'صور Royal Falcon' });
  await expect(counterOf(dialog)).toHaveText('2 من 4');
  await swipe(page, dialog.locator('.carousel'), 150);
  await expect(counterOf(dialog)).toHaveText('3 من 4');
});

test('right to left in Arabic: the next arrow on the left, ← moves forward', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the keyboard');
  await page.goto(`/ar${YACHT}`);
  await waitForAppStarted(page);
  const gallery = page.getByRole('region', { name: 'صور Royal Falcon' });
  const next = gallery.getByRole('button', { name: 'التالي' });
  const previous = gallery.getByRole('button', { name: 'السابق' });
  expect((await next.boundingBox())?.x).toBeLessThan((await previous.boundingBox())?.x ?? 0);
  await next.click();
  await expect(galleryCounter(page)).toHaveText('2 من 4');
  await slideEnded(gallery);
  await gallery.getByRole('button', { name: 'عرض بملء الشاشة' }).click();
  const dialog = page.getByRole('dialog', { name: 'صور Royal Falcon' });
  await expect(counterOf(dialog)).toHaveText('2 من 4');
  await page.keyboard.press('ArrowLeft');
  await expect(counterOf(dialog)).toHaveText('3 من 4');
  await slideEnded(dialog);
  await page.keyboard.press('ArrowRight');
  await expect(counterOf(dialog)).toHaveText('2 من 4');
});

test.describe('no layout shift while photos load', () => {
  for (const path of ['/', YACHT, '/packages/birthday_pack&0']) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The photos arrive only once the page is on screen and running: whatever their size, nothing moves.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/img\/(yachts|packages)\//, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await waitForAppStarted(page);
      release();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((image) => image.getBoundingClientRect().top < innerHeight && image.loading !== 'lazy')
              .every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.001);
    });
  }
});
