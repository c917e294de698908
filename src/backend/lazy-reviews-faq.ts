import { lazyApis } from './lazy-api';
import { REVIEWS_FAQ_API_METHODS, type FaqApi, type ReviewsApi } from './types';

/**
 * The reviews and FAQ APIs from one chunk, loaded on the first call of any of them: a visitor's first page does not
 * download them (docs/decisions/0023-reviews-and-faq.md).
 */
export const reviewsFaqApis = (load: () => Promise<{ reviews: ReviewsApi; faq: FaqApi }>) =>
  lazyApis(load, REVIEWS_FAQ_API_METHODS);
