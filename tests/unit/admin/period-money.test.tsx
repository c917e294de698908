import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { dubaiInstant } from '../../../src/domain/booking/dubai-time';
import type { LedgerInput } from '../../../src/domain/ledger/ledger';
import { PeriodFigures } from '../../../src/features/admin/dashboard/period';
import { formatAed } from '../../../src/i18n/page-language';
import { createTestBackend, MemoryStorage, renderApp, withOverrides } from '../test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// Saturday 15 March 2025, 10:00 in Dubai, the device in New York: this month is 1–15 March, the period before
// 14–28 February.
const NOW = dubaiInstant('2025-03-15', 10 * 60);
const deviceZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const at = (date: string, minute = 12 * 60) => new Date(dubaiInstant(date, minute)).toISOString();
const entry = (over: Partial<LedgerInput>): LedgerInput => ({
  kind: 'payment',
  amountFils: 100_000,
  method: 'cash',
  at: at('2025-03-02'),
  note: '',
  ...over,
});

/** Two confirmed charters; money taken in February and March, one refund; the operator signed in. */
async function backendWithMoney(): Promise<{ backend: Backend; layla: string }> {
  const backend = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const confirmed = async (name: string, date: string) => {
    const { id } = await backend.enquiries.create(
      quotedEnquiry(name, '+971501111111', azureQuote(date, 10 * 60, 2)),
    );
    await backend.enquiries.confirm(id);
    return id;
  };
  const layla = await confirmed('Layla', '2025-03-20');
  const omar = await confirmed('Omar', '2025-03-22');
  await backend.ledger.record(layla, entry({ amountFils: 80_000, at: at('2025-02-20') }));
  // Dubai midnight starting 1 March: this month's.
  await backend.ledger.record(layla, entry({ amountFils: 100_000, at: at('2025-03-01', 0) }));
  await backend.ledger.record(
    omar,
    entry({ amountFils: 50_000, method: 'bank-transfer', at: at('2025-03-10') }),
  );
  await backend.ledger.record(layla, entry({ kind: 'refund', amountFils: 20_000, note: 'Late start' }));
  return { backend, layla };
}

/** As Testing Library matches text: its non-breaking spaces read as spaces. */
const aed = (fils: number) => formatAed(fils).replace(/\s/g, ' ');

function renderFigures(backend: Backend) {
  return renderApp({ backend, routes: [{ path: '/', element: <PeriodFigures /> }] });
}

describe('the period figures’ money', () => {
  it('shows what was received and refunded by when it moved, against the period before, by method', async () => {
    const { backend } = await backendWithMoney();
    renderFigures(backend);
    const money = within(await screen.findByRole('region', { name: 'Money received and refunded' }));
    const figure = async (label: string) =>
      (await money.findByText(label, { selector: 'dt' })).parentElement as HTMLElement;

    const received = await figure('Money received');
    expect(within(received).getByText(aed(150_000))).toBeInTheDocument();
    expect(await within(received).findByText(`Before: ${aed(80_000)}`)).toBeInTheDocument();
    expect(within(received).getByLabelText('up 87.5% on the period before')).toBeInTheDocument();
    const refunded = await figure('Refunded');
    expect(within(refunded).getByText(aed(20_000))).toBeInTheDocument();
    expect(within(refunded).getByText('No comparison')).toBeInTheDocument();
    expect(within(await figure('Net received')).getByText(aed(130_000))).toBeInTheDocument();

    const byMethod = money.getByRole('table', { name: 'By method' });
    const row = (method: string) =>
      within(within(byMethod).getByRole('rowheader', { name: method }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Cash')).toEqual([formatAed(100_000), formatAed(20_000)]);
    expect(row('Bank transfer')).toEqual([formatAed(50_000), formatAed(0)]);
    expect(money.getByText('3 payments and refunds, one row each.')).toBeInTheDocument();
  });

  it('downloads the period’s payments and refunds as CSV, one row each, oldest first', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { backend, layla } = await backendWithMoney();
    renderFigures(backend);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV of payments and refunds' }),
    );

    expect(clicked[0]?.download).toBe('payments-2025-03-01-to-2025-03-15.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0]?.arrayBuffer());
    const rows = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Date (Dubai)","Reference","Kind","Method","Received (AED)","Refunded (AED)","Note","Recorded by"',
    );
    expect(rows.slice(1).map((line) => line.split(',').slice(0, 6).join(','))).toEqual([
      `"2025-03-01 00:00","${layla}","Payment","Cash","1000.00",""`,
      `"2025-03-02 12:00","${layla}","Refund","Cash","","200.00"`,
      expect.stringMatching(/^"2025-03-10 12:00","MLY-\w{6}","Payment","Bank transfer","500.00",""$/),
    ]);
    expect(rows[2]).toContain('"Late start","operator@');
  });

  it('says when the period had more entries than it reads, and offers to try again when the read fails', async () => {
    const { backend } = await backendWithMoney();
    let fail = true;
    const cut = withOverrides(backend, {
      ledger: {
        moved: async (from, to) => {
          if (fail) throw new Error('offline');
          return { ...(await backend.ledger.moved(from, to)), cut: true };
        },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFigures(cut);
    expect(
      await screen.findByText('Could not load the period’s payments and refunds. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(
      await screen.findByText(
        'Only the first 5,000 payments and refunds of this period are counted. Choose a shorter period to see them all.',
      ),
    ).toBeInTheDocument();
  });
});
