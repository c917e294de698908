import { useEffect, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import PhotoImage from '../../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../../components/photo-sizes';
import type { Photo } from '../../../domain/photo';
import { fleetPageStrings as t } from '../page-strings';
import Slides, { type SlidesHandle } from './slides';
import { useSwipe } from './use-swipe';
import './lightbox.scss';

/**
 * The height the view's bar (3.5 rem) and, from 768 px, its thumbnail strip take from the screen (lightbox.scss):
 * the rest is the photo's.
 */
const CHROME = { phone: 56, wide: 152 } as const;

/** A thumbnail: a 3:2 box 96 px wide (lightbox.scss), the photo cropped into it. */
export const THUMBNAIL_PHOTO: PhotoLayout = { widths: [[0, 96]], crop: 1.5 };

/**
 * The whole photo fits the screen below the bar (`object-fit: contain`): drawn as wide as the screen, or as its
 * height allows for its shape, whichever is less.
 */
export function lightboxSizes(photo: Pick<Photo, 'width' | 'height'>): string {
  const ratio = Math.round((photo.width / photo.height) * 1000) / 1000;
  const fit = (chrome: number) => `min(100vw, calc((100vh - ${chrome}px) * ${ratio}))`;
  return `(min-width: 768px) ${fit(CHROME.wide)}, ${fit(CHROME.phone)}`;
}

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from its first to its last: the focus stays in the
 * dialog (react-bootstrap's Modal only brings it back once it has gone elsewhere, after it left the page).
 */
function keepFocusInside(event: KeyboardEvent) {
  const from = event.target as HTMLElement;
  const dialog = from.closest('[role="dialog"]');
  const controls = [...(dialog?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])].filter(
    (control) => control.checkVisibility?.() ?? true,
  );
  const [first, last] = [controls[0], controls.at(-1)];
  const to = event.shiftKey ? (from === first || from === dialog) && last : from === last && first;
  if (to) {
    event.preventDefault();
    to.focus();
  }
}

interface GalleryLightboxProps {
  show: boolean;
  /** At least one. */
  photos: Photo[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  rtl: boolean;
}

/**
 * The photos full screen, in a dialog (react-bootstrap's Modal: focus kept inside, returned to the button that
 * opened it, Esc closes it): arrows, ←/→ (mirrored right to left), swipe, a counter, thumbnails from 768 px, and each
 * photo's own description as its caption. Loaded when first opened, with its styles (lightbox.scss).
 */
export default function GalleryLightbox({
  show,
  photos,
  name,
  index,
  onIndex,
  onClose,
  rtl,
}: GalleryLightboxProps) {
  const carousel = useRef<SlidesHandle>(null);
  const move = (forward: boolean) => (forward ? carousel.current?.next() : carousel.current?.prev());
  const swipe = useSwipe(move, rtl);
  const count = photos.length;

  useEffect(() => {
    if (!show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepFocusInside(event);
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      move((event.key === 'ArrowRight') !== rtl);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, rtl]);

  return (
    <Modal show={show} onHide={onClose} fullscreen className="lightbox" aria-label={t.photosOf(name)}>
      <Modal.Header closeButton closeVariant="white" closeLabel={t.closeFullScreen} className="lightbox-bar">
        <p className="lightbox-counter mb-0" aria-live="polite">
          {t.counter(index + 1, count)}
        </p>
      </Modal.Header>
      <Modal.Body className="lightbox-body">
        <Slides
          ref={carousel}
          index={index}
          onSelect={onIndex}
          {...swipe}
          controls={count > 1}
          prevLabel={t.previousPhoto}
          nextLabel={t.nextPhoto}
          items={photos.map((photo, at) => (
            <figure key={photo.src} className="lightbox-figure mb-0">
              <PhotoImage
                photo={photo}
                alt={t.photo(name, at + 1, count)}
                sizes={lightboxSizes(photo)}
                loading={at === index ? 'eager' : 'lazy'}
                className="lightbox-image"
              />
              {photo.alt && <figcaption className="lightbox-caption">{photo.alt}</figcaption>}
            </figure>
          ))}
        />
      </Modal.Body>
      {count > 1 && (
        <Modal.Footer as="ol" className="lightbox-thumbnails list-unstyled" aria-label={t.photosOf(name)}>
          {photos.map((photo, at) => (
            <li key={`${photo.src}-${at}`}>
              <button
                type="button"
                className="lightbox-thumbnail"
                aria-current={at === index}
                aria-label={t.showPhoto(at + 1, count)}
                onClick={() => onIndex(at)}
              >
                <PhotoImage
                  photo={photo}
                  alt=""
                  decorative
                  sizes={photoSizes(THUMBNAIL_PHOTO, photo)}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </Modal.Footer>
      )}
    </Modal>
  );
}
