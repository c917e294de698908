/**
 * Leaving the site's app for another document (the client's charter page has its own entry, charter.html): one object,
 * so a test can watch where the page goes (jsdom does not load other documents).
 */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
