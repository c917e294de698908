import { useState, type ImgHTMLAttributes } from 'react';
import { site } from '../config/site';
import type { Photo } from '../domain/photo';

type PhotoImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> & {
  /** None: the site's placeholder picture. */
  photo: Photo | undefined;
  /** Said for the photo when it has no description of its own. */
  alt: string;
  /** Nothing is said for it, not even its own description: what surrounds it names it (a thumbnail's button). */
  decorative?: boolean;
  /** How wide it is drawn at each breakpoint (`photoSizes` of its layout), so the browser picks the file it needs. */
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

/**
 * What shows while the photo loads: its few-pixel preview, or its colour. An SVG rather than a `style` attribute,
 * which the Content-Security-Policy (`style-src 'self'`) refuses in prerendered HTML.
 */
function Preview({ placeholder }: { placeholder: string }) {
  if (!placeholder) return null;
  return (
    <svg className="photo-preview" aria-hidden="true">
      {placeholder.startsWith('data:') ? (
        <image href={placeholder} width="100%" height="100%" preserveAspectRatio="xMidYMid slice" />
      ) : (
        <rect width="100%" height="100%" fill={placeholder} />
      )}
    </svg>
  );
}

/**
 * A photo as stored with its variants: `<img>` with `srcset`, `sizes` and its size (nothing shifts), in a frame
 * (`.photo`, app.scss) that shows its preview, or a light tint, until it has loaded; the site's placeholder if it
 * fails. No lookup: what it shows is in the HTML.
 */
export default function PhotoImage({ photo, alt, sizes, decorative = false, ...rest }: PhotoImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !photo || broken === photo.src ? PLACEHOLDER : photo;
  return (
    <span className="photo">
      <Preview placeholder={shown.placeholder} />
      <img
        {...rest}
        src={shown.src}
        srcSet={shown.srcset || undefined}
        sizes={shown.srcset ? sizes : undefined}
        width={shown.width}
        height={shown.height}
        alt={decorative ? '' : shown.alt || alt}
        onError={() => photo && setBroken(photo.src)}
      />
    </span>
  );
}
