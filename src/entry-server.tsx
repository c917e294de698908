/**
 * Build-time prerendering (tools/prerender.mjs): renders a public route to HTML with the given data, so text and
 * layout appear before any script runs; the client then hydrates the same markup (src/main.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { BackendProvider } from './backend/react/backend-context';
import { SiteDataProvider } from './backend/react/site-data';
import { AppRoutes, prerenderPaths as routePaths } from './app/routes';
export { shellRoutes } from './app/routes';
import type { SiteSnapshot } from './backend/react/snapshot';
import { sortByPosition } from './backend/types';
import { TitleSinkContext } from './components/page-title';
import { productFixtures } from '../fixtures/products';
import { serviceFixtures } from '../fixtures/services';

export { serializeSnapshot, SNAPSHOT_ELEMENT_ID } from './backend/react/snapshot';

export interface RenderedPage {
  html: string;
  title: string;
}

export async function render(path: string, snapshot: SiteSnapshot | undefined): Promise<RenderedPage> {
  let title = '';
  const reportTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  // `prerender` waits for lazily loaded pages, so their markup is in the HTML too.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <TitleSinkContext.Provider value={reportTitle}>
        <BackendProvider backend={null}>
          <SiteDataProvider initial={snapshot}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </SiteDataProvider>
        </BackendProvider>
      </TitleSinkContext.Provider>
    </StrictMode>,
    // Every boundary inline and complete: by default React moves a large one (over 12.8 KB, such as a whole page)
    // after a "Loading..." fallback and reveals it with an inline script, which the Content-Security-Policy
    // blocks and a visitor sees as a spinner and a layout shift.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), title };
}

/** Public paths to prerender, from the route table: yacht and service pages where the catalogue is known. */
export function prerenderPaths(snapshot: SiteSnapshot | undefined): string[] {
  return routePaths(snapshot ?? { products: [], services: [] });
}

/** In demo mode, first-time visitors see exactly the fixtures, so pages are prerendered with them. */
export function buildTimeSnapshot(): SiteSnapshot | undefined {
  if (__BACKEND__ !== 'demo') return undefined;
  return { products: sortByPosition(productFixtures), services: serviceFixtures };
}
