import type { Offer } from './offer';

/** Offers a visitor may see: those that have started (or have no start time). */
export function visibleOffers(offers: readonly Offer[], now: number = Date.now()): Offer[] {
  return offers.filter((offer) => !offer.startTime || Date.parse(offer.startTime) <= now);
}

/** Running offers first (the soonest to end on top), then those without an end time, then those that have ended. */
export function orderOffers(offers: readonly Offer[], now: number = Date.now()): Offer[] {
  const rank = (offer: Offer) => {
    if (!offer.endTime) return { group: 1, end: 0 };
    const end = Date.parse(offer.endTime);
    if (Number.isNaN(end)) return { group: 1, end: 0 };
    return end > now ? { group: 0, end } : { group: 2, end: -end };
  };
  return offers
    .map((offer, index) => ({ offer, index, ...rank(offer) }))
    .sort((a, b) => a.group - b.group || a.end - b.end || a.index - b.index)
    .map(({ offer }) => offer);
}
