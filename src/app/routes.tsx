import type { RouteObject } from 'react-router-dom';
import SiteLayout from '../components/layout/site-layout';
import NotFoundPage from '../components/not-found-page';
import HomePage from '../features/fleet/home-page';
import VipPage from '../features/fleet/vip-page';
import Loading from '../components/loading';
import RouteError from './route-error';

/** Every public page, inside the shared layout. */
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'index', element: <HomePage /> },
  { path: 'vipRental', element: <VipPage /> },
  {
    path: 'productdetail/:id',
    lazy: () => import('../features/fleet/product-detail-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'about',
    lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.default })),
  },
  // Lazily loaded: the call-back form brings the phone number library with it.
  {
    path: 'contact',
    lazy: () => import('../features/contact/contact-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'packages',
    lazy: () => import('../features/packages/packages-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'packages/:pack',
    lazy: () => import('../features/packages/package-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'services',
    lazy: () => import('../features/services/services-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'services/:service',
    lazy: () => import('../features/services/service-page').then((m) => ({ Component: m.default })),
  },
  // Sign-in and the admin area are lazily loaded: visitors never download them.
  {
    path: 'login',
    lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.default })),
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads (a lazily loaded page opened directly).
    hydrateFallbackElement: <Loading />,
    children: publicPages,
  },
  {
    path: '/admin/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    lazy: () => import('../features/admin/admin-app').then((m) => ({ Component: m.default })),
  },
];
