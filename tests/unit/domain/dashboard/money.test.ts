import { afterEach, describe, expect, it, vi } from 'vitest';
import { entriesIn, moneyOf } from '../../../../src/domain/dashboard/money';
import { periodOf, previousPeriod } from '../../../../src/domain/dashboard/periods';
import type { LedgerEntry } from '../../../../src/domain/ledger/ledger';

const originalZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

type Moved = Pick<LedgerEntry, 'kind' | 'amountFils' | 'method' | 'at'>;
const payment = (at: string, amountFils: number, method: Moved['method'] = 'cash'): Moved => ({
  kind: 'payment',
  amountFils,
  method,
  at,
});
const refund = (at: string, amountFils: number, method: Moved['method'] = 'cash'): Moved => ({
  ...payment(at, amountFils, method),
  kind: 'refund',
});

describe('the money of a period', () => {
  it('counts what moved inside the Dubai dates, whatever the device’s zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 10:00 on 15 March 2025 in Dubai: this month is 1–15 March, Dubai time.
    vi.useFakeTimers({ now: Date.parse('2025-03-15T06:00:00Z'), toFake: ['Date'] });
    const month = periodOf('month', Date.now());
    expect(month).toEqual({ from: '2025-03-01', to: '2025-03-15' });
    const entries = [
      // 23:59 on 28 February in Dubai: the month before.
      payment('2025-02-28T19:59:00Z', 40_500),
      // Dubai midnight starting 1 March: in.
      payment('2025-02-28T20:00:00Z', 94_500, 'bank-transfer'),
      payment('2025-03-10T08:00:00Z', 1_000_000, 'card-online'),
      refund('2025-03-12T08:00:00Z', 10_000),
      // Dubai midnight after the 15th: out.
      payment('2025-03-15T20:00:00Z', 7),
    ];
    expect(entriesIn(month, entries).map((entry) => entry.amountFils)).toEqual([94_500, 1_000_000, 10_000]);
    expect(moneyOf(month, entries)).toEqual({
      receivedFils: 1_094_500,
      refundedFils: 10_000,
      netFils: 1_084_500,
      payments: 2,
      refunds: 1,
      byMethod: [
        { method: 'card-online', receivedFils: 1_000_000, refundedFils: 0 },
        { method: 'cash', receivedFils: 0, refundedFils: 10_000 },
        { method: 'bank-transfer', receivedFils: 94_500, refundedFils: 0 },
      ],
      cut: false,
    });
    expect(moneyOf(previousPeriod(month), entries, true)).toMatchObject({
      receivedFils: 40_500,
      refundedFils: 0,
      byMethod: [{ method: 'cash', receivedFils: 40_500, refundedFils: 0 }],
      cut: true,
    });
  });

  it('nets below nothing when more went back than came in, and is all zero without entries', () => {
    const day = { from: '2025-03-12', to: '2025-03-12' };
    expect(moneyOf(day, [refund('2025-03-12T08:00:00Z', 10_000, 'credit')])).toMatchObject({
      receivedFils: 0,
      refundedFils: 10_000,
      netFils: -10_000,
    });
    expect(moneyOf(day, [])).toEqual({
      receivedFils: 0,
      refundedFils: 0,
      netFils: 0,
      payments: 0,
      refunds: 0,
      byMethod: [],
      cut: false,
    });
  });
});
