import type { Photo } from '../domain/photo';
import variants from './site-images/variants.json' with { type: 'json' };

/**
 * The site's own pictures shown as photos (public/img/): drawn by art/generate.mjs at their full size
 * (`{name}.webp`, mostly 1200 × 800), and made by scripts/image-variants.mjs in each width of variants.json narrower
 * than that (`{name}-320.webp`, …), with a manifest per folder (site-images/{folder}.json) giving each one's size,
 * dominant colour and, where the page data can afford it, a few-pixel preview.
 */

/** The widths a site picture is made in besides its own: the same list the script reads. */
export const SITE_PHOTO_WIDTHS: readonly number[] = variants.widths;

/** A site picture as its folder's manifest describes it. */
export interface SiteImage {
  width: number;
  height: number;
  /** Its dominant colour, `#rrggbb`. */
  color: string;
  /** A 16-px WebP as a `data:` URL, where the manifest is not part of the code (scripts/images/variants.mjs). */
  preview?: string;
}

/** The widths of a site picture's files, smallest first: the standard ones narrower than it, and its own. */
export const sitePhotoWidths = (width: number): number[] => [
  ...SITE_PHOTO_WIDTHS.filter((standard) => standard < width),
  width,
];

/** The address of a site picture's file `width` px wide (`own`: its full size, named without a width). */
const fileOf = (name: string, width: number, own: number) =>
  width === own ? `/img/${name}.webp` : `/img/${name}-${width}.webp`;

/** One site picture as a photo, with every variant in its `srcset` and its preview (or colour) as placeholder. */
export function sitePhoto(name: string, image: SiteImage): Photo {
  const { width, height } = image;
  return {
    src: fileOf(name, width, width),
    srcset: sitePhotoWidths(width)
      .map((w) => `${fileOf(name, w, width)} ${w}w`)
      .join(', '),
    width,
    height,
    placeholder: image.preview ?? image.color,
    alt: '',
  };
}

/**
 * The pictures of one manifest as photos by name (`yachts/azure-pearl-1`); a name the manifest does not have is an
 * error (its picture was not made: `npm run images:variants`).
 */
export function sitePhotos(manifest: Readonly<Record<string, SiteImage>>): (name: string) => Photo {
  return (name) => {
    const image = manifest[name];
    if (!image)
      throw new Error(`No site picture "${name}" (npm run images:variants makes its manifest entry).`);
    return sitePhoto(name, image);
  };
}
