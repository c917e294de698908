import type { Offer } from '../../backend/types';

/** Offers a visitor may see: those that have started (or have no start time). */
export function visibleOffers(offers: readonly Offer[], now: number = Date.now()): Offer[] {
  return offers.filter((offer) => !offer.startTime || Date.parse(offer.startTime) <= now);
}
