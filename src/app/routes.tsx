import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { SiteSnapshot } from '../backend/react/snapshot';
import NotFoundPage from '../components/not-found-page';
import { packageLinks } from '../config/package-links';
import { paths, routes as patterns } from '../config/paths';
import { AboutPage } from '../features/about';
import { LoginPage } from '../features/auth';
import { ContactPage } from '../features/contact';
import { HomePage, ProductDetailPage, VipPage } from '../features/fleet';
import { CustomPackagePage, PackagePage, PackagesPage } from '../features/packages';
import { ServicePage, ServicesPage } from '../features/services';
import PublicLayout from './layouts/public-layout';
import PageBoundary from './page-boundary';

/** The admin area, its layout and its screens: visitors never download them. */
const AdminApp = lazy(() => import('./admin/admin-app'));

/** A public page: its route pattern, what it shows, and which of its addresses are prerendered at build time. */
interface PublicPage {
  path: string;
  element: ReactNode;
  /**
   * `true`: its one address; a function: the addresses the build-time catalogue gives (one per yacht, service or
   * package); missing: rendered only in the browser.
   */
  prerender?: true | ((catalogue: SiteSnapshot) => readonly string[]);
}

/** Every public page, inside the shared layout. The prerender list is derived from this table. */
export const publicPages: readonly PublicPage[] = [
  { path: patterns.home, element: <HomePage />, prerender: true },
  ...patterns.homeAliases.map((path) => ({ path, element: <HomePage />, prerender: true as const })),
  { path: patterns.vip, element: <VipPage />, prerender: true },
  {
    path: patterns.yacht,
    element: <ProductDetailPage />,
    prerender: ({ products }) => products.map((product) => paths.yacht(product.id)),
  },
  { path: patterns.about, element: <AboutPage />, prerender: true },
  { path: patterns.contact, element: <ContactPage />, prerender: true },
  { path: patterns.packages, element: <PackagesPage />, prerender: true },
  { path: patterns.customPackage, element: <CustomPackagePage />, prerender: true },
  { path: patterns.package, element: <PackagePage />, prerender: () => packageLinks.map(paths.package) },
  { path: patterns.services, element: <ServicesPage />, prerender: true },
  {
    path: patterns.service,
    element: <ServicePage />,
    prerender: ({ services }) => services.map(paths.service),
  },
  { path: patterns.login, element: <LoginPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The addresses to prerender with the catalogue known at build time. */
export function prerenderPaths(catalogue: SiteSnapshot): string[] {
  return publicPages.flatMap(({ path, prerender }) =>
    prerender === true ? [path] : prerender ? [...prerender(catalogue)] : [],
  );
}

export const routes: RouteObject[] = [
  {
    path: patterns.home,
    element: <PublicLayout />,
    children: publicPages.map(({ path, element }) =>
      path === patterns.home ? { index: true, element } : { path, element },
    ),
  },
  { path: patterns.admin, element: <AdminApp /> },
];

/** The page for the current URL (the admin area has its own layout, outside the public one). */
export function AppRoutes({ routeList = routes }: { routeList?: RouteObject[] }) {
  return <PageBoundary>{useRoutes(routeList)}</PageBoundary>;
}
