import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

const DATE = '2030-05-06'; // 10:00 to 14:00 Dubai, AED 3,800 in all
// 08:00 in Dubai the day before: 26 hours before departure, between the 72 and 24 hour tiers.
const NOW = new Date('2030-05-05T04:00:00.000Z');

/** Layla's confirmed charter with its page and AED 3,800 paid in cash, the operator signed in. */
async function paid(overrides: (backend: Backend) => Backend = (b) => b) {
  const base = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
  const { id, reference } = await base.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await base.enquiries.setStatus(id, 'quoted');
  await base.enquiries.confirm(id);
  await base.charters.open(id);
  await base.ledger.record(id, {
    kind: 'payment',
    amountFils: 380_000,
    method: 'cash',
    at: new Date(Date.now() - 3_600_000).toISOString(),
    note: '',
  });
  return { backend: overrides(base), base, id, reference };
}

const panelOf = async (reference: string) =>
  within(await screen.findByRole('region', { name: `Cancellation of ${reference}` }));

afterEach(() => {
  vi.useRealTimers();
});

describe('cancelling a charter by the policy', () => {
  it('shows the policy’s refund in AED, refuses less without a reason, and records the refund it confirms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const { backend, base, id, reference } = await paid();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Cancel by the policy' }));
    expect(
      panel.getByText(/Paid so far: AED 3,800\. The policy gives back 50%: AED 1,900\./),
    ).toBeInTheDocument();
    const refund = panel.getByLabelText(/Refund \(AED\)/);
    expect(refund).toHaveValue('1900');
    expect(panel.getByLabelText(/Client asked on/)).toHaveValue('2030-05-05');
    expect(panel.getByLabelText(/^At \(Dubai\)/)).toHaveValue('08:00');

    await user.clear(refund);
    await user.type(refund, '1000');
    await user.click(panel.getByRole('button', { name: /^Cancel and refund AED\s1,000$/ }));
    expect(await panel.findByText(/less than the policy's AED 1,900/)).toBeInTheDocument();
    expect(await base.enquiries.get(id)).toMatchObject({ status: 'confirmed' });

    await user.type(panel.getByLabelText(/Note/), 'Agreed with Layla on the phone');
    await user.click(panel.getByRole('button', { name: /^Cancel and refund AED\s1,000$/ }));
    expect(await panel.findByText(/Cancelled: the slot is free/)).toBeInTheDocument();
    expect(await panel.findByText(/Cancelled \(the client asked\)/)).toBeInTheDocument();
    expect(panel.getByText(/Policy: AED 1,900\. Refunded: AED 1,000\./)).toBeInTheDocument();
    expect(await base.enquiries.get(id)).toMatchObject({ status: 'lost', bookingId: null });
    // Nothing is due on a cancelled charter, and it is not confirmed again by mistake.
    const payments = within(screen.getByRole('region', { name: `Payments of ${reference}` }));
    expect(await payments.findByText('None: the charter was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Confirm booking ${reference}` })).not.toBeInTheDocument();
    const refunds = (await base.ledger.entries(id)).filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => [entry.amountFils, entry.method])).toEqual([[100_000, 'cash']]);
    // The clock stands still here, so both carry the same time: compared as a set.
    const kinds = (await base.ledger.documents(id)).map((document) => document.kind);
    expect(kinds.sort()).toEqual(['credit-note', 'invoice']);
  });

  it('turns a weather cancellation into a voucher of all that was paid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const { backend, base, id, reference } = await paid();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Cancel by the policy' }));
    await user.click(panel.getByRole('radio', { name: 'weather' }));
    expect(panel.getByText(/a voucher of AED 3,800, valid 12 months/)).toBeInTheDocument();
    expect(panel.getByLabelText(/Refund \(AED\)/)).toHaveValue('0');
    expect(panel.queryByLabelText(/Client asked on/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: /^Cancel and refund AED\s0$/ }));
    const issued = await panel.findByText(/Credit voucher [2-9A-HJKMNP-Z]{10} for AED 3,800/);
    const code = /[2-9A-HJKMNP-Z]{10}/.exec(issued.textContent ?? '')?.[0] ?? '';
    expect((await base.cancellations.checkVoucher(code))?.availableFils).toBe(380_000);
    const refunds = (await base.ledger.entries(id)).filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => [entry.amountFils, entry.method])).toEqual([[380_000, 'credit']]);
  });

  it('says why when the backend refuses, keeping what was typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const { backend, base, id, reference } = await paid((b) =>
      withOverrides(b, {
        cancellations: {
          cancel: () => Promise.reject(new BackendError('unavailable', 'The server could not be reached.')),
        },
      }),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Cancel by the policy' }));
    await user.type(panel.getByLabelText(/Note/), 'Client flew home early');
    await user.click(panel.getByRole('button', { name: /^Cancel and refund AED\s1,900$/ }));
    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent(/could not be reached|try again/i),
    );
    expect(panel.getByLabelText(/Note/)).toHaveValue('Client flew home early');
    expect(await base.enquiries.get(id)).toMatchObject({ status: 'confirmed' });
  });

  it('applies the voucher a client named once the charter is confirmed', async () => {
    const user = userEvent.setup();
    const base = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
    await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const voucher = await base.cancellations.issueVoucher(100_000);
    const { id, reference } = await base.enquiries.create({
      ...quotedEnquiry('Omar', '+971502222222', azureQuote(DATE, 600, 4)),
      voucherCode: voucher.code,
    });
    await base.enquiries.setStatus(id, 'quoted');
    await base.enquiries.confirm(id);
    await base.charters.open(id);
    renderAdmin(base, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    expect(await panel.findByText(/AED 1,000 left, valid until/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Apply the voucher' }));
    expect(await panel.findByText(/Applied: the credit is recorded as a payment/)).toBeInTheDocument();
    expect((await base.enquiries.get(id))?.money?.paidFils).toBe(100_000);
    expect((await base.cancellations.checkVoucher(voucher.code))?.availableFils).toBe(0);
  });
});

describe('the vouchers on the booking settings screen', () => {
  it('issues one by hand, lists it, and refuses a value that is not one', async () => {
    const user = userEvent.setup();
    const base = await createTestBackend({ storage: new MemoryStorage() });
    await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    renderAdmin(base, '/admin/booking');
    const section = within(await screen.findByRole('region', { name: 'Credit vouchers' }));
    expect(await section.findByText('No vouchers yet.')).toBeInTheDocument();
    const amount = section.getByLabelText('Value (AED)');
    await user.type(amount, 'abc');
    await user.click(section.getByRole('button', { name: 'Issue voucher' }));
    expect(await section.findByText(/Enter the voucher’s value in AED/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '750');
    await user.click(section.getByRole('button', { name: 'Issue voucher' }));
    const issued = await section.findByText(/^Voucher [2-9A-HJKMNP-Z]{10} issued, valid 12 months\.$/);
    const code = /[2-9A-HJKMNP-Z]{10}/.exec(issued.textContent ?? '')?.[0] ?? '';
    const row = (await section.findByText(code)).closest('tr');
    expect(row).toHaveTextContent(/AED\s750/);
    expect(row).toHaveTextContent('Valid');
    expect(row).toHaveTextContent('By hand');
  });
});
