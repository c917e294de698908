import { useEffect } from 'react';
import { adminStrings } from '../strings';

/** A click that follows a link to another screen of this site (not a new tab, a download or this screen's #part). */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) {
    return false;
  }
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return to.origin === here.origin && (to.pathname !== here.pathname || to.search !== here.search);
}

/**
 * While a form holds unsaved edits, leaving asks first: a link to another screen asks in the page (the app's
 * router is not a data router, so a click is caught before the router sees it), and closing or reloading the tab
 * asks through the browser (`beforeunload`).
 */
export function useUnsavedGuard(dirty: boolean, question: string = adminStrings.unsavedChanges) {
  useEffect(() => {
    if (!dirty) return;
    const click = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const unload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when it is set.
      event.returnValue = '';
    };
    document.addEventListener('click', click, true);
    window.addEventListener('beforeunload', unload);
    return () => {
      document.removeEventListener('click', click, true);
      window.removeEventListener('beforeunload', unload);
    };
  }, [dirty, question]);
}
