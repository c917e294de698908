import { lazy } from 'react';

// The fleet is on every first visit, so this index is part of the first load; the yacht page (with its slider)
// is not, and loads when first opened.
export { default as HomePage } from './home-page';
export { default as VipPage } from './vip-page';
export const ProductDetailPage = lazy(() => import('./product-detail-page'));
