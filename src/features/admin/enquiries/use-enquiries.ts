import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import { usePagedBackendRead } from '../../../backend/react/use-paged-read';
import { newestFirst } from '../../../backend/types';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '../../../domain/enquiry';

export type Filter = EnquiryStatus | 'all';

/** How many enquiries one page holds: a flood of them never makes the inbox read them all at once. */
export const PAGE_SIZE = 50;

const statusOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

/**
 * The inbox's data: the enquiries of one filter, newest first, a page at a time ("Load more" reads the next), or the
 * results of a search; and how many there are of each status. After a change made on this screen (status, confirm,
 * cancel) the list and the counts are read again, what was shown staying until the new arrives. A status moved by
 * hand leaves a filtered list; an enquiry booked or cancelled here stays in it, to show what happened.
 */
export function useEnquiries(filter: Filter, query: string) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const pages = usePagedBackendRead(query ? null : `enquiries/page/${filter}`, (from, after) =>
    from.enquiries.page({ status: statusOf(filter), limit: PAGE_SIZE, after }),
  );
  const found = useBackendRead(query ? `enquiries/search/${query}` : null, (from) =>
    from.enquiries.search(query),
  );
  const counts = useBackendRead('enquiries/counts', async (from) => {
    const [all, ...perStatus] = await Promise.all([
      from.enquiries.count(),
      ...ENQUIRY_STATUSES.map((status) => from.enquiries.count(status)),
    ]);
    const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status, index) => [status, perStatus[index]]));
    return { ...counts, all } as Record<Filter, number>;
  });
  // The enquiries booked or cancelled on this screen, as the backend left them: they stay in this filter's list.
  const [kept, setKept] = useState<{ filter: Filter; items: Enquiry[] }>({ filter, items: [] });

  const read = query ? found : pages;
  const listed = query
    ? found.status === 'ready'
      ? found.data
      : []
    : pages.status === 'ready'
      ? pages.items
      : [];
  const staying =
    query || kept.filter !== filter
      ? []
      : kept.items.filter((item) => !listed.some(({ id }) => id === item.id));
  const shown = staying.length > 0 ? [...listed, ...staying].sort(newestFirst) : listed;

  /** Keeps the enquiry in this filter's list (`always`), or updates it if it is kept already. */
  function keep(enquiry: Enquiry, always: boolean) {
    setKept((current) => {
      const items = current.filter === filter ? current.items : [];
      const others = items.filter(({ id }) => id !== enquiry.id);
      return always || others.length < items.length ? { filter, items: [...others, enquiry] } : current;
    });
  }

  /** Reads the list, the counts and (a booking changed) the calendar again. */
  const changed = () => invalidate('enquiries', 'bookings');

  return {
    status: read.status,
    retry: read.retry,
    shown,
    counts: counts.status === 'ready' ? counts.data : null,
    hasMore: !query && pages.status === 'ready' && pages.hasMore,
    /** Reads everything shown again; the enquiries kept after a change leave the list. */
    refresh() {
      setKept({ filter, items: [] });
      void invalidate('enquiries');
    },
    loadMore: pages.loadMore,
    async setStatus(enquiry: Enquiry, status: EnquiryStatus) {
      await backend.enquiries.setStatus(enquiry.id, status);
      keep({ ...enquiry, status }, false);
      await changed();
    },
    /** Books the enquiry's slot; refused with a BackendError 'conflict' naming the clash. */
    async confirm(enquiry: Enquiry) {
      const bookingId = await backend.enquiries.confirm(enquiry.id);
      keep({ ...enquiry, status: 'confirmed', bookingId }, true);
      await changed();
    },
    /** Whether a server makes deposit links (not the demo: docs/decisions/0037-deposits.md). */
    depositsOnline: backend.kind !== 'demo',
    /** Makes (or gives again) its deposit link, shown at once. */
    async createDepositLink(enquiry: Enquiry) {
      const deposit = await backend.enquiries.createDepositLink(enquiry.id);
      keep({ ...enquiry, deposit }, false);
      await invalidate('enquiries');
    },
    /** Deletes it with its notes (an unreadable one): it leaves the list and the counts. */
    async remove(enquiry: Enquiry) {
      await backend.enquiries.remove(enquiry.id);
      setKept((current) => ({ ...current, items: current.items.filter(({ id }) => id !== enquiry.id) }));
      await invalidate('enquiries');
    },
    /** Cancels its booking, freeing the slot; the enquiry goes back to 'quoted'. */
    async cancelBooking(enquiry: Enquiry) {
      if (!enquiry.bookingId) return;
      await backend.bookings.cancel(enquiry.bookingId);
      keep({ ...enquiry, status: 'quoted', bookingId: null }, true);
      await changed();
    },
  };
}

export type EnquiriesData = ReturnType<typeof useEnquiries>;
