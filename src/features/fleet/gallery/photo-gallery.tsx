import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import PhotoImage from '../../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../../components/photo-sizes';
import type { Photo } from '../../../domain/photo';
import { LOCALE_INFO } from '../../../domain/locales';
import { activeLocale } from '../../../i18n/catalogues';
import { fleetPageStrings as t } from '../page-strings';
import Slides, { type SlidesHandle } from './slides';
import { useSwipe } from './use-swipe';

/** The full-screen view's code: loaded when it is about to be opened (a pointer over a photo, a focus), not before. */
const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(loadLightbox);
const prepareLightbox = () => void loadLightbox().catch(() => undefined);

/**
 * The gallery's photo box is 3:2 (app.scss) and as wide as its column, the yacht page's `col-12 col-lg-7`
 * (yacht-detail-page.tsx): the container less its padding below 992 px, 7/12 of the container less the gutter
 * from 992 px (Bootstrap's containers: 540, 720, 960, 1140, 1320 px).
 */
export const GALLERY_PHOTO: PhotoLayout = {
  widths: [
    [1400, 746],
    [1200, 641],
    [992, 536],
    [768, 696],
    [576, 516],
    [0, -24, 100],
  ],
  crop: 1.5,
};

/** What the page's head preloads of the gallery's first photo: the very file the gallery's `<img>` picks. */
export const galleryPreload = (photo: Photo) => ({
  src: photo.src,
  srcset: photo.srcset,
  sizes: photoSizes(GALLERY_PHOTO, photo),
});

/**
 * Dots and arrows, infinite, one photo shown and scrolled in 500 ms (slides.tsx), a counter, and a full-screen
 * view. Bootstrap's carousel markup: the same on the server and in the browser, so the prerendered gallery hydrates
 * as it is, and showing a photo is a class change (docs/decisions/0016-image-slider.md). The first photo loads at once and
 * first of all (the page's head preloads it too); the others when they are shown.
 */
export default function PhotoGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const slides = photos.length > 0 ? photos : [undefined];
  const count = slides.length;
  const rtl = LOCALE_INFO[activeLocale()].dir === 'rtl';
  const [index, setIndex] = useState(0);
  /** Null until first opened: the full-screen view's code is not loaded before. */
  const [open, setOpen] = useState<boolean | null>(null);
  const carousel = useRef<SlidesHandle>(null);
  const move = (forward: boolean) => (forward ? carousel.current?.next() : carousel.current?.prev());
  const swipe = useSwipe(move, rtl);
  const onKeyDown = (event: KeyboardEvent) => {
    // Not while the full-screen view is open (its keys also come up through its portal): it moves on its own.
    if (open || count < 2) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move((event.key === 'ArrowRight') !== rtl);
  };
  return (
    // Keys and swipes anywhere in the gallery move it, as Bootstrap's carousel does on its own element; each is also
    // a labelled button (arrows, dots).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="photo-gallery"
      aria-roledescription="carousel"
      aria-label={t.photosOf(name)}
      onKeyDown={onKeyDown}
      {...swipe}
    >
      {/* Right to left in Arabic: "next" slides in from the left; ← and a swipe to the right move forward. */}
      <Slides
        ref={carousel}
        index={index}
        onSelect={setIndex}
        controls={count > 1}
        indicatorLabels={count > 1 ? slides.map((_, at) => t.showPhoto(at + 1, count)) : undefined}
        prevLabel={t.previousPhoto}
        nextLabel={t.nextPhoto}
        items={slides.map((photo, at) => (
          <PhotoImage
            key={photo?.src ?? 'placeholder'}
            photo={photo}
            alt={t.photo(name, at + 1, count)}
            sizes={photoSizes(GALLERY_PHOTO, photo)}
            loading={at === 0 ? 'eager' : 'lazy'}
            fetchPriority={at === 0 ? 'high' : undefined}
            className="gallery-image"
          />
        ))}
      />
      {/* One button over every photo (under the arrows and dots): still there, for the focus to come back to, when
            the view closes on another photo. */}
      {photos.length > 0 && (
        <button
          type="button"
          className="gallery-open"
          onClick={() => setOpen(true)}
          onPointerEnter={prepareLightbox}
          onFocus={prepareLightbox}
        >
          <span className="gallery-open-icon" aria-hidden="true" />
          <span className="visually-hidden">{t.viewFullScreen}</span>
        </button>
      )}
      {count > 1 && (
        <p className="gallery-counter" aria-hidden="true">
          {t.counter(index + 1, count)}
        </p>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            show={open}
            photos={photos}
            name={name}
            index={index}
            onIndex={setIndex}
            onClose={() => setOpen(false)}
            rtl={rtl}
          />
        </Suspense>
      )}
    </section>
  );
}
