import { lazyApi } from '../lazy-api';
import type { Backend, DemoCheckoutApi } from '../types';

/**
 * The demo's payment page's API in a deferred demo backend (deferred.ts, charter-guests.ts): the full backend's, loaded
 * on its first call (docs/decisions/0048-demo-payment-page.md).
 */
export const deferredDemoCheckout = (full: () => Promise<Backend>): DemoCheckoutApi =>
  lazyApi(async () => {
    const api = (await full()).demoCheckout;
    if (!api) throw new Error('The demo backend has no payment page.');
    return api;
  });
