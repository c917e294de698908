import { lazy, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { SiteSnapshot } from '../backend/react/snapshot';
import { PUBLISHED_LOCALES } from '../i18n/published-locales';
import { DEFAULT_LOCALE, localePath } from '../domain/locales';
import { packageLinks } from '../config/package-links';
import { paths, routes as patterns } from '../config/paths';
import { DEMO_PAY_ROUTE } from '../config/demo-pay-paths';
import { HomePage, YachtDetailPage, VipPage } from '../features/fleet';
import { withMessages, type CataloguePart } from '../i18n/catalogues';
import PublicLayout from './layouts/public-layout';
import PageBoundary from './page-boundary';

/** A page of a feature that is not on a first visit's path: the feature's code loads when first needed. */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  part?: CataloguePart,
) {
  // With its messages (src/i18n/catalogues.ts): it renders in the page's language from the start.
  return lazy(() =>
    withMessages(load, part)().then((feature) => {
      // Wrapped: the feature may itself export a lazily loaded page, and a lazy component cannot be one's result.
      const Page: ComponentType = feature[name];
      return { default: () => <Page /> };
    }),
  );
}

// The error page: its text loads with it.
const NotFoundPage = lazy(withMessages(() => import('../components/not-found-page')));
const AboutPage = lazyPage(() => import('../features/about'), 'AboutPage');
// The call-back form brings the phone number library with it.
const ContactPage = lazyPage(() => import('../features/contact'), 'ContactPage');
const PoliciesPage = lazyPage(() => import('../features/policies'), 'PoliciesPage');
const DepositPaidPage = lazyPage(() => import('../features/deposit'), 'DepositPaidPage', 'deposit');
const DepositUnpaidPage = lazyPage(() => import('../features/deposit'), 'DepositUnpaidPage', 'deposit');
// The demo backend's stand-in for Stripe's payment page (docs/decisions/0048-demo-payment-page.md).
const DemoPayPage = lazyPage(() => import('../features/demo-pay'), 'DemoPayPage', 'deposit');
const PackagesPage = lazyPage(() => import('../features/packages'), 'PackagesPage');
const PackagePage = lazyPage(() => import('../features/packages'), 'PackagePage');
const CustomPackagePage = lazyPage(() => import('../features/packages'), 'CustomPackagePage');
const ServicesPage = lazyPage(() => import('../features/services'), 'ServicesPage');
const ServicePage = lazyPage(() => import('../features/services'), 'ServicePage');
// Sign-in and the admin area (its layout and screens): visitors never download them.
const LoginPage = lazyPage(() => import('../features/auth'), 'LoginPage');
// With the later messages: its screens show the site's own texts too (the booking checks, the packages).
const AdminApp = lazy(withMessages(() => import('./admin/admin-app')));

/** A public page: its route pattern, what it shows, and which of its addresses are prerendered at build time. */
interface PublicPage {
  path: string;
  element: ReactNode;
  /**
   * `true`: its one address; a list: all its addresses, fixed in the code (the packages); a function: the addresses
   * the build-time catalogue gives (one per yacht or service), while others may appear later; missing: rendered only
   * in the browser. Addresses that may lack a prerendered file are served the empty shell (`shellRoutes`).
   */
  prerender?: true | readonly string[] | ((catalogue: SiteSnapshot) => readonly string[]);
}

/** Every public page, inside the shared layout. The prerender list is derived from this table. */
export const publicPages: readonly PublicPage[] = [
  { path: patterns.home, element: <HomePage />, prerender: true },
  ...patterns.homeAliases.map((path) => ({ path, element: <HomePage />, prerender: true as const })),
  { path: patterns.vip, element: <VipPage />, prerender: true },
  {
    path: patterns.yacht,
    element: <YachtDetailPage />,
    prerender: ({ yachts }) => yachts.map((yacht) => paths.yacht(yacht.id)),
  },
  { path: patterns.about, element: <AboutPage />, prerender: true },
  { path: patterns.contact, element: <ContactPage />, prerender: true },
  { path: patterns.policies, element: <PoliciesPage />, prerender: true },
  { path: patterns.packages, element: <PackagesPage />, prerender: true },
  { path: patterns.customPackage, element: <CustomPackagePage />, prerender: true },
  { path: patterns.package, element: <PackagePage />, prerender: packageLinks.map(paths.package) },
  { path: patterns.services, element: <ServicesPage />, prerender: true },
  {
    path: patterns.service,
    element: <ServicePage />,
    prerender: ({ services }) => services.map(paths.service),
  },
  { path: patterns.login, element: <LoginPage /> },
  // Where Stripe sends a client back after the deposit (docs/decisions/0037-deposits.md); not in the sitemap.
  { path: patterns.depositPaid, element: <DepositPaidPage />, prerender: true },
  { path: patterns.depositUnpaid, element: <DepositUnpaidPage />, prerender: true },
  { path: '*', element: <NotFoundPage /> },
];

/** The addresses to prerender with the catalogue known at build time. */
export function prerenderPaths(catalogue: SiteSnapshot): string[] {
  return publicPages.flatMap(({ path, prerender }) => {
    if (prerender === true) return [path];
    if (typeof prerender === 'function') return [...prerender(catalogue)];
    return prerender ? [...prerender] : [];
  });
}

/**
 * The route patterns whose addresses may have no prerendered file: the host serves them the empty shell
 * (`spa.html`) and the app renders them in the browser. Sign-in, the admin area, and the yachts and services (one
 * added after the build has no file). Every other address without a file is a real 404. The build turns this list
 * into Hosting's rewrites (docs/decisions/0011-hosting-config-from-the-build.md).
 */
export function shellRoutes(): string[] {
  const pages = publicPages.filter(
    ({ path, prerender }) => path !== '*' && (prerender === undefined || typeof prerender === 'function'),
  );
  const publicShell = pages.map(({ path }) => path);
  // The same pages in every other published language (the admin area is in English only).
  const translated = PUBLISHED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    publicShell.map((path) => localePath(locale, path)),
  );
  return [...publicShell, ...translated, patterns.admin];
}

/**
 * A client's charter page and its guest list's page, in every published language: secret addresses read in the
 * browser, never prerendered, not in the sitemap, not indexed, never cached (firebase.json). They are not the site's
 * app: the host serves them their own entry, charter.html (src/charter-main.tsx; docs/decisions/0043-charter-page.md).
 */
export function charterRoutes(): string[] {
  const pages = [patterns.charter, patterns.charterGuests];
  return PUBLISHED_LOCALES.flatMap((locale) => pages.map((path) => localePath(locale, path)));
}

/**
 * Pages only a demo build has, in the shared layout: the demo backend's payment page. Rendered in the browser only, not
 * in the prerender list nor the Hosting rewrites (a demo build is never deployed; Vite's servers serve the shell).
 */
const demoPages: RouteObject[] =
  __BACKEND__ === 'demo' ? [{ path: DEMO_PAY_ROUTE, element: <DemoPayPage /> }] : [];

export const routes: RouteObject[] = [
  {
    path: patterns.home,
    element: <PublicLayout />,
    children: [
      ...publicPages.map(({ path, element }) =>
        path === patterns.home ? { index: true, element } : { path, element },
      ),
      ...demoPages,
    ],
  },
  { path: patterns.admin, element: <AdminApp /> },
];

/** The page for the current URL (the admin area has its own layout, outside the public one). */
export function AppRoutes({ routeList = routes }: { routeList?: RouteObject[] }) {
  return <PageBoundary>{useRoutes(routeList)}</PageBoundary>;
}
