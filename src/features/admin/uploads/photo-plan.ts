import { fitWithin, variantWidths } from '../../../domain/photo-variants';

/**
 * What a photo is made into before it is uploaded, decided from its size alone (no pixels): the widths of its
 * variants, their heights, the placeholder's size, where each file is stored. docs/decisions/0022-photos.md.
 */

export type StorageFolder = 'Products' | 'Offers' | 'Services';

export interface Size {
  width: number;
  height: number;
}

/**
 * `all`: every width of `variantWidths` (about 320 to 1600 px, never wider than the photo), for the pages' `srcset`.
 * `largest`: the largest only (a form that stores one file per image: offers and services, until they hold photos).
 */
export type VariantSet = 'all' | 'largest';

/** The narrowest photo kept: the Storage rules name a variant by its width, in two to five digits. */
export const MIN_PHOTO_WIDTH = 10;

/** The placeholder's width: a few pixels, stretched and blurred by the page while the photo loads. */
export const PLACEHOLDER_WIDTH = 16;

const heightAt = (size: Size, width: number) => Math.max(1, Math.round((width * size.height) / size.width));

/**
 * The variants to make of a photo `width` × `height` px as it shows (EXIF orientation applied), largest first: it is
 * fitted within 1600 px on its long side, then made in each standard width narrower than that and in its own.
 */
export function planVariants(width: number, height: number, set: VariantSet = 'all'): Size[] {
  const fitted = fitWithin(width, height);
  const widths = set === 'all' ? variantWidths(fitted.width) : [fitted.width];
  return widths
    .sort((a, b) => b - a)
    .map((variantWidth) =>
      variantWidth === fitted.width
        ? fitted
        : { width: variantWidth, height: heightAt(fitted, variantWidth) },
    );
}

/** The placeholder's size: `PLACEHOLDER_WIDTH` px on its long side (a narrow portrait is as tall), at least 1 px. */
export function placeholderSize(width: number, height: number): Size {
  return fitWithin(width, height, PLACEHOLDER_WIDTH);
}

/** `My Yacht (1).JPG` → `my-yacht-1.jpg`: letters, digits, dots, dashes and underscores only. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/-?\.-?/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-100);
  return cleaned || 'image';
}

const randomPart = () => {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return bytes[0].toString(36).padStart(7, '0');
};

/**
 * A new name for one upload of a photo, never used before: the time in base 36, a random part and the file's name
 * (`lx9k2q1a-0f3k9zq-deck-view`), at most 64 characters of letters, digits, dots, dashes and underscores.
 */
export function newPhotoId(fileName: string, now = Date.now(), random = randomPart): string {
  const name = sanitizeFileName(fileName.replace(/\.[^./\\]*$/, '')).replace(/\./g, '-');
  return `${now.toString(36)}-${random()}-${name}`.slice(0, 64).replace(/[-.]+$/, '');
}

/** The file extension of an encoded variant's type (`image/webp` → `webp`, `image/jpeg` → `jpg`). */
export function extensionOf(type: string): 'webp' | 'jpg' | 'avif' {
  if (type === 'image/jpeg') return 'jpg';
  if (type === 'image/avif') return 'avif';
  return 'webp';
}

/** `Products/{ownerId}/{photoId}/{width}.webp`, as the Storage rules accept a variant. */
export function variantPath(
  folder: StorageFolder,
  ownerId: string,
  photoId: string,
  width: number,
  type: string,
): string {
  return `${folder}/${ownerId}/${photoId}/${width}.${extensionOf(type)}`;
}
