/**
 * A charter's ledger (docs/decisions/0045-ledger.md): every payment and refund of one confirmed enquiry, in whole
 * fils, with how the money moved, when, and who recorded it. What has been paid, what is still due and whether it
 * is overdue are worked out from it, never typed. The operator records what was taken offline (card on board, cash,
 * a bank transfer, a credit); a card paid online is written by the server only.
 */
import { isFils, type Fils } from '../booking/money';
import { balanceDueAt } from '../charter/cancellation-policy';

export type LedgerKind = 'payment' | 'refund';
export const LEDGER_KINDS: readonly LedgerKind[] = ['payment', 'refund'];

export type PaymentMethod = 'card-online' | 'card-on-board' | 'cash' | 'bank-transfer' | 'credit';
/** What the operator may record by hand: everything but a card paid online (the server's, from Stripe). */
export const OFFLINE_METHODS = ['card-on-board', 'cash', 'bank-transfer', 'credit'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card-online', ...OFFLINE_METHODS];

/** The most one entry may move: 10 million AED. */
export const MAX_ENTRY_FILS = 1_000_000_000;
/** A note on an entry: one line of this many characters at most. */
export const MAX_LEDGER_NOTE = 200;
/** How far ahead of the clock an entry's time may be (the device's clock may run a little fast). */
const FUTURE_SLACK_MS = 5 * 60_000;

/** What the operator records. */
export interface LedgerInput {
  kind: LedgerKind;
  amountFils: Fils;
  method: OfflineMethod;
  /** ISO 8601: when the money moved. */
  at: string;
  /** '' for none. */
  note: string;
}

export interface LedgerEntry extends Omit<LedgerInput, 'method'> {
  id: string;
  method: PaymentMethod;
  /** ISO 8601: when it was recorded. */
  recordedAt: string;
  /** The operator's email, or 'server' for what the functions wrote. */
  recordedBy: string;
  /** Stripe's payment intent or refund (`pi_…`, `re_…`), for what moved online. */
  stripeId?: string;
}

/** Kept on the enquiry with every entry, in the same write: what the dashboard and the charter page read. */
export interface LedgerTotals {
  paidFils: Fils;
  refundedFils: Fils;
  /** The id of the entry these totals last counted (the rules check the two are written together). */
  lastEntryId: string;
}

export const NO_MONEY: LedgerTotals = Object.freeze({ paidFils: 0, refundedFils: 0, lastEntryId: '' });

/** What was paid less what was refunded. */
export const netPaid = (totals: Pick<LedgerTotals, 'paidFils' | 'refundedFils'>): Fils =>
  totals.paidFils - totals.refundedFils;

/** The totals once `entry` is counted. */
export function withEntry(
  totals: LedgerTotals,
  entry: Pick<LedgerEntry, 'id' | 'kind' | 'amountFils'>,
): LedgerTotals {
  return {
    paidFils: totals.paidFils + (entry.kind === 'payment' ? entry.amountFils : 0),
    refundedFils: totals.refundedFils + (entry.kind === 'refund' ? entry.amountFils : 0),
    lastEntryId: entry.id,
  };
}

/** The totals of a list of entries. */
export const ledgerTotals = (entries: readonly LedgerEntry[]): LedgerTotals =>
  entries.reduce(withEntry, NO_MONEY);

/** Oldest first (by when the money moved, then when it was recorded). */
export const byTime = (a: LedgerEntry, b: LedgerEntry) =>
  a.at.localeCompare(b.at) || a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id);

export const ledgerMessages = {
  amount: 'Enter an amount above zero, in AED with at most two decimals.',
  tooLarge: 'An entry moves at most 10,000,000 AED.',
  method:
    'Choose how the money moved: card on board, cash, bank transfer or credit. Online card payments are recorded by the server.',
  kind: 'Choose a payment or a refund.',
  at: 'Enter when the money moved: a date and time, not in the future.',
  note: `A note is one line of at most ${MAX_LEDGER_NOTE} characters.`,
  refundTooLarge: (net: string) =>
    `A refund cannot be more than what has been paid and not yet refunded (${net}).`,
  notConfirmed: 'Payments are recorded on a confirmed charter (confirmed or completed), with its quote.',
} as const;

export type LedgerField = 'kind' | 'amountFils' | 'method' | 'at' | 'note';

/**
 * What is wrong with an entry the operator is recording, by field (plain English, the admin's); empty when nothing.
 * `netFils` is what has been paid and not refunded so far (a refund may not exceed it); `formatNet` writes it.
 */
export function ledgerInputErrors(
  input: LedgerInput,
  context: { netFils: Fils; now: number; formatNet: (fils: Fils) => string },
): Partial<Record<LedgerField, string>> {
  const errors: Partial<Record<LedgerField, string>> = {};
  if (!LEDGER_KINDS.includes(input.kind)) errors.kind = ledgerMessages.kind;
  if (!isFils(input.amountFils) || input.amountFils <= 0) errors.amountFils = ledgerMessages.amount;
  else if (input.amountFils > MAX_ENTRY_FILS) errors.amountFils = ledgerMessages.tooLarge;
  else if (input.kind === 'refund' && input.amountFils > context.netFils)
    errors.amountFils = ledgerMessages.refundTooLarge(context.formatNet(context.netFils));
  if (!(OFFLINE_METHODS as readonly string[]).includes(input.method)) errors.method = ledgerMessages.method;
  const at = Date.parse(input.at);
  if (Number.isNaN(at) || at > context.now + FUTURE_SLACK_MS) errors.at = ledgerMessages.at;
  if ([...input.note].length > MAX_LEDGER_NOTE || /[\r\n]/.test(input.note))
    errors.note = ledgerMessages.note;
  return errors;
}

/** Where a charter's balance stands at `now`. */
export type BalanceState = 'paid' | 'not-due' | 'due-soon' | 'overdue';

/** A balance falling due within this many hours is raised on the dashboard. */
export const BALANCE_SOON_HOURS = 48;

export interface Balance {
  /** What is still to pay: the total less the net paid, never below nothing. */
  dueFils: Fils;
  /** When it falls due (ms since the epoch): balanceDueHours before departure. */
  dueAt: number;
  state: BalanceState;
}

/** The balance of a charter of `totalFils` departing at `start`, of which `netFils` is paid, at `now`. */
export function balanceOf(input: {
  totalFils: Fils;
  netFils: Fils;
  start: number;
  balanceDueHours: number;
  now: number;
}): Balance {
  const dueFils = Math.max(0, input.totalFils - input.netFils);
  const dueAt = balanceDueAt(input.start, input.balanceDueHours);
  const state: BalanceState =
    dueFils === 0
      ? 'paid'
      : input.now >= dueAt
        ? 'overdue'
        : dueAt - input.now <= BALANCE_SOON_HOURS * 3_600_000
          ? 'due-soon'
          : 'not-due';
  return { dueFils, dueAt, state };
}
