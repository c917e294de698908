// An imported feed's document (`importFeeds/{id}`, docs/decisions/0050-calendar-import.md) read and written without
// the SDK: the browser's (calendar-imports.ts) and the scheduled function's admin SDK (functions/src/import-sync.ts)
// pass their own Timestamp.
import type { ImportFeedRecord } from '../../domain/calendar-import/feed';
import { asData, isoDate, numberFrom, text } from './fields';

export function toImportFeed(id: string, raw: unknown): ImportFeedRecord {
  const data = asData(raw);
  const error = data.lastError ? asData(data.lastError) : null;
  return {
    id,
    yachtId: text(data.yachtId),
    label: text(data.label),
    url: text(data.url),
    createdAt: isoDate(data.createdAt) ?? new Date(0).toISOString(),
    lastAttemptAt: isoDate(data.lastAttemptAt) ?? null,
    lastSuccessAt: isoDate(data.lastSuccessAt) ?? null,
    lastError: error ? { code: text(error.code), message: text(error.message) } : null,
    blockCount: numberFrom(data.blockCount) ?? 0,
    etag: text(data.etag) || null,
    lastModified: text(data.lastModified) || null,
  };
}

/** The feed as stored, its times as the caller's Timestamps (`stamp`). */
export const importFeedData = <T>(feed: ImportFeedRecord, stamp: (iso: string | null) => T | null) => ({
  yachtId: feed.yachtId,
  label: feed.label,
  url: feed.url,
  createdAt: stamp(feed.createdAt),
  lastAttemptAt: stamp(feed.lastAttemptAt),
  lastSuccessAt: stamp(feed.lastSuccessAt),
  lastError: feed.lastError,
  blockCount: feed.blockCount,
  etag: feed.etag,
  lastModified: feed.lastModified,
});
