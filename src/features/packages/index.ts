import { lazy } from 'react';

export const PackagesPage = lazy(() => import('./packages-page'));
export const PackagePage = lazy(() => import('./package-page'));
export const CustomPackagePage = lazy(() => import('./custom/custom-package-page'));
