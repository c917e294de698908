// A client's charter page and its guest list's page (docs/decisions/0043-charter-page.md), with their own frame: the
// charter pages' start (src/charter-start.ts) renders them, apart from the site's app. What it runs first is free of
// React, so the pages' reads and photo start before React has arrived; the frame comes with loadCharterRender.
export { prefetchCharter } from './charter-route';
export const loadCharterRender = () => import('./charter-render');
