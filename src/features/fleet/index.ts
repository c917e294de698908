import { lazy } from 'react';
import { withMessages } from '../../i18n/catalogues';

// The fleet is on every first visit, so this index is part of the first load; the VIP and yacht pages (with the
// slider) are not, and load with their messages when first opened.
export { default as HomePage } from './home-page';
export { FLEET_ANCHOR } from './anchors';
export { fleetStrings } from './strings';
export const VipPage = lazy(withMessages(() => import('./vip-page'), 'fleet'));
export const YachtDetailPage = lazy(withMessages(() => import('./yacht-detail-page'), 'fleet'));
