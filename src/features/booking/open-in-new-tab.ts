/**
 * Opens the link in a new tab. Returns false when the browser blocked the popup.
 * (`noopener` in the features would make window.open return null even on success, so the opener is cut by hand.)
 */
export function openInNewTab(link: string): boolean {
  const opened = window.open(link, '_blank');
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Some browsers forbid touching a cross-origin window; the tab is open either way.
  }
  return true;
}
