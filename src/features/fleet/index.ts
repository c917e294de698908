import { lazy } from 'react';

export { default as HomePage } from './home-page';
export { default as VipPage } from './vip-page';
/** Not on a first visit's path: its slider loads with it. */
export const ProductDetailPage = lazy(() => import('./product-detail-page'));
