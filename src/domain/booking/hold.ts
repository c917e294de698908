/**
 * A quote's hold on its slot (docs/decisions/0052-quote-holds.md): while the client decides, the yacht is busy for
 * that time to visitors, the finder and every clash check, until `expiresAt`, when it lapses by itself: every reader
 * of busy times leaves a lapsed hold out, and the next write to its days drops it. Pure.
 */
/** How long a quote holds its slot when the booking settings name no time. */
export const DEFAULT_QUOTE_HOLD_HOURS = 24;
/** The hours a hold may last: the settings' default and each quote's own. */
export const QUOTE_HOLD_RANGE = { min: 1, max: 168 } as const;

/** Whether a busy interval still holds at `now` (ms): every one but a lapsed hold. */
export const isLive = (item: { expiresAt?: string }, now: number) =>
  item.expiresAt === undefined || Date.parse(item.expiresAt) > now;

/** The bookings and blocks still busy at `now`: lapsed holds left out. */
export const liveItems = <T extends { expiresAt?: string }>(items: readonly T[], now: number): T[] =>
  items.filter((item) => isLive(item, now));

/** Whether a booking or block (./bookings.ts) is a quote's hold. */
export const isHold = (item: { kind: string; blockKind?: string }) =>
  item.kind === 'block' && item.blockKind === 'hold';

/** The hours a quote holds its slot by the settings (DEFAULT_QUOTE_HOLD_HOURS when they name none). */
export const quoteHoldHours = (settings: { quoteHoldHours?: number }) =>
  settings.quoteHoldHours ?? DEFAULT_QUOTE_HOLD_HOURS;

/** Whether `hours` is a hold time the site accepts: whole, from 1 to 168 (a week). */
export const isHoldHours = (hours: number) =>
  Number.isInteger(hours) && hours >= QUOTE_HOLD_RANGE.min && hours <= QUOTE_HOLD_RANGE.max;

export const HOLD_HOURS_MESSAGE = `A hold lasts a whole number of hours from ${QUOTE_HOLD_RANGE.min} to ${QUOTE_HOLD_RANGE.max}.`;

/** When a hold made at `now` (ms) for `hours` lapses, ISO 8601 (whole seconds). */
export const holdExpiry = (now: number, hours: number) =>
  new Date(Math.floor(now / 1000) * 1000 + hours * 3_600_000).toISOString();
