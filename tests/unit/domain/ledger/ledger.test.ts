import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  byTime,
  ledgerInputErrors,
  ledgerTotals,
  MAX_ENTRY_FILS,
  NO_MONEY,
  netPaid,
  withEntry,
  type LedgerEntry,
  type LedgerInput,
} from '../../../../src/domain/ledger/ledger';

const HOUR = 3_600_000;
const now = Date.parse('2026-12-01T08:00:00.000Z');
const context = { netFils: 50_000, now, formatNet: (fils: number) => `AED ${fils / 100}` };
const input = (over: Partial<LedgerInput> = {}): LedgerInput => ({
  kind: 'payment',
  amountFils: 10_000,
  method: 'cash',
  at: '2026-12-01T07:00:00.000Z',
  note: '',
  ...over,
});
const entry = (id: string, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  ...input(),
  id,
  recordedAt: '2026-12-01T07:30:00.000Z',
  recordedBy: 'owner@example.com',
  ...over,
});

describe('the ledger', () => {
  it('adds payments and refunds separately, and remembers the last entry counted', () => {
    const totals = ledgerTotals([
      entry('a', { amountFils: 250_000 }),
      entry('b', { amountFils: 100_000, method: 'card-online', stripeId: 'pi_1' }),
      entry('c', { kind: 'refund', amountFils: 40_000 }),
    ]);
    expect(totals).toEqual({ paidFils: 350_000, refundedFils: 40_000, lastEntryId: 'c' });
    expect(netPaid(totals)).toBe(310_000);
    expect(withEntry(NO_MONEY, entry('z', { kind: 'refund', amountFils: 5 }))).toEqual({
      paidFils: 0,
      refundedFils: 5,
      lastEntryId: 'z',
    });
  });

  it('orders by when the money moved, then when it was recorded', () => {
    const late = entry('a', { at: '2026-12-02T00:00:00.000Z' });
    const early = entry('b', { at: '2026-11-30T00:00:00.000Z' });
    const sameLater = entry('c', { at: '2026-11-30T00:00:00.000Z', recordedAt: '2026-12-01T09:00:00.000Z' });
    expect([late, sameLater, early].sort(byTime).map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });

  it('takes a whole, positive amount by an offline method at a time not in the future', () => {
    expect(ledgerInputErrors(input(), context)).toEqual({});
    expect(ledgerInputErrors(input({ amountFils: 0 }), context).amountFils).toMatch(/above zero/);
    expect(ledgerInputErrors(input({ amountFils: 10.5 }), context).amountFils).toMatch(/above zero/);
    expect(ledgerInputErrors(input({ amountFils: MAX_ENTRY_FILS + 1 }), context).amountFils).toMatch(
      /at most/,
    );
    expect(ledgerInputErrors(input({ method: 'card-online' as never }), context).method).toMatch(
      /recorded by the server/,
    );
    expect(ledgerInputErrors(input({ kind: 'gift' as never }), context).kind).toBeDefined();
    expect(ledgerInputErrors(input({ at: 'yesterday' }), context).at).toBeDefined();
    expect(ledgerInputErrors(input({ at: new Date(now + HOUR).toISOString() }), context).at).toBeDefined();
    expect(ledgerInputErrors(input({ at: new Date(now + 60_000).toISOString() }), context)).toEqual({});
    expect(ledgerInputErrors(input({ note: 'a\nb' }), context).note).toBeDefined();
    expect(ledgerInputErrors(input({ note: 'ب'.repeat(200) }), context)).toEqual({});
    expect(ledgerInputErrors(input({ note: 'ب'.repeat(201) }), context).note).toBeDefined();
  });

  it('refuses a refund of more than was paid and not yet refunded, naming it', () => {
    expect(ledgerInputErrors(input({ kind: 'refund', amountFils: 50_000 }), context)).toEqual({});
    expect(ledgerInputErrors(input({ kind: 'refund', amountFils: 50_001 }), context).amountFils).toBe(
      'A refund cannot be more than what has been paid and not yet refunded (AED 500).',
    );
  });
});

describe('the balance', () => {
  const start = Date.parse('2026-12-05T12:00:00.000Z');
  const base = { totalFils: 1_000_000, netFils: 500_000, start, balanceDueHours: 48 };

  it('is due balanceDueHours before departure, raised within 48 hours of that, overdue after', () => {
    const dueAt = start - 48 * HOUR;
    expect(balanceOf({ ...base, now: dueAt - 49 * HOUR })).toEqual({
      dueFils: 500_000,
      dueAt,
      state: 'not-due',
    });
    expect(balanceOf({ ...base, now: dueAt - 48 * HOUR }).state).toBe('due-soon');
    expect(balanceOf({ ...base, now: dueAt - 1 }).state).toBe('due-soon');
    expect(balanceOf({ ...base, now: dueAt }).state).toBe('overdue');
  });

  it('is paid once the net paid covers the total, and never below nothing', () => {
    expect(balanceOf({ ...base, netFils: 1_000_000, now: start }).state).toBe('paid');
    expect(balanceOf({ ...base, netFils: 1_200_000, now: start }).dueFils).toBe(0);
  });
});
