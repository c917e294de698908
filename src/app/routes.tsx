import type { RouteObject } from 'react-router-dom';
import SiteLayout from '../components/layout/site-layout';
import NotFoundPage from '../components/not-found-page';
import AboutPage from '../features/about/about-page';
import ContactPage from '../features/contact/contact-page';
import HomePage from '../features/fleet/home-page';
import VipPage from '../features/fleet/vip-page';
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
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: publicPages,
  },
];
