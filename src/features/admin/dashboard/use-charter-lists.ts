import { useBackendRead } from '../../../backend/react/use-backend-read';
import type { CharterRecord } from '../../../backend/charter-types';
import { charterSpan } from '../../../domain/charter/charter-page';
import { GUEST_LIST_ALERT_MS } from '../../../domain/charter/charter-reminders';
import type { Enquiry } from '../../../domain/enquiry';
import { DASHBOARD_GUESTS_KEY } from '../charter/use-charter';

/** A charter with a page that the dashboard shows: its record, when it starts, and its list's state. */
export interface ShownCharter {
  enquiry: Enquiry;
  record: CharterRecord;
  start: number;
  added: number;
  booked: number;
}

/** The enquiries of the coming charters that have a page: those sailing by 48 hours from now (today's and tomorrow's among them). */
function withPages(enquiries: readonly Enquiry[], now: number) {
  return enquiries.filter(
    (enquiry) =>
      enquiry.charter &&
      enquiry.quote &&
      (enquiry.status === 'confirmed' || enquiry.status === 'completed') &&
      charterSpan(enquiry.quote.selection).start <= now + GUEST_LIST_ALERT_MS,
  );
}

/**
 * The guest lists of the charters the dashboard shows (`enquiries`: those booked from today to the day after, null
 * while they load): one read of each page's record, only for those with a page sailing within 48 hours, not for
 * every charter there is.
 */
export function useCharterLists(enquiries: readonly Enquiry[] | null, now: number) {
  const shown = enquiries ? withPages(enquiries, now) : [];
  const ids = shown.map((enquiry) => enquiry.id).sort();
  const read = useBackendRead(ids.length > 0 ? `${DASHBOARD_GUESTS_KEY}/${ids.join(',')}` : null, (from) =>
    Promise.all(ids.map((id) => from.charters.forEnquiry(id))),
  );
  const byId = new Map<string, ShownCharter>();
  if (read.status === 'ready') {
    read.data.forEach((record, index) => {
      const enquiry = shown.find(({ id }) => id === ids[index]);
      if (!record || !enquiry?.quote) return;
      const { selection } = enquiry.quote;
      byId.set(enquiry.id, {
        enquiry,
        record,
        start: charterSpan(selection).start,
        added: record.guests.length,
        booked: selection.guests,
      });
    });
  }
  return {
    /** 'ready' also when there is nothing to read. */
    status: ids.length === 0 ? ('ready' as const) : read.status,
    byId,
    retry: read.retry,
  };
}

export type CharterLists = ReturnType<typeof useCharterLists>;
