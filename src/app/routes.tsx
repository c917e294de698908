import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import SiteLayout from '../components/layout/site-layout';
import NotFoundPage from '../components/not-found-page';
import HomePage from '../features/fleet/home-page';
import VipPage from '../features/fleet/vip-page';
import PageBoundary from './page-boundary';

// Pages that are not on the first visit's path load when first opened.
const ProductDetailPage = lazy(() => import('../features/fleet/product-detail-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));
// The call-back form brings the phone number library with it.
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const PackagesPage = lazy(() => import('../features/packages/packages-page'));
const PackagePage = lazy(() => import('../features/packages/package-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const ServicePage = lazy(() => import('../features/services/service-page'));
// Sign-in and the admin area: visitors never download them.
const LoginPage = lazy(() => import('../features/auth/login-page'));
const AdminApp = lazy(() => import('../features/admin/admin-app'));

/** Every public page, inside the shared layout. */
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'index', element: <HomePage /> },
  { path: 'vipRental', element: <VipPage /> },
  { path: 'productdetail/:id', element: <ProductDetailPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'packages', element: <PackagesPage /> },
  { path: 'packages/:pack', element: <PackagePage /> },
  { path: 'services', element: <ServicesPage /> },
  { path: 'services/:service', element: <ServicePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <SiteLayout />, children: publicPages },
  { path: '/admin/*', element: <AdminApp /> },
];

/** The page for the current URL (the admin area has its own layout, outside the public one). */
export function AppRoutes({ routeList = routes }: { routeList?: RouteObject[] }) {
  return <PageBoundary>{useRoutes(routeList)}</PageBoundary>;
}
