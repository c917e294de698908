/**
 * The cancellation policy by the hour (the common Dubai terms): what part of the amount paid comes back
 * when a charter is cancelled at a given moment before departure. Each tier reads "cancelled this many hours or more
 * before departure: this percent back"; earlier tiers have more hours. Below the last tier nothing comes back. At a
 * tier's exact boundary the tier holds (72:00 before: 100%; 71:59: 50%), the client's side of the line. Money is whole
 * fils, the refund rounded to the nearest fils (halves up). A weather cancellation is not a refund by the tiers: the
 * full amount paid becomes a credit (weatherCredit).
 */
import { divideRounded, isFils, type Fils } from '../booking/money';

export interface CancellationTier {
  /** Cancelled at least this many hours before departure (whole hours, 0 to MAX_TIER_HOURS). */
  hoursBefore: number;
  /** This percent of what was paid comes back (whole, 0 to 100). */
  refundPercent: number;
}

/** Everything back more than 72 hours before, half back until 24 hours before, nothing after. */
export const DEFAULT_CANCELLATION_TIERS: readonly CancellationTier[] = Object.freeze([
  { hoursBefore: 72, refundPercent: 100 },
  { hoursBefore: 24, refundPercent: 50 },
]);
/** The balance is due this many hours before departure, unless the settings say otherwise. */
export const DEFAULT_BALANCE_DUE_HOURS = 48;
/** The most hours a tier may name: 30 days. */
export const MAX_TIER_HOURS = 720;
/** The most tiers a policy may have. */
export const MAX_TIERS = 6;

const MS_PER_HOUR = 3_600_000;

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * Why a list of tiers cannot be the policy (plain English, the admin's), or null: whole hours and percents in range,
 * the hours strictly falling and the percents never rising from one tier to the next, at most MAX_TIERS.
 */
export function tiersProblem(tiers: readonly CancellationTier[]): string | null {
  if (tiers.length > MAX_TIERS) return `At most ${MAX_TIERS} cancellation tiers.`;
  for (const [index, tier] of tiers.entries()) {
    if (!isWhole(tier.hoursBefore, 0, MAX_TIER_HOURS))
      return `Tier ${index + 1}: the hours are a whole number from 0 to ${MAX_TIER_HOURS}.`;
    if (!isWhole(tier.refundPercent, 0, 100))
      return `Tier ${index + 1}: the refund is a whole percent from 0 to 100.`;
    const before = tiers[index - 1];
    if (before && tier.hoursBefore >= before.hoursBefore)
      return `Tier ${index + 1}: each tier needs fewer hours than the one before it.`;
    if (before && tier.refundPercent > before.refundPercent)
      return `Tier ${index + 1}: a later cancellation cannot get a larger refund than an earlier one.`;
  }
  return null;
}

/** The tier that holds for a cancellation at `at` of a charter departing at `start` (epoch ms), or null (none). */
export function tierAt(
  tiers: readonly CancellationTier[],
  start: number,
  at: number,
): CancellationTier | null {
  const left = start - at;
  return tiers.find((tier) => left >= tier.hoursBefore * MS_PER_HOUR) ?? null;
}

export interface PolicyRefund {
  /** The tier that held, or null (past the last tier, or after departure). */
  tier: CancellationTier | null;
  percent: number;
  /** What comes back by the policy, whole fils, never more than was paid. */
  refundFils: Fils;
  /** What the operator keeps. */
  keptFils: Fils;
}

/** The refund by the policy of `paidFils` for a cancellation at `at` of a charter departing at `start`. */
export function policyRefund(input: {
  tiers: readonly CancellationTier[];
  paidFils: Fils;
  start: number;
  at: number;
}): PolicyRefund {
  if (!isFils(input.paidFils)) throw new RangeError(`Not an amount in fils: ${input.paidFils}`);
  const tier = tierAt(input.tiers, input.start, input.at);
  const percent = tier?.refundPercent ?? 0;
  const refundFils = Math.min(input.paidFils, divideRounded(input.paidFils * percent, 100));
  return { tier, percent, refundFils, keptFils: input.paidFils - refundFils };
}

/** When the balance falls due: `balanceDueHours` before departure. */
export const balanceDueAt = (start: number, balanceDueHours: number) => start - balanceDueHours * MS_PER_HOUR;

/** The payment terms a charter is sold under: its refund tiers and when the balance is due (booking settings). */
export interface PaymentTerms {
  tiers: readonly CancellationTier[];
  balanceDueHours: number;
}

/** The settings' terms, or the defaults for what they leave out. */
export const paymentTermsOf = (settings: {
  cancellationTiers?: readonly CancellationTier[];
  balanceDueHours?: number;
}): PaymentTerms => ({
  tiers: settings.cancellationTiers ?? DEFAULT_CANCELLATION_TIERS,
  balanceDueHours: settings.balanceDueHours ?? DEFAULT_BALANCE_DUE_HOURS,
});

export interface RefundDeadline {
  /** A cancellation before this instant (ms since the epoch) gets `percent` back. */
  until: number;
  percent: number;
}

/**
 * The tiers of a charter departing at `start` as deadlines, earliest first, and the instant from which nothing comes
 * back (null when the last tier holds until departure itself).
 */
export function refundDeadlines(tiers: readonly CancellationTier[], start: number) {
  const deadlines: RefundDeadline[] = tiers.map((tier) => ({
    until: start - tier.hoursBefore * MS_PER_HOUR,
    percent: tier.refundPercent,
  }));
  const last = tiers.at(-1);
  const noRefundFrom =
    last === undefined ? start : last.hoursBefore > 0 ? start - last.hoursBefore * MS_PER_HOUR : null;
  return { deadlines, noRefundFrom };
}

/** The hours before departure until which a move to another date is free: the last tier refunding everything. */
export const freeMoveHours = (tiers: readonly CancellationTier[]): number | null =>
  tiers.filter((tier) => tier.refundPercent === 100).at(-1)?.hoursBefore ?? null;
