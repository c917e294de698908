import { lazyApis } from './lazy-api';
import type { FaqApi, ReviewsApi } from './types';

/**
 * The reviews and FAQ APIs from one chunk, loaded on the first call of any of them: the Firebase backend's, so a
 * first visit that loads the SDK at once does not download them (docs/decisions/0023-reviews-and-faq.md, 0042).
 */
export const reviewsFaqApis = (load: () => Promise<{ reviews: ReviewsApi; faq: FaqApi }>) =>
  lazyApis(load, { reviews: true, faq: true });
