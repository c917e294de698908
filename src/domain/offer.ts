import type { Photo } from './photo';
import type { Translations } from './translations';

/** A time-limited offer, shown in the offers panel from its start time on. */
export interface Offer {
  id: string;
  name: string;
  description: string;
  /** Its photo, if it has one. */
  image?: Photo;
  features: string[];
  /** Its name, description and features in Arabic and Russian. */
  translations?: Translations<{ name: string; description: string; features: string[] }>;
  /** ISO 8601 date-time; offers that have not started are hidden from visitors. */
  startTime?: string;
  /** ISO 8601 date-time; no end time means no countdown. */
  endTime?: string;
}

export type OfferInput = Omit<Offer, 'id'>;
