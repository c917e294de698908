import type { YachtPricing } from './booking/settings';
import type { Photo } from './photo';
import type { Translations } from './translations';
import type { Berth } from './charter/berth';

/** A yacht's pricing as stored on its product: `YachtPricing` without the yacht and the weekday rate (`price`). */
export type YachtPriceFields = Omit<YachtPricing, 'yachtId' | 'hourlyFils'>;

/** A yacht. */
export interface Yacht {
  id: string;
  /** Booking rules beyond the weekday hourly price (which is `price`); none means `defaultYachtPricing`. */
  pricing?: YachtPriceFields;
  name: string;
  /** AED per hour. */
  price: number;
  /** Length in feet. */
  feet: number;
  capacity: number;
  /** Included services text. */
  complementary: string;
  /** The included services in Arabic and Russian. */
  translations?: Translations<{ complementary: string }>;
  /** Its photos, the first on its card and first on its page. */
  images: Photo[];
  isVIP: boolean;
  /** Ascending sort key; missing counts as 999. */
  position?: number;
  /** Where its clients board, when not the site's berth (booking settings). */
  berth?: Berth;
}

export type YachtInput = Omit<Yacht, 'id'>;

export const MISSING_POSITION = 999;

/** Ascending by `position`, a missing position counting as 999; stable for ties. */
export function sortByPosition<T extends { position?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.position ?? MISSING_POSITION) - (b.position ?? MISSING_POSITION));
}
