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
import { offerFixtures } from '../fixtures/offers';
import { serviceFixtures } from '../fixtures/services';
import { env, firebaseSettings } from './config/env';
import { buildInfoFor, BUILD_INFO_FILE, type Catalogue } from './domain/catalogue-fingerprint';

export { serializeSnapshot, SNAPSHOT_ELEMENT_ID } from './backend/react/snapshot';
export { buildInfoFor, BUILD_INFO_FILE };

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

/** The catalogue the public pages are built with, and where it came from (for the build's messages). */
export interface BuildTimeCatalogue {
  catalogue: Catalogue;
  source: string;
}

/**
 * The catalogue first-time visitors will see, so the pages are prerendered with it: the fixtures in demo mode; in
 * Firebase mode, products, offers and services read from the configured project, or from the emulators with
 * emulator settings (docs/decisions/0013-prerender-live-catalogue.md). Rejects, saying where it tried to read,
 * when Firestore cannot be read.
 */
export async function buildTimeCatalogue(): Promise<BuildTimeCatalogue> {
  if (__BACKEND__ !== 'firebase') {
    return {
      catalogue: {
        products: sortByPosition(productFixtures),
        offers: offerFixtures(new Date()),
        services: serviceFixtures,
      },
      source: 'the demo fixtures',
    };
  }
  const result = firebaseSettings(env);
  if ('problems' in result) {
    throw new Error(
      `Firebase is not fully configured:\n- ${result.problems.join('\n- ')}\nSee .env.example.`,
    );
  }
  const { readBuildCatalogue, catalogueSource } = await import('./backend/firebase/build-catalogue');
  const source = catalogueSource(result.settings);
  try {
    return { catalogue: await readBuildCatalogue(result.settings), source };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read the catalogue from ${source}: ${reason}`, { cause: error });
  }
}

/** The data embedded in every prerendered page: what its first render shows (offers appear only on a click). */
export function snapshotOf(catalogue: Catalogue): SiteSnapshot {
  return { products: [...catalogue.products], services: [...catalogue.services] };
}
