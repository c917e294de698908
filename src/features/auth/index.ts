import { lazy } from 'react';

/** Sign-in: visitors never download it. */
export const LoginPage = lazy(() => import('./login-page'));
export { default as AdminGuard } from './admin-guard';
export { authStrings } from './strings';
export { useSignOut } from './use-sign-out';
