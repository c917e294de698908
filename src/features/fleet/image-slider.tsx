import SlickSlider, { type Settings } from 'react-slick';
import AppImage from '../../components/app-image';
import { useInBrowser } from '../../components/use-in-browser';
import { fleetStrings as t } from './strings';

// react-slick is CommonJS: the production bundle can hand over the module object instead of the component.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

/** Dots and arrows, infinite, 500 ms, one slide shown and scrolled (the specification's slider). */
export const sliderSettings: Settings = {
  dots: true,
  arrows: true,
  infinite: true,
  speed: 500,
  slidesToShow: 1,
  slidesToScroll: 1,
  adaptiveHeight: false,
};

export default function ImageSlider({ images, name }: { images: string[]; name: string }) {
  const slides = images.length > 0 ? images : [undefined];
  // slick writes `style` attributes into its markup, which the Content-Security-Policy (`style-src 'self'`) refuses
  // in HTML, while the styles it sets from script are allowed: prerendered and hydrated, the first photo stands alone.
  const inBrowser = useInBrowser();
  const slide = (image: string | undefined, index: number) => (
    <AppImage
      src={image}
      alt={t.photo(name, index + 1, slides.length)}
      width={1200}
      height={800}
      sizes="(min-width: 992px) 640px, 100vw"
      loading={index === 0 ? 'eager' : 'lazy'}
      skeleton
      className="slider-image"
    />
  );
  return (
    <div className="image-slider" aria-roledescription="carousel" aria-label={t.photosOf(name)}>
      {inBrowser ? (
        <Slider {...sliderSettings} infinite={slides.length > 1}>
          {slides.map((image, index) => (
            <div key={`${image ?? 'placeholder'}-${index}`}>{slide(image, index)}</div>
          ))}
        </Slider>
      ) : (
        // The first photo in the place and size the slider gives it (its dots below: slick-dotted's margin).
        <div className="slick-slider slick-dotted">{slide(slides[0], 0)}</div>
      )}
    </div>
  );
}
