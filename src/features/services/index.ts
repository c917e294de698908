import { lazy } from 'react';

export const ServicesPage = lazy(() => import('./services-page'));
export const ServicePage = lazy(() => import('./service-page'));
