import { lazy } from 'react';

// A client's charter page and its guest list's page (docs/decisions/0043-charter-page.md): each its own chunk, so the
// client's page does not bring the guest form and the guest's page not the money and terms.
export const CharterPage = lazy(() => import('./charter-page'));
export const GuestListPage = lazy(() => import('./guest-list-page'));
