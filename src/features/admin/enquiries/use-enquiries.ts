import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import type { CallbackRequest, CallbackStatus } from '../../../backend/types';

export type Filter = CallbackStatus | 'all';

/** How many requests one page holds: a flood of them never makes the inbox read them all at once. */
export const PAGE_SIZE = 50;

const statusOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

/**
 * The inbox's data: the requests of one filter, newest first, a page at a time ("Load more" reads the next), how
 * many there are of each status, and status changes made on this screen (shown at once, counts read again).
 */
export function useEnquiries(filter: Filter) {
  const backend = useBackend();
  const [version, setVersion] = useState(0);
  const key = `the enquiries (${filter}, #${version})`;
  const first = useBackendRead(key, (from) =>
    from.callbackRequests.page({ status: statusOf(filter), limit: PAGE_SIZE }),
  );
  const [more, setMore] = useState<{ key: string; items: CallbackRequest[]; next: string | null } | null>(
    null,
  );
  const [changed, setChanged] = useState<Record<string, CallbackStatus>>({});
  const [countsVersion, setCountsVersion] = useState(0);
  const counts = useBackendRead(`the enquiry counts (#${version}.${countsVersion})`, async (from) => {
    const [fresh, handled, all] = await Promise.all([
      from.callbackRequests.count('new'),
      from.callbackRequests.count('handled'),
      from.callbackRequests.count(),
    ]);
    return { new: fresh, handled, all } satisfies Record<Filter, number>;
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
      const page = await backend.callbackRequests.page({
        status: statusOf(filter),
        limit: PAGE_SIZE,
        after: next,
      });
      setMore({ key, items: [...(extra?.items ?? []), ...page.items], next: page.next });
    },
    async setStatus(request: CallbackRequest, status: CallbackStatus) {
      await backend.callbackRequests.setStatus(request.id, status);
      setChanged((current) => ({ ...current, [request.id]: status }));
      setCountsVersion((count) => count + 1);
    },
  };
}
