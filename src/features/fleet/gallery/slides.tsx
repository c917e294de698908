import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

/** Moves the slides as the arrows do (ignored while a photo is moving). */
export interface SlidesHandle {
  next(): void;
  prev(): void;
}

type Direction = 'next' | 'prev';

/** A photo sliding in: `moving` once both stand where they start from, so the move is animated. */
interface Slide {
  from: number;
  to: number;
  direction: Direction;
  moving: boolean;
}

export interface SlidesProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect' | 'children'> {
  ref?: Ref<SlidesHandle>;
  /** The photo asked for; the slides follow it, sliding. */
  index: number;
  onSelect: (index: number) => void;
  items: readonly ReactNode[];
  controls?: boolean;
  /** One dot per item, with these names; no dots without. */
  indicatorLabels?: readonly string[];
  prevLabel: string;
  nextLabel: string;
}

/**
 * One photo shown at a time, the next sliding in from the side of its direction (mirrored right to left by the
 * stylesheet), round from the last to the first: Bootstrap's carousel, its markup and classes, moved by a few lines
 * of our own instead of react-bootstrap's component and its transition library (docs/decisions/0016-image-slider.md).
 * The dots follow the photo asked for at once; a move asked for while a photo is moving is ignored, as Bootstrap's.
 * The slide lasts `$carousel-transition-duration` (src/styles/bootstrap-config.scss); with reduced motion it is
 * instant.
 */
export default function Slides({
  ref,
  index,
  onSelect,
  items,
  controls = true,
  indicatorLabels,
  prevLabel,
  nextLabel,
  className,
  ...rest
}: SlidesProps) {
  const count = items.length;
  const [shown, setShown] = useState(index);
  const [slide, setSlide] = useState<Slide | null>(null);
  /** The direction of the move the arrows asked for (round from the last to the first is still "next"). */
  const asked = useRef<Direction | null>(null);
  const inner = useRef<HTMLDivElement>(null);

  const go = (direction: Direction) => {
    if (slide || count < 2) return;
    asked.current = direction;
    onSelect((index + (direction === 'next' ? 1 : count - 1)) % count);
  };
  useImperativeHandle(ref, () => ({ next: () => go('next'), prev: () => go('prev') }));

  useLayoutEffect(() => {
    if (slide || index === shown || index >= count) return;
    const direction = asked.current ?? (index > shown ? 'next' : 'prev');
    asked.current = null;
    setSlide({ from: shown, to: index, direction, moving: false });
  }, [index, shown, slide, count]);

  useLayoutEffect(() => {
    if (!slide) return;
    const incoming = inner.current?.children[slide.to];
    if (!slide.moving) {
      // Laid out beside the photo shown before it moves (the layout read now, before anything is painted), it slides
      // in rather than appears.
      void (incoming as HTMLElement | undefined)?.offsetWidth;
      queueMicrotask(() => setSlide((now) => now && { ...now, moving: true }));
      return;
    }
    const done = () => {
      setShown(slide.to);
      setSlide(null);
    };
    const seconds = incoming ? parseFloat(getComputedStyle(incoming).transitionDuration) : 0;
    if (!incoming || !(seconds > 0)) {
      done();
      return;
    }
    const ended = (event: Event) => {
      if (event.target === incoming) done();
    };
    incoming.addEventListener('transitionend', ended);
    // A transition that never ends (the tab hidden meanwhile) must not stop the slides.
    const timer = setTimeout(done, seconds * 1000 + 100);
    return () => {
      incoming.removeEventListener('transitionend', ended);
      clearTimeout(timer);
    };
  }, [slide]);

  const itemClass = (at: number) => {
    if (!slide) return at === shown ? 'carousel-item active' : 'carousel-item';
    const side = slide.moving
      ? slide.direction === 'next'
        ? ' carousel-item-start'
        : ' carousel-item-end'
      : '';
    if (at === slide.from) return `carousel-item active${side}`;
    if (at === slide.to) return `carousel-item carousel-item-${slide.direction}${side}`;
    return 'carousel-item';
  };

  return (
    <div className={`carousel slide${className ? ` ${className}` : ''}`} {...rest}>
      {indicatorLabels && (
        <div className="carousel-indicators">
          {indicatorLabels.map((label, at) => (
            <button
              key={label}
              type="button"
              data-bs-target=""
              className={at === index ? 'active' : undefined}
              aria-current={at === index ? true : undefined}
              aria-label={label}
              onClick={() => onSelect(at)}
            />
          ))}
        </div>
      )}
      <div className="carousel-inner" ref={inner}>
        {items.map((item, at) => (
          // The items are the photos in their order, which is their identity here.
          <div key={at} className={itemClass(at)}>
            {item}
          </div>
        ))}
      </div>
      {controls && (
        <>
          <button type="button" className="carousel-control-prev" onClick={() => go('prev')}>
            <span aria-hidden="true" className="carousel-control-prev-icon" />
            <span className="visually-hidden">{prevLabel}</span>
          </button>
          <button type="button" className="carousel-control-next" onClick={() => go('next')}>
            <span aria-hidden="true" className="carousel-control-next-icon" />
            <span className="visually-hidden">{nextLabel}</span>
          </button>
        </>
      )}
    </div>
  );
}
