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
export { charterRoutes, shellRoutes } from './app/routes';
import type { SiteSnapshot } from './backend/react/snapshot';
import { sortByPosition } from './domain/yacht';
import { buildHead } from './components/page-head';
import { HeadBuilderContext } from './components/page-meta';
import { HeadSinkContext, type PageHeadReport } from './components/page-title';
import { yachtFixtures } from '../fixtures/yachts';
import { offerFixtures } from '../fixtures/offers';
import { serviceFixtures } from '../fixtures/services';
import { faqFixtures } from '../fixtures/faq';
import type { FaqEntry } from './domain/faq';
import type { Review } from './domain/review';
import { env, firebaseSettings } from './config/env';
import { pageLocale, PUBLISHED_LOCALES } from './i18n/published-locales';
import { LOCALE_INFO, localePath } from './domain/locales';
import { activateLocale, reportMissingMessages } from './i18n/catalogues';
import { siteOrigin } from './config/origin';
import { paths as appPaths } from './config/paths';
import { robotsTxt, sitemapXml } from './domain/seo/sitemap';
import { buildInfoFor, BUILD_INFO_FILE, type Catalogue } from './domain/catalogue-fingerprint';

// A page must not be built with a message id in place of its text.
reportMissingMessages((problem) => {
  throw new Error(problem);
});

export { serializeSnapshot, SNAPSHOT_ELEMENT_ID } from './backend/react/snapshot';
export { buildInfoFor, BUILD_INFO_FILE };

export interface RenderedPage {
  html: string;
  title: string;
  /** The page's head elements (description, canonical, alternates, link previews, JSON-LD) as HTML. */
  head: string;
  /** `<html lang dir>`: the page's language. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** Renders the page at `path`, in the language of its address (`/ar/contact` in Arabic). */
export async function render(path: string, snapshot: SiteSnapshot | undefined): Promise<RenderedPage> {
  const { locale, basename } = pageLocale(path);
  await activateLocale(locale, { everything: true });
  let title = '';
  let head = '';
  // The last report wins; one with only a title (usePageTitle) keeps the head elements already reported.
  const reportHead = (report: PageHeadReport) => {
    title = report.title;
    if (report.head !== undefined) head = report.head;
  };
  // `prerender` waits for lazily loaded pages, so their markup is in the HTML too.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadSinkContext.Provider value={reportHead}>
        <HeadBuilderContext.Provider value={buildHead}>
          <BackendProvider backend={null}>
            <SiteDataProvider initial={snapshot}>
              <StaticRouter location={path} basename={basename}>
                <AppRoutes />
              </StaticRouter>
            </SiteDataProvider>
          </BackendProvider>
        </HeadBuilderContext.Provider>
      </HeadSinkContext.Provider>
    </StrictMode>,
    // Every boundary inline and complete: by default React moves a large one (over 12.8 KB, such as a whole page)
    // after a "Loading..." fallback and reveals it with an inline script, which the Content-Security-Policy
    // blocks and a visitor sees as a spinner and a layout shift.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const { tag: lang, dir } = LOCALE_INFO[locale];
  return { html: Buffer.concat(chunks).toString('utf8'), title, head, lang, dir };
}

/**
 * The files beside the pages for search engines: sitemap.xml (the prerendered pages but home's other addresses and the
 * deposit return pages, in
 * every published language) and robots.txt (sign-in and admin excluded). `builtAt` is their last modification.
 */
export function searchFiles(paths: readonly string[], builtAt: Date): { file: string; text: string }[] {
  const unlisted = new Set([...appPaths.homePaths, appPaths.depositPaid, appPaths.depositUnpaid]);
  const listed = paths.filter((path) => path === appPaths.home || !unlisted.has(path));
  const lastmod = builtAt.toISOString().slice(0, 10);
  return [
    { file: 'sitemap.xml', text: sitemapXml(listed, PUBLISHED_LOCALES, siteOrigin, lastmod) },
    {
      file: 'robots.txt',
      text: robotsTxt([appPaths.admin.dashboard, appPaths.login], PUBLISHED_LOCALES, siteOrigin),
    },
  ];
}

/** Every page's address in every published language: `/contact`, `/ar/contact`, `/ru/contact`. */
export function localizedPaths(paths: readonly string[]): string[] {
  return PUBLISHED_LOCALES.flatMap((locale) => paths.map((path) => localePath(locale, path)));
}

/** Public paths to prerender, from the route table: yacht and service pages where the catalogue is known. */
export function prerenderPaths(snapshot: SiteSnapshot | undefined): string[] {
  return routePaths(snapshot ?? { yachts: [], services: [] });
}

/** The catalogue the public pages are built with, and where it came from (for the build's messages). */
export interface BuildTimeCatalogue {
  catalogue: Catalogue;
  source: string;
  /** What only the home page shows: the published FAQ and the reviews (docs/decisions/0023-reviews-and-faq.md). */
  home: HomeData;
}

export interface HomeData {
  faq: FaqEntry[];
  reviews: Review[];
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
        yachts: sortByPosition(yachtFixtures),
        offers: offerFixtures(new Date()),
        services: serviceFixtures,
      },
      source: 'the demo fixtures',
      // The demo's starter FAQ (what a new demo database gets on its first read) and no review: none is made up.
      home: { faq: faqFixtures.filter((entry) => entry.published), reviews: [] },
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
    const { faq, reviews, ...catalogue } = await readBuildCatalogue(result.settings);
    return { catalogue, source, home: { faq, reviews } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read the catalogue from ${source}: ${reason}`, { cause: error });
  }
}

/** The data embedded in every prerendered page: what its first render shows (offers appear only on a click). */
export function snapshotOf(catalogue: Catalogue): SiteSnapshot {
  return { yachts: [...catalogue.yachts], services: [...catalogue.services] };
}

/**
 * The data of the page at `path` (in any language): the home page's addresses add the FAQ and the reviews, which
 * its sections and structured data show; every other page carries only `snapshot`.
 */
export function pageSnapshot(
  path: string,
  snapshot: SiteSnapshot | undefined,
  home: HomeData | undefined,
): SiteSnapshot | undefined {
  if (!snapshot || !home || !appPaths.homePaths.includes(pageLocale(path).routerPath)) return snapshot;
  return { ...snapshot, faq: home.faq, reviews: home.reviews };
}
