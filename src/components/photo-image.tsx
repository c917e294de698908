import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { site } from '../config/site';
import type { Photo } from '../domain/photo';

type PhotoImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> & {
  /** None: the site's placeholder picture. */
  photo: Photo | undefined;
  /** Said for the photo when it has no description of its own; '' for a decorative one. */
  alt: string;
  /** How wide it is shown at each breakpoint (the layout's), so the browser picks the variant that fills it. */
  sizes: string;
};

const PLACEHOLDER: Photo = {
  src: site.placeholderImage,
  srcset: '',
  width: 1200,
  height: 800,
  placeholder: '',
  alt: '',
};

/** What shows while the photo loads: its colour, or its few-pixel preview stretched over the box. */
function placeholderStyle(placeholder: string): CSSProperties | undefined {
  if (placeholder === '') return undefined;
  return placeholder.startsWith('data:')
    ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { backgroundColor: placeholder };
}

/**
 * A photo as stored with its variants: `<img>` with `srcset`, `sizes` and its size (nothing shifts), its preview
 * behind it while it loads, and the site's placeholder if it fails. No lookup: what it shows is in the HTML.
 */
export default function PhotoImage({ photo, alt, sizes, style, ...rest }: PhotoImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !photo || broken === photo.src ? PLACEHOLDER : photo;
  return (
    <img
      {...rest}
      src={shown.src}
      srcSet={shown.srcset || undefined}
      sizes={shown.srcset ? sizes : undefined}
      width={shown.width}
      height={shown.height}
      alt={shown.alt || alt}
      style={{ ...placeholderStyle(shown.placeholder), ...style }}
      onError={() => photo && setBroken(photo.src)}
    />
  );
}
