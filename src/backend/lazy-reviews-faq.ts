import { lazyApi, once } from './lazy-api';
import { REVIEWS_FAQ_API_METHODS, type FaqApi, type ReviewsApi } from './types';

interface ReviewsFaqApis {
  reviews: ReviewsApi;
  faq: FaqApi;
}

/**
 * The reviews and FAQ APIs from one chunk, loaded on the first call of any of them (a visitor's first page does
 * not download them; docs/decisions/0023-reviews-and-faq.md). Methods in `own` answer without loading it (the
 * Firebase visitor's REST reads).
 */
export function reviewsFaqApis(
  load: () => Promise<ReviewsFaqApis>,
  own: { reviews?: Partial<ReviewsApi>; faq?: Partial<FaqApi> } = {},
): ReviewsFaqApis {
  const loaded = once(load);
  return {
    reviews: lazyApi(async () => (await loaded()).reviews, REVIEWS_FAQ_API_METHODS.reviews, own.reviews),
    faq: lazyApi(async () => (await loaded()).faq, REVIEWS_FAQ_API_METHODS.faq, own.faq),
  };
}
