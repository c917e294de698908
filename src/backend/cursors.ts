// The order the paged lists share (newest first) and the page cursor that marks a place in it.
/** Newest first; at the same time, the larger id first (a stable order for paging). */
export function newestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) {
  return b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** A page cursor: where the last item of a page stands in that order. */
export const pageCursor = (request: { createdAt: string; id: string }) =>
  `${request.createdAt}|${request.id}`;

export function parsePageCursor(cursor: string): { createdAt: string; id: string } | null {
  const at = cursor.indexOf('|');
  if (at < 0) return null;
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
}
