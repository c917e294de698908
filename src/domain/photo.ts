import { fits, LIMITS } from './limits';

/**
 * Photos as the pages show them: everything an `<img>` needs is stored with the photo when it is uploaded (its
 * address, its size, the same picture in several widths and a tiny preview), so a page shows it at once, in the
 * prerendered HTML, with no lookup. Older entries (a plain address, or a storage path) are read into the same shape.
 */

/** A photo, ready for an `<img>`. */
export interface Photo {
  /** What an `<img>` shows where `srcset` is not used: the largest variant, or the only file. */
  src: string;
  /** `{url} 320w, {url} 640w, …`: the variants by width, smallest first; empty when there is only `src`. */
  srcset: string;
  /** The size of `src` in pixels: every variant has its aspect ratio. */
  width: number;
  height: number;
  /** Shown while it loads: a few-pixel `data:image/…` preview, or a colour (`#1c3b5a`); empty for none. */
  placeholder: string;
  /** What it shows, for people who cannot see it; empty: the page describes it (`{yacht} — photo 2`). */
  alt: string;
}

/** One file of a photo, in one width. */
export interface PhotoVariant {
  url: string;
  width: number;
}

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

/**
 * A Cloud Storage object's public address: anyone may read it where the rules allow, with no token, so it can be
 * written into a page. `origin` is `https://firebasestorage.googleapis.com` (the emulator: its own host and port).
 */
export function storageObjectUrl(origin: string, bucket: string, path: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}

/** An address a page can show as it is (a site image, any web address, a preview in the browser). */
export function isPublicUrl(pathOrUrl: string): boolean {
  return /^(https?:|blob:|data:|\/)/.test(pathOrUrl);
}

/** What older photos were stored as, before photos had their variants: a size to assume for their layout. */
export const LEGACY_PHOTO_SIZE = { width: 1200, height: 800 } as const;

/**
 * A stored photo as the pages show it: a photo as it is; an older entry — a plain address, or a storage path made
 * public with `publicUrl` — as a photo of one file at the size photos used to have. Null for what is neither.
 */
export function readPhoto(stored: unknown, publicUrl: (path: string) => string): Photo | null {
  if (typeof stored === 'string') {
    const entry = stored.trim();
    if (entry === '') return null;
    return {
      src: isPublicUrl(entry) ? entry : publicUrl(entry),
      srcset: '',
      ...LEGACY_PHOTO_SIZE,
      placeholder: '',
      alt: '',
    };
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const data = stored as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const size = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
  const src = text(data.src).trim();
  if (src === '') return null;
  const width = size(data.width);
  const height = size(data.height);
  return {
    src: isPublicUrl(src) ? src : publicUrl(src),
    srcset: text(data.srcset),
    ...(width && height ? { width, height } : LEGACY_PHOTO_SIZE),
    placeholder: text(data.placeholder),
    alt: text(data.alt),
  };
}

/** The files of a photo: `src` and every address in its `srcset`. */
export function photoFiles(photo: Pick<Photo, 'src' | 'srcset'>): string[] {
  const variants =
    photo.srcset === '' ? [] : photo.srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]);
  return [...new Set([photo.src, ...variants])];
}

/** The storage path of a Cloud Storage object's public address (`storageObjectUrl`), or null for any other. */
export function storagePathOf(url: string): string | null {
  const match = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The same photo with each of its files' addresses mapped (storage paths made into addresses a page can show). */
export async function mapPhotoFiles(
  photo: Photo,
  address: (file: string) => Promise<string>,
): Promise<Photo> {
  const src = await address(photo.src);
  if (photo.srcset === '') return { ...photo, src };
  const entries = await Promise.all(
    photo.srcset.split(',').map(async (entry) => {
      const [file, width] = entry.trim().split(/\s+/);
      return `${await address(file)} ${width}`;
    }),
  );
  return { ...photo, src, srcset: entries.join(', ') };
}

const isSide = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LIMITS.photoSide;

/** What is wrong with a photo to store (the same limits as the rules), or null. */
export function photoProblem(photo: Photo): string | null {
  if (typeof photo !== 'object' || photo === null) return 'A photo is not valid.';
  const { src, srcset, placeholder, alt } = photo;
  if (typeof src !== 'string' || src.trim() === '' || !fits(src, LIMITS.path)) {
    return `A photo's address must be text of 1 to ${LIMITS.path} characters.`;
  }
  if (typeof srcset !== 'string' || !fits(srcset, LIMITS.srcset)) {
    return `A photo's variants must be text of at most ${LIMITS.srcset} characters.`;
  }
  if (!isSide(photo.width) || !isSide(photo.height)) {
    return `A photo's width and height must be whole numbers from 1 to ${LIMITS.photoSide}.`;
  }
  if (typeof placeholder !== 'string' || !fits(placeholder, LIMITS.placeholder)) {
    return `A photo's placeholder must be text of at most ${LIMITS.placeholder} characters.`;
  }
  if (typeof alt !== 'string' || !fits(alt, LIMITS.alt) || /\p{Cc}/u.test(alt)) {
    return `A photo's description must be one line of at most ${LIMITS.alt} characters.`;
  }
  return null;
}
