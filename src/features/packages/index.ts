import { lazy } from 'react';

export { default as PackagePage } from './package-page';
export { default as PackagesPage } from './packages-page';
/** The trip builder and its call-back form load only when the Custom Package is opened. */
export const CustomPackagePage = lazy(() => import('./custom-package-route'));
