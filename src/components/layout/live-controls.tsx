import { useEffect } from 'react';

/** Set by tools/start-app.js on a prerendered page's buttons, form fields and links until their code runs. */
export const UNTIL_LIVE = 'data-until-live';

/**
 * Releases the controls of a part of a prerendered page once that part is live (hydrated). Until then they have
 * no code behind them: a click would do nothing and typed text would be lost, so they take no input
 * (src/styles/app.scss) and say they are unavailable (links still work, with a full page load). The layout is live first; the page inside it (`<main>`) may
 * wait for its lazily loaded code, and is released by usePageTitle, which every page calls.
 */
export function releaseControls(part: 'layout' | 'page') {
  for (const control of document.querySelectorAll(`[${UNTIL_LIVE}]`)) {
    if ((control.closest('main') !== null) !== (part === 'page')) continue;
    control.removeAttribute(UNTIL_LIVE);
    control.removeAttribute('aria-disabled');
  }
}

/** In the layout: its controls are live once it has hydrated. */
export function LiveLayoutControls() {
  useEffect(() => releaseControls('layout'), []);
  return null;
}
