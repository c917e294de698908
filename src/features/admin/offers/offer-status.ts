import type { Offer } from '../../../domain/offer';

export type OfferStatus = 'scheduled' | 'running' | 'ended';

/** Scheduled before its start, ended from its end on, running in between (no start or end means open-ended). */
export function offerStatus(offer: Pick<Offer, 'startTime' | 'endTime'>, now: number): OfferStatus {
  if (offer.startTime && Date.parse(offer.startTime) > now) return 'scheduled';
  if (offer.endTime && Date.parse(offer.endTime) <= now) return 'ended';
  return 'running';
}
