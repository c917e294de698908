import { useMemo } from 'react';
import { useBackendRead } from '../../../../backend/react/use-backend-read';
import { moneyOf, type PeriodEntry, type PeriodMoney } from '../../../../domain/dashboard/money';
import { previousPeriod, type Period } from '../../../../domain/dashboard/periods';

// Under `enquiries`: recording a payment or a refund invalidates that prefix, so the figures follow it.
const movedKey = ({ from, to }: Period) => `enquiries/money/${from}/${to}`;

export type PeriodMoneyState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      money: PeriodMoney;
      /** The period before's; null while it is read (or when it could not be). */
      before: PeriodMoney | null;
      /** The period's entries, oldest first: the money CSV's rows. */
      entries: readonly PeriodEntry[];
    };

/**
 * The money received and refunded in a period and in the period before (docs/decisions/0029-period-figures.md,
 * addendum), read apart from the enquiries' figures so that neither holds the other up; the period before's is read
 * once the period's own is in.
 */
export function usePeriodMoney(period: Period): PeriodMoneyState {
  const { from, to } = period;
  const before = previousPeriod(period);
  const own = useBackendRead(movedKey(period), (backend) => backend.ledger.moved(from, to));
  const earlier = useBackendRead(own.status === 'ready' ? movedKey(before) : null, (backend) =>
    backend.ledger.moved(before.from, before.to),
  );
  const ownData = own.status === 'ready' ? own.data : null;
  const earlierData = earlier.status === 'ready' ? earlier.data : null;
  const money = useMemo(
    () => ownData && moneyOf({ from, to }, ownData.entries, ownData.cut),
    [from, to, ownData],
  );
  const { from: beforeFrom, to: beforeTo } = before;
  const beforeMoney = useMemo(
    () => earlierData && moneyOf({ from: beforeFrom, to: beforeTo }, earlierData.entries, earlierData.cut),
    [beforeFrom, beforeTo, earlierData],
  );
  if (own.status === 'failed') return { status: 'failed', retry: own.retry };
  if (!money || !ownData) return { status: 'loading' };
  return { status: 'ready', money, before: beforeMoney, entries: ownData.entries };
}
