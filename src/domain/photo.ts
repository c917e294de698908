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
