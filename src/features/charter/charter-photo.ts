import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import type { Photo } from '../../domain/photo';

/** The photo's box: the whole container on a phone, the narrow column (5 of 12) from 992 px. */
export const CHARTER_PHOTO: PhotoLayout = {
  widths: [
    [1400, 526],
    [1200, 451],
    [992, 376],
    [768, 696],
    [576, 516],
    [0, -24, 100],
  ],
  crop: 3 / 2,
};

/** The photos asked for already: the entry's early read (Firebase) and the page's reads may both say the same one. */
const preloaded = new Set<string>();

/**
 * The yacht's photo asked for as soon as a read says which it is, beside the code still on its way (the page's
 * largest picture: its loading decides when the page looks ready). The same file the `<img>` will pick: its srcset
 * and sizes.
 */
export function preloadCharterPhoto(photo: Photo | null | undefined) {
  if (!photo?.src || typeof document === 'undefined' || preloaded.has(photo.src)) return;
  preloaded.add(photo.src);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = photo.src;
  if (photo.srcset) {
    link.setAttribute('imagesrcset', photo.srcset);
    link.setAttribute('imagesizes', photoSizes(CHARTER_PHOTO, photo));
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
