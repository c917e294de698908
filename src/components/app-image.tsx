import { useState, type ImgHTMLAttributes } from 'react';
import { site } from '../config/site';
import { useResolvedUrl } from '../backend/react/use-resolved-url';
import { componentStrings as t } from './strings';

type AppImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** Public URL or storage path; missing shows the placeholder. */
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** Shows a shimmering skeleton until the image has loaded. */
  skeleton?: boolean;
};

/**
 * An image from a public URL or a storage path: a spinner while the storage path resolves, the placeholder
 * if it cannot be resolved or fails to load, and fixed dimensions so nothing shifts.
 */
export default function AppImage({
  src,
  alt,
  width,
  height,
  skeleton,
  className,
  style,
  ...rest
}: AppImageProps) {
  const resolved = useResolvedUrl(src);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (resolved.status === 'loading') {
    return (
      <div
        className={`app-image-pending ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}`, ...style }}
      >
        <span className="spinner-border spinner-border-sm" role="status">
          <span className="visually-hidden">{t.loadingImage}</span>
        </span>
      </div>
    );
  }

  const wanted = resolved.status === 'ready' ? resolved.url : site.placeholderImage;
  const url = brokenUrl === wanted ? site.placeholderImage : wanted;
  const loaded = loadedUrl === url;
  return (
    <img
      {...rest}
      src={url}
      alt={alt}
      width={width}
      height={height}
      className={`${className ?? ''} ${skeleton && !loaded ? 'skeleton' : ''}`.trim()}
      style={style}
      onLoad={() => setLoadedUrl(url)}
      onError={() => url !== site.placeholderImage && setBrokenUrl(url)}
    />
  );
}
