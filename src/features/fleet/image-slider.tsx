import Carousel from 'react-bootstrap/Carousel';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import PhotoImage from '../../components/photo-image';
import type { Photo } from '../../domain/photo';
import { LOCALE_INFO } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { fleetPageStrings as t } from './page-strings';

/**
 * Dots and arrows, infinite, one photo shown and scrolled in 500 ms (the duration is
 * `$carousel-transition-duration` in src/styles/bootstrap-config.scss). Bootstrap's carousel: its markup is the same
 * on the server and in the browser, so the prerendered slider hydrates as it is, and showing a photo is a class
 * change — no measuring of the page on start (docs/decisions/0016-image-slider.md).
 */
/** The slider fills its column: the page's width on phones, half the container from 992 px. */
const SLIDER_SIZES =
  '(min-width: 1400px) 636px, (min-width: 1200px) 546px, (min-width: 992px) 456px, calc(100vw - 24px)';

const sliderSettings = { wrap: true, interval: null, touch: true, slide: true } as const;

export default function ImageSlider({ images, name }: { images: Photo[]; name: string }) {
  const slides = images.length > 0 ? images : [undefined];
  const single = slides.length === 1;
  return (
    <section className="image-slider" aria-roledescription="carousel" aria-label={t.photosOf(name)}>
      {/* Right to left in Arabic: "next" slides in from the left. */}
      <ThemeProvider dir={LOCALE_INFO[activeLocale()].dir}>
        <Carousel
          {...sliderSettings}
          controls={!single}
          indicators={!single}
          indicatorLabels={slides.map((_, index) => t.showPhoto(index + 1, slides.length))}
          prevLabel={t.previousPhoto}
          nextLabel={t.nextPhoto}
        >
          {slides.map((image, index) => (
            <Carousel.Item key={`${image?.src ?? 'placeholder'}-${index}`}>
              <PhotoImage
                photo={image}
                alt={t.photo(name, index + 1, slides.length)}
                sizes={SLIDER_SIZES}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="slider-image"
              />
            </Carousel.Item>
          ))}
        </Carousel>
      </ThemeProvider>
    </section>
  );
}
