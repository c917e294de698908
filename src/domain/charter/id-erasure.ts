/**
 * Which charters' ID numbers are due for erasure when the operator opens the admin (where no scheduled function
 * does it): confirmed or completed enquiries with a charter page whose charter ended `retentionDays` ago or more,
 * not erased yet (docs/decisions/0043-charter-page.md).
 */
import type { DubaiDate } from '../booking/dubai-time';
import { addDays, dubaiToday } from '../booking/dubai-time';
import type { Enquiry } from '../enquiry';
import { charterSpan } from './charter-page';
import { DEFAULT_ID_RETENTION_DAYS, isIdErasureDue } from './guest-list';

/** How far before the due date the admin looks for charters it has not erased yet (an admin left unopened). */
export const ERASURE_LOOKBACK_DAYS = 90;

/** The retention in days: the booking settings', or the default. */
export const retentionDaysOf = (settings: { idRetentionDays?: number }) =>
  settings.idRetentionDays ?? DEFAULT_ID_RETENTION_DAYS;

/**
 * The Dubai dates of the charters to look at on `now`: from ERASURE_LOOKBACK_DAYS before the latest date a charter
 * may have started and be due, to that date (one day later than the last ended, for a charter past midnight).
 */
export function erasureDates(now: number, retentionDays: number): { from: DubaiDate; to: DubaiDate } {
  const to = addDays(dubaiToday(now), -retentionDays);
  return { from: addDays(to, -ERASURE_LOOKBACK_DAYS), to };
}

/** Whether this enquiry's ID numbers are due for erasure at `now`. */
export function isEnquiryErasureDue(
  enquiry: Pick<Enquiry, 'status' | 'quote' | 'charter'>,
  now: number,
  retentionDays: number,
): boolean {
  if (enquiry.status !== 'confirmed' && enquiry.status !== 'completed') return false;
  if (!enquiry.quote || !enquiry.charter || enquiry.charter.idsErasedAt) return false;
  return isIdErasureDue(now, charterSpan(enquiry.quote.selection).end, retentionDays);
}

/** The enquiries (of those given) whose ID numbers are due for erasure at `now`, each once. */
export function idErasuresDue<T extends Pick<Enquiry, 'id' | 'status' | 'quote' | 'charter'>>(
  enquiries: readonly T[],
  now: number,
  retentionDays: number,
): T[] {
  const unique = [...new Map(enquiries.map((enquiry) => [enquiry.id, enquiry])).values()];
  return unique.filter((enquiry) => isEnquiryErasureDue(enquiry, now, retentionDays));
}
