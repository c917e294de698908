/**
 * Reading one field of a stored document, whatever shape it arrived in: text, numbers (numeric strings count),
 * lists of strings and dates (Timestamps recognised by shape, so this stays Firebase-free). Nothing here throws.
 */

export type Data = Readonly<Record<string, unknown>>;

export function asData(raw: unknown): Data {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Data) : {};
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A finite number, or a string that is exactly one (`'450'`, `' 12.5 '`); anything else is undefined. */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** The non-blank strings of a list; anything that is not a list is an empty one. */
export function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim().length > 0);
}

function dateFrom(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && value.trim()) return new Date(value);
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'object' || value === null) return undefined;
  // Firestore Timestamp (web or admin SDK), or its plain-object form.
  if ('toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : undefined;
  }
  if ('seconds' in value && typeof value.seconds === 'number') {
    const nanos = 'nanoseconds' in value && typeof value.nanoseconds === 'number' ? value.nanoseconds : 0;
    return new Date(value.seconds * 1000 + Math.floor(nanos / 1e6));
  }
  return undefined;
}

/** ISO 8601 for a Timestamp, Date, date string or epoch milliseconds; undefined when there is no valid date. */
export function isoDate(value: unknown): string | undefined {
  try {
    const date = dateFrom(value);
    return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
  } catch {
    return undefined;
  }
}
