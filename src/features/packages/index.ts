import { lazy } from 'react';

export { default as PackagePage } from './package-page';
export { default as PackagesPage } from './packages-page';
/** The Custom Package page loads only when it is opened (its booking panel with the first package page). */
export const CustomPackagePage = lazy(() => import('./custom-package-route'));
