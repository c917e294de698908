// A client's charter page and its guest list's page (docs/decisions/0043-charter-page.md), with their own frame: the
// charter pages' entry (src/charter-main.tsx) renders them, apart from the site's app.
export { CharterApp, charterRoute, prefetchCharter } from './charter-app';
