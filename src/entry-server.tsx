/**
 * Build-time prerendering (tools/prerender.mjs): renders a public route to HTML with the given data, so text and
 * layout appear before any script runs; the client then hydrates the same markup (src/main.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { BackendProvider } from './app/backend-context';
import { SiteDataProvider } from './app/data-context';
import { AppRoutes } from './app/routes';
import type { SiteSnapshot } from './app/snapshot';
import { sortByPosition } from './backend/types';
import { servicePath } from './components/layout/site-navbar';
import { TitleSinkContext } from './components/use-page-title';
import { CUSTOM_PACKAGE_PATH, packageLinks, packagePath } from './config/package-links';
import { productPath } from './features/fleet/product-card';
import { productFixtures } from '../fixtures/products';
import { serviceFixtures } from '../fixtures/services';

export { serializeSnapshot, SNAPSHOT_ELEMENT_ID } from './app/snapshot';

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

/** Public paths to prerender. Yacht pages only where the data is known at build time (demo mode). */
export function prerenderPaths(snapshot: SiteSnapshot | undefined): string[] {
  const fixed = ['/', '/home', '/index', '/vipRental', '/about', '/contact', '/packages', '/services'];
  const packagePaths = [...packageLinks.map(packagePath), CUSTOM_PACKAGE_PATH];
  const servicePaths = (snapshot?.services ?? []).map(servicePath);
  const yachtPaths = (snapshot?.products ?? []).map((product) => productPath(product.id));
  return [...fixed, ...packagePaths, ...servicePaths, ...yachtPaths];
}

/** In demo mode, first-time visitors see exactly the fixtures, so pages are prerendered with them. */
export function buildTimeSnapshot(): SiteSnapshot | undefined {
  if (__BACKEND__ !== 'demo') return undefined;
  return { products: sortByPosition(productFixtures), services: serviceFixtures };
}
