import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { DEFERRED, holdControl, UNTIL_LIVE } from './layout/live-controls';

/** How far below the screen a deferred part starts loading, so it is live before the visitor reaches it. */
const NEAR = '600px 0px';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** A prerendered part's markup as the page had it, its controls held until its code arrives (live-controls.tsx). */
function heldMarkup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const control of copy.querySelectorAll(`[${UNTIL_LIVE}]`)) holdControl(control);
  return copy.innerHTML;
}

interface Options {
  /** How far from the screen the part starts loading (IntersectionObserver's rootMargin): NEAR unless said. */
  margin?: string;
  /** Shown on a page not prerendered until the code arrives (nothing unless said). */
  placeholder?: ReactNode;
  /** Whether to load it at once all the same (asked when the part is first shown). */
  loadAtOnce?: () => boolean;
}

/**
 * A part of a page below its first view whose code loads only when the visitor comes near it
 * (docs/decisions/0023-reviews-and-faq.md): prerendering renders it whole (the HTML has its text and links); a
 * prerendered page keeps that markup as it is, not hydrated, until the part is near the screen (`margin`) or the
 * visitor touches, clicks or tabs into it, then renders it with its code in its place (the same markup, so nothing
 * moves; the focus stays on the same control). Until then its buttons and fields take no input and say they are
 * unavailable (links work), as the rest of the page's do until the page is live. A page not prerendered (reached
 * by a link) loads it at once. `load` is its module, with its messages (`withMessages`); its props pass through.
 */
export function whenNear<P extends object = Record<string, never>>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { margin = NEAR, placeholder = null, loadAtOnce }: Options = {},
): ComponentType<P & { className?: string }> {
  if (import.meta.env.SSR) {
    const Part = lazy(load);
    return function PrerenderedPart({ className, ...props }: P & { className?: string }) {
      return (
        <div id={id} className={className} {...{ [DEFERRED]: '' }}>
          <Suspense fallback={null}>
            <Part {...(props as P)} />
          </Suspense>
        </div>
      );
    };
  }
  // The prerendered markup, read before the page hydrates (this module is evaluated first); once shown by the code,
  // the part renders as any other.
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  let prerendered = element ? heldMarkup(element) : undefined;
  /** The part's code once loaded: shown again (another page, a new key), it renders at once. */
  let loaded: ComponentType<P> | null = null;
  return function DeferredPart({ className, ...props }: P & { className?: string }) {
    const [html] = useState(() => prerendered);
    const [wanted, setWanted] = useState(() => html === undefined || loadAtOnce?.() === true);
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    /** Which of the static part's controls had the focus when its code arrived (its place among them). */
    const focused = useRef(-1);
    useEffect(() => {
      if (!wanted || Part) return;
      load().then(
        (module) => {
          prerendered = undefined;
          loaded = module.default;
          const part = document.getElementById(id);
          focused.current = part
            ? [...part.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element)
            : -1;
          // Unmounted in the meantime: React ignores the update.
          setPart(() => module.default);
        },
        (error: unknown) => console.warn(`Could not load the page's part #${id}.`, error),
      );
    }, [wanted, Part]);
    useEffect(() => {
      if (wanted) return;
      const part = document.getElementById(id);
      if (!part || typeof IntersectionObserver === 'undefined') {
        setWanted(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
        },
        { rootMargin: margin },
      );
      observer.observe(part);
      return () => observer.disconnect();
    }, [wanted]);
    useLayoutEffect(() => {
      if (!Part || focused.current < 0) return;
      const controls = document.getElementById(id)?.querySelectorAll<HTMLElement>(FOCUSABLE);
      controls?.[focused.current]?.focus();
      focused.current = -1;
    }, [Part]);
    if (Part) {
      return (
        <div id={id} key="live" className={className}>
          <Part {...(props as P)} />
        </div>
      );
    }
    if (html === undefined) {
      return (
        <div id={id} key="static" className={className}>
          {placeholder}
        </div>
      );
    }
    const want = () => setWanted(true);
    return (
      // The page's own prerendered markup, read from this very element: nothing from elsewhere is inserted. Not
      // compared while hydrating. A touch, click or focus inside asks for its code at once.
      <div
        id={id}
        key="static"
        className={className}
        {...{ [DEFERRED]: '' }}
        onPointerDown={want}
        onFocus={want}
        // eslint-disable-next-line react/no-danger
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}
