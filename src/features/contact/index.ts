import { lazy } from 'react';

/** The call-back form brings the phone number library with it. */
export const ContactPage = lazy(() => import('./contact-page'));
