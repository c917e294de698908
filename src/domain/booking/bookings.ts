/** What makes a yacht busy: confirmed charters (bookings) and the operator's blocks. */
import type { BusyInterval } from './slots';

/** The operator's own blocks. */
export type ManualBlockKind = 'maintenance' | 'private';
export const BLOCK_KINDS: readonly ManualBlockKind[] = ['maintenance', 'private'];
/** `imported`: a slot sold on another channel, from its calendar feed (docs/decisions/0050-calendar-import.md). */
export type BlockKind = ManualBlockKind | 'imported';

/** A confirmed charter or a block: the yacht is busy from `start` to `end`. */
export interface Booking {
  id: string;
  kind: 'booking' | 'block';
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  /** For bookings: the enquiry it came from and its reference. */
  enquiryId: string | null;
  reference: string | null;
  /** For blocks. */
  blockKind?: BlockKind;
  reason?: string;
  /** For imported blocks: the event's summary (the operator's eyes only), its feed and event, all day or not. */
  summary?: string;
  source?: { feedId: string; uid: string; recurrenceId: string | null };
  allDay?: boolean;
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
