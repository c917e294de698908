import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '../../../backend/types';

export type Filter = EnquiryStatus | 'all';

/** How many enquiries one page holds: a flood of them never makes the inbox read them all at once. */
export const PAGE_SIZE = 50;

const statusOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

/**
 * The inbox's data: the enquiries of one filter, newest first, a page at a time ("Load more" reads the next), how
 * many there are of each status, and status changes made on this screen (shown at once, counts read again).
 */
export function useEnquiries(filter: Filter) {
  const backend = useBackend();
  const [version, setVersion] = useState(0);
  const key = `the enquiries (${filter}, #${version})`;
  const first = useBackendRead(key, (from) =>
    from.enquiries.page({ status: statusOf(filter), limit: PAGE_SIZE }),
  );
  const [more, setMore] = useState<{ key: string; items: Enquiry[]; next: string | null } | null>(null);
  const [changed, setChanged] = useState<Record<string, EnquiryStatus>>({});
  const [countsVersion, setCountsVersion] = useState(0);
  const counts = useBackendRead(`the enquiry counts (#${version}.${countsVersion})`, async (from) => {
    const [all, ...perStatus] = await Promise.all([
      from.enquiries.count(),
      ...ENQUIRY_STATUSES.map((status) => from.enquiries.count(status)),
    ]);
    const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status, index) => [status, perStatus[index]]));
    return { ...counts, all } as Record<Filter, number>;
  });

  const extra = more?.key === key ? more : null;
  const loaded = first.status === 'ready' ? [...first.data.items, ...(extra?.items ?? [])] : [];
  const next = first.status === 'ready' ? (extra ? extra.next : first.data.next) : null;
  const shown = loaded
    .map((request) => ({ ...request, status: changed[request.id] ?? request.status }))
    .filter((request) => filter === 'all' || request.status === filter);

  return {
    status: first.status,
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
    async setStatus(request: Enquiry, status: EnquiryStatus) {
      await backend.enquiries.setStatus(request.id, status);
      setChanged((current) => ({ ...current, [request.id]: status }));
      setCountsVersion((count) => count + 1);
    },
  };
}
