import { useEffect } from 'react';

/** Set by tools/start-app.js on a prerendered page's buttons, form fields and links until their code runs. */
export const UNTIL_LIVE = 'data-until-live';

/**
 * Set instead on the controls of a deferred part (src/components/when-near.tsx, marked `data-deferred`) when the rest
 * of the page goes live: they stay unavailable until that part's own code arrives. Links are released (they work
 * without code).
 */
export const UNTIL_LOADED = 'data-until-loaded';
export const DEFERRED = 'data-deferred';

/** Holds a deferred part's control until its code arrives (see UNTIL_LOADED). */
export function holdControl(control: Element) {
  control.removeAttribute(UNTIL_LIVE);
  if (control.tagName === 'A') control.removeAttribute('aria-disabled');
  else control.setAttribute(UNTIL_LOADED, '');
}

type Part = 'layout' | 'page';

/**
 * Releases the controls of a part of a prerendered page once that part is live (hydrated). Until then they have
 * no code behind them: a click would do nothing and typed text would be lost, so they take no input
 * (src/styles/app.scss) and say they are unavailable (links still work, with a full page load). See
 * docs/decisions/0003-prerendered-pages-started-after-first-paint.md.
 */
export function releaseControls(part: Part) {
  for (const control of document.querySelectorAll(`[${UNTIL_LIVE}]`)) {
    if ((control.closest('main') !== null) !== (part === 'page')) continue;
    if (control.closest(`[${DEFERRED}]`)) {
      holdControl(control);
      continue;
    }
    control.removeAttribute(UNTIL_LIVE);
    control.removeAttribute('aria-disabled');
  }
}

/**
 * Rendered last inside a part: its effect runs once everything before it in the same Suspense boundary has
 * committed, so the layout's controls are released when the layout has hydrated, and the page's (everything in
 * `<main>`) when the page's lazily loaded code has arrived and hydrated — whatever the page itself does.
 */
export function LiveControls({ part }: { part: Part }) {
  useEffect(() => releaseControls(part), [part]);
  return null;
}
