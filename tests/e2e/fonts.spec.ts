import type { Page } from '@playwright/test';
import { FACES, RANGES, fontFileName } from '../../scripts/lib/fonts.mjs';
import { expect, test } from './support/fixtures';

/**
 * The fonts a prerendered page preloads are exactly those its first view draws, in each language
 * (docs/decisions/0025-visual-identity.md): found from the page as it arrives (no script), from every character on
 * screen, the face and weight it is drawn in and the subset its code point is in.
 */
test.use({ javaScriptEnabled: false });

/** Each language's first view: its home page. */
const HOME_PAGES = ['/', '/ar/', '/ru/'];
/** Other pages preload their language's fonts too: none of them may be a font the page does not use. */
const OTHER_PAGES = [
  '/productdetail/azure-pearl',
  '/ru/productdetail/azure-pearl',
  '/ar/packages/birthday_pack&0',
];

/** `U+0600-06FF, U+0750` as [[0x600, 0x6ff], [0x750, 0x750]]. */
const codePoints = (range: string) =>
  range.split(',').map((part) => {
    const [from, to = from] = part.trim().slice(2).split('-');
    return [parseInt(from ?? '', 16), parseInt(to ?? '', 16)] as const;
  });

/** What each font file serves, for the page. */
const FILES = Object.values(FACES).flatMap((face) =>
  face.files.map((font) => {
    const [min, max = min] = font.weights.split(' ').map(Number);
    return {
      family: face.family,
      file: fontFileName(font),
      min,
      max,
      ranges: codePoints(RANGES[font.subset]),
    };
  }),
);

/**
 * The font files the text in the first view (or the whole page) is drawn with; of two files with a code point in
 * common, the one declared later.
 */
function drawnFonts(page: Page, { firstView }: { firstView: boolean }) {
  return page.evaluate(
    ({ files, firstView }) => {
      const used = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const element = node.parentElement;
        if (!element || !text.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const onScreen = [...range.getClientRects()].some(
          (rect) =>
            rect.width > 0 &&
            (!firstView ||
              (rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth)),
        );
        const style = getComputedStyle(element);
        if (!onScreen || style.visibility === 'hidden' || element.closest('.visually-hidden')) continue;
        const family = style.fontFamily
          .split(',')[0]
          ?.trim()
          .replace(/^["']|["']$/g, '');
        const weight = Number(style.fontWeight);
        for (const char of text.replace(/\s/g, '')) {
          const code = char.codePointAt(0) ?? 0;
          const file = files.findLast(
            (font) =>
              font.family === family &&
              weight >= font.min &&
              weight <= font.max &&
              font.ranges.some(([from, to]) => code >= from && code <= to),
          );
          if (file) used.add(file.file);
        }
      }
      return [...used].sort();
    },
    { files: FILES, firstView },
  );
}

/** The fonts the page's head preloads for this screen: the file names without Vite's hash. */
function preloadedFonts(page: Page) {
  return page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
      .filter((link) => !link.media || matchMedia(link.media).matches)
      .map((link) => {
        if (link.type !== 'font/woff2' || link.crossOrigin !== 'anonymous')
          throw new Error(`${link.href} is not preloaded as font/woff2 with crossorigin`);
        return new URL(link.href).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1.woff2');
      })
      .sort(),
  );
}

for (const path of HOME_PAGES) {
  test(`${path} preloads exactly the fonts of its first view`, async ({ page }) => {
    await page.goto(path);
    const drawn = await drawnFonts(page, { firstView: true });
    expect(drawn.length, 'fonts drawn in the first view').toBeGreaterThan(0);
    expect(await preloadedFonts(page)).toEqual(drawn);
  });
}

for (const path of OTHER_PAGES) {
  test(`${path} preloads only fonts it uses`, async ({ page }) => {
    await page.goto(path);
    const drawn = await drawnFonts(page, { firstView: false });
    const preloaded = await preloadedFonts(page);
    expect(preloaded.length, 'fonts preloaded').toBeGreaterThan(0);
    expect(
      preloaded.filter((font) => !drawn.includes(font)),
      'preloaded, never drawn',
    ).toEqual([]);
  });
}

/**
 * Fonts that arrive late (here held back until the first view is on screen in the fallback faces) replace their
 * metric-matched fallbacks with almost no shift: the cumulative layout shift of the whole visit stays within the
 * issue's 0.02.
 */
test.describe('a late font', () => {
  test.use({ javaScriptEnabled: true });

  for (const path of ['/', '/ar/', '/ru/', '/ar/packages/birthday_pack&0']) {
    test(`shifts nothing on ${path}`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const fonts: string[] = [];
      let release = () => {};
      const firstViewDrawn = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        fonts.push(route.request().url());
        await firstViewDrawn;
        await route.continue();
      });
      // The page's load event waits for the fonts it asked for: it is not awaited while they are held back.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // The first view is on screen in the fallback faces, and its fonts have been asked for: now they arrive.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => fonts.length).toBeGreaterThan(0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      release();
      await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.size > 0);
      await page.evaluate(() => document.fonts.ready);
      // Two frames for the last swap to be laid out and reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(fonts.length, 'fonts delayed').toBeGreaterThan(0);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    });
  }
});
