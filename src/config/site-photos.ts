import type { Photo } from '../domain/photo';

/**
 * One of the site's own pictures (public/img/, scripts/generate-images.mjs) as a photo: `{name}.webp` (1200 × 800,
 * or `size`) and `{name}-480.webp`, with the colour shown while it loads.
 */
export const sitePhoto = (
  name: string,
  placeholder = '',
  size: { width: number; height: number } = { width: 1200, height: 800 },
): Photo => ({
  src: `/img/${name}.webp`,
  srcset: `/img/${name}-480.webp 480w, /img/${name}.webp ${size.width}w`,
  ...size,
  placeholder,
  alt: '',
});
