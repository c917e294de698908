import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '../../../backend/types';

export type Filter = EnquiryStatus | 'all';

/** How many enquiries one page holds: a flood of them never makes the inbox read them all at once. */
export const PAGE_SIZE = 50;

const statusOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

/** A change made on this screen: shown at once. A status moved by hand leaves a filtered list; a booking stays. */
interface Change {
  patch: Partial<Pick<Enquiry, 'status' | 'bookingId'>>;
  stays: boolean;
}

/**
 * The inbox's data: the enquiries of one filter, newest first, a page at a time ("Load more" reads the next), or the
 * results of a search; how many there are of each status; and the changes made on this screen (status, confirm,
 * cancel), shown at once while the counts are read again.
 */
export function useEnquiries(filter: Filter, query: string) {
  const backend = useBackend();
  const [version, setVersion] = useState(0);
  const key = `the enquiries (${filter}, #${version})`;
  const first = useBackendRead(query ? null : key, (from) =>
    from.enquiries.page({ status: statusOf(filter), limit: PAGE_SIZE }),
  );
  const found = useBackendRead(query ? `the enquiries matching ${query} (#${version})` : null, (from) =>
    from.enquiries.search(query),
  );
  const [more, setMore] = useState<{ key: string; items: Enquiry[]; next: string | null } | null>(null);
  const [changed, setChanged] = useState<Record<string, Change>>({});
  const [countsVersion, setCountsVersion] = useState(0);
  const counts = useBackendRead(`the enquiry counts (#${version}.${countsVersion})`, async (from) => {
    const [all, ...perStatus] = await Promise.all([
      from.enquiries.count(),
      ...ENQUIRY_STATUSES.map((status) => from.enquiries.count(status)),
    ]);
    const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status, index) => [status, perStatus[index]]));
    return { ...counts, all } as Record<Filter, number>;
  });

  const read = query ? found : first;
  const extra = more?.key === key ? more : null;
  const loaded =
    query && found.status === 'ready'
      ? found.data
      : !query && first.status === 'ready'
        ? [...first.data.items, ...(extra?.items ?? [])]
        : [];
  const next = !query && first.status === 'ready' ? (extra ? extra.next : first.data.next) : null;
  const shown = loaded
    .map((enquiry) => ({ ...enquiry, ...changed[enquiry.id]?.patch }))
    .filter(
      (enquiry) =>
        query !== '' || filter === 'all' || enquiry.status === filter || changed[enquiry.id]?.stays,
    );

  function change(id: string, patch: Change['patch'], stays: boolean) {
    setChanged((current) => ({
      ...current,
      [id]: { patch: { ...current[id]?.patch, ...patch }, stays: stays || Boolean(current[id]?.stays) },
    }));
    setCountsVersion((count) => count + 1);
  }

  return {
    status: read.status,
    retry: read.retry,
    shown,
    counts: counts.status === 'ready' ? counts.data : null,
    hasMore: next !== null,
    /** Reads everything again, forgetting what was loaded and changed. */
    refresh() {
      setChanged({});
      setMore(null);
      setVersion((count) => count + 1);
    },
    async loadMore() {
      if (!next) return;
      const page = await backend.enquiries.page({
        status: statusOf(filter),
        limit: PAGE_SIZE,
        after: next,
      });
      setMore({ key, items: [...(extra?.items ?? []), ...page.items], next: page.next });
    },
    async setStatus(enquiry: Enquiry, status: EnquiryStatus) {
      await backend.enquiries.setStatus(enquiry.id, status);
      change(enquiry.id, { status }, false);
    },
    /** Books the enquiry's slot; refused with a BackendError 'conflict' naming the clash. */
    async confirm(enquiry: Enquiry) {
      const bookingId = await backend.enquiries.confirm(enquiry.id);
      change(enquiry.id, { status: 'confirmed', bookingId }, true);
    },
    /** Cancels its booking, freeing the slot; the enquiry goes back to 'quoted'. */
    async cancelBooking(enquiry: Enquiry) {
      if (!enquiry.bookingId) return;
      await backend.bookings.cancel(enquiry.bookingId);
      change(enquiry.id, { status: 'quoted', bookingId: null }, true);
    },
  };
}

export type EnquiriesData = ReturnType<typeof useEnquiries>;
