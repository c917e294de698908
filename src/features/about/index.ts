import { lazy } from 'react';

export const AboutPage = lazy(() => import('./about-page'));
