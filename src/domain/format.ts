import { site } from '../config/site';

/**
 * Formatters are made on first use: building an `Intl` formatter costs tens of milliseconds on a slow phone (the
 * date one most), which at module load would block the page's start even where nothing is formatted.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const number = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** `AED 1,500 / hour` */
export function formatPricePerHour(price: number): string {
  return `${site.currency} ${number().format(price)} / hour`;
}

export const formatFeet = (feet: number) => `${feet} ft`;

const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** `1 May 2025, 14:30` in the browser's time zone; '—' for a missing or invalid date. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : dateTime().format(time);
}
