/**
 * Making a photo: the widths it is made in, the size of each, and the photo its variants make (what the admin does
 * when the operator uploads one, and the build with the site's own pictures).
 */
import type { Photo, PhotoVariant } from './photo';

/** The widths a photo is made in, from a narrow phone's card to a desktop's full-width slider at 2×. */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

/** The longest side a photo keeps (its largest variant). */
export const MAX_PHOTO_SIDE = 1600;

/** The widths to make of a photo `width` px wide: the standard ones narrower than it, and its own (at most 1600). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(Math.round(width), MAX_PHOTO_SIDE);
  return [...PHOTO_WIDTHS.filter((standard) => standard < largest), largest];
}

/** The size a photo is made at so its long side is at most `longSide`, its aspect ratio kept. */
export function fitWithin(
  width: number,
  height: number,
  longSide = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The `srcset` of some variants: smallest first, one entry per width. */
export function srcsetOf(variants: readonly PhotoVariant[]): string {
  const byWidth = new Map<number, string>();
  for (const variant of [...variants].sort((a, b) => a.width - b.width))
    byWidth.set(variant.width, variant.url);
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/** The photo made of `variants` (the largest is `src`), `height` being the largest's. */
export function photoOf(
  variants: readonly PhotoVariant[],
  size: { width: number; height: number },
  extra: Partial<Pick<Photo, 'placeholder' | 'alt'>> = {},
): Photo {
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  if (!largest) throw new RangeError('A photo needs at least one file.');
  return {
    src: largest.url,
    srcset: variants.length > 1 ? srcsetOf(variants) : '',
    width: size.width,
    height: size.height,
    placeholder: extra.placeholder ?? '',
    alt: extra.alt ?? '',
  };
}

/** The widths listed in a photo's `srcset` (for checks and tests). */
export function srcsetWidths(srcset: string): number[] {
  return srcset === ''
    ? []
    : srcset.split(',').map((entry) => Number(/\s(\d+)w$/.exec(entry.trim())?.[1] ?? Number.NaN));
}
