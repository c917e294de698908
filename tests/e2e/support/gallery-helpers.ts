import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Bootstrap's carousel has finished sliding: it ignores a move asked for while one is under way. Its state (the dots,
 * the counter) changes at once, the slide starts a moment later: finished is when no photo is moving and the photo
 * shown is the one its current dot names.
 */
export const slideEnded = (scope: Locator) =>
  expect
    .poll(() =>
      scope.evaluate((element) => {
        if (element.querySelector('.carousel-item-next, .carousel-item-prev')) return false;
        const carousel = element.querySelector('.carousel') ?? element;
        const items = [...carousel.querySelectorAll(':scope .carousel-inner > .carousel-item')];
        const dots = [...carousel.querySelectorAll(':scope .carousel-indicators > *')];
        const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
        return current < 0 || items[current]?.classList.contains('active') === true;
      }),
    )
    .toBe(true);

/** Presses Tab until `reached` says so; fails after `presses` (the page's controls before it). */
async function tabUntil(page: Page, reached: () => Promise<boolean>, what: string, presses = 60) {
  for (let pressed = 0; pressed <= presses; pressed += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${presses} presses of Tab never reached ${what}.`);
}

/**
 * A yacht page's gallery, with the keyboard only: Tab into it, → and ← move it (its counter and its photo follow),
 * Tab to "View full screen" and Enter opens the full-screen view on the photo shown, → moves there (round from the
 * last to the first), Esc closes it and the focus is back on the button, the gallery on the photo last seen.
 * `alts`: each photo's accessible name, in order (three or more).
 */
export async function browseGalleryByKeyboard(page: Page, yacht: string, alts: readonly string[]) {
  const count = alts.length;
  expect(count).toBeGreaterThanOrEqual(3);
  const of = (at: number) => `${at} / ${count}`;
  const gallery = page.getByRole('region', { name: `Photos of ${yacht}` });
  const counter = gallery.locator('.gallery-counter');
  await expect(counter).toHaveText(of(1));
  await expect(gallery.getByRole('img', { name: alts[0] })).toBeVisible();

  await tabUntil(
    page,
    () => gallery.evaluate((element) => element.contains(document.activeElement)),
    'the gallery',
  );
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(of(2));
  await expect(gallery.getByRole('img', { name: alts[1] })).toBeVisible();
  await slideEnded(gallery);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(of(3));
  await slideEnded(gallery);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(of(2));
  await slideEnded(gallery);

  const opener = gallery.getByRole('button', { name: 'View full screen' });
  await tabUntil(
    page,
    () => opener.evaluate((element) => element === document.activeElement),
    'View full screen',
    10,
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Photos of ${yacht}` });
  const fullScreenCounter = dialog.locator('.lightbox-counter');
  // The photo shown (its thumbnail, from 768 px, carries its description too).
  const shown = (name: string) => dialog.locator('.lightbox-body').getByRole('img', { name });
  await expect(dialog).toBeVisible();
  await expect(fullScreenCounter).toHaveText(of(2));
  await expect(shown(alts[1])).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(fullScreenCounter).toHaveText(of(3));
  await expect(shown(alts[2])).toBeVisible();
  await slideEnded(dialog);
  for (let at = 4; at <= count; at += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(fullScreenCounter).toHaveText(of(at));
    await slideEnded(dialog);
  }
  await page.keyboard.press('ArrowRight');
  await expect(fullScreenCounter).toHaveText(of(1));
  await expect(shown(alts[0])).toBeVisible();
  await slideEnded(dialog);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(counter).toHaveText(of(1));
}
