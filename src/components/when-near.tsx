import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { UNTIL_LIVE } from './layout/live-controls';

/** How far below the screen a deferred part starts loading, so it is live before the visitor reaches it. */
const NEAR = '600px 0px';

/**
 * A part of a page below its first view whose code loads only when the visitor scrolls near it
 * (docs/decisions/0023-reviews-and-faq.md): prerendering renders it whole (the HTML has its text and links); a
 * prerendered page keeps that markup as it is, not hydrated, until the part is near the screen, then renders it
 * with its code in its place (the same markup, so nothing moves). A page not prerendered (reached by a link) loads
 * it at once. `load` is its module, with its messages (`withMessages`).
 */
export function whenNear(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType<{ className?: string }> {
  if (import.meta.env.SSR) {
    const Part = lazy(load);
    return function PrerenderedPart({ className }: { className?: string }) {
      return (
        <div id={id} className={className}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </div>
      );
    };
  }
  // The prerendered markup, read before the page hydrates (this module is evaluated first); once shown by the code,
  // the part renders as any other.
  // Without the marks tools/start-app.js put on its controls until the page is live (released once, on the
  // elements then in the page): shown again later, they would stay marked.
  let prerendered = (typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML)
    ?.split(` ${UNTIL_LIVE}="" aria-disabled="true"`)
    .join('');
  return function DeferredPart({ className }: { className?: string }) {
    const [html] = useState(() => prerendered);
    const [Part, setPart] = useState<ComponentType | null>(null);
    useEffect(() => {
      let active = true;
      const show = () =>
        load().then(
          (module) => {
            prerendered = undefined;
            if (active) setPart(() => module.default);
          },
          (error: unknown) => console.warn(`Could not load the page's part #${id}.`, error),
        );
      const element = document.getElementById(id);
      if (html === undefined || !element || typeof IntersectionObserver === 'undefined') {
        void show();
        return () => {
          active = false;
        };
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void show();
        },
        { rootMargin: NEAR },
      );
      observer.observe(element);
      return () => {
        active = false;
        observer.disconnect();
      };
    }, [html]);
    if (Part) {
      return (
        <div id={id} key="live" className={className}>
          <Part />
        </div>
      );
    }
    // The prerendered markup as it is (not compared while hydrating); nothing before the code of a page reached by a link.
    return html === undefined ? (
      <div id={id} key="static" className={className} />
    ) : (
      // The page's own prerendered markup, read from this very element: nothing from elsewhere is inserted.
      // eslint-disable-next-line react/no-danger
      <div id={id} key="static" className={className} dangerouslySetInnerHTML={{ __html: html }} />
    );
  };
}
