/** What makes a yacht busy: confirmed charters (bookings) and the operator's blocks. */
import type { BusyInterval } from './slots';

export type BlockKind = 'maintenance' | 'private';
export const BLOCK_KINDS: readonly BlockKind[] = ['maintenance', 'private'];

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
  /** ISO 8601. */
  createdAt: string;
}

export interface BlockInput {
  yachtId: string;
  /** ISO instants; end exclusive. */
  start: string;
  end: string;
  blockKind: BlockKind;
  reason: string;
}

/** A busy interval as visitors read it: the yacht, the span and an opaque id — nothing personal. */
export interface PublicBusyInterval extends BusyInterval {
  id: string;
  start: string;
  end: string;
}
