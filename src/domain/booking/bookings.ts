/** What makes a yacht busy: confirmed charters (bookings) and the operator's blocks. */
import type { BusyInterval } from './slots';

/** The operator's own blocks. */
export type ManualBlockKind = 'maintenance' | 'private';
export const BLOCK_KINDS: readonly ManualBlockKind[] = ['maintenance', 'private'];
/**
 * `imported`: a slot sold on another channel, from its calendar feed (docs/decisions/0050-calendar-import.md);
 * `hold`: a quote's hold on its slot until it lapses (./hold.ts).
 */
export type BlockKind = ManualBlockKind | 'imported' | 'hold';

/** A confirmed charter or a block: the yacht is busy from `start` to `end`. */
export interface Booking {
  id: string;
  kind: 'booking' | 'block';
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  /** For bookings and holds: the enquiry it came from and its reference. */
  enquiryId: string | null;
  reference: string | null;
  /** For blocks. */
  blockKind?: BlockKind;
  reason?: string;
  /** For imported blocks: the event's summary (the operator's eyes only), its feed and event, all day or not. */
  summary?: string;
  source?: { feedId: string; uid: string; recurrenceId: string | null };
  allDay?: boolean;
  /** For holds: ISO 8601, when it lapses (./hold.ts). */
  expiresAt?: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface BlockInput {
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  blockKind: ManualBlockKind;
  reason: string;
}

/** A busy interval as visitors read it: the yacht, the span and an opaque id — nothing personal. */
export interface PublicBusyInterval extends BusyInterval {
  id: string;
  start: string;
  end: string;
}

/** A busy interval as a yacht's day stores it: a hold's lapses at `expiresAt` (ISO 8601). */
export interface DayInterval {
  id: string;
  start: string;
  end: string;
  expiresAt?: string;
}
