import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

const DATE = '2030-05-06'; // a Monday: 10:00 to 14:00 Dubai, AED 3,800 in all

/** Layla's confirmed charter with its page, the operator signed in. */
async function confirmed(overrides: (backend: Backend) => Backend = (b) => b) {
  // The backend's clock is the test's (faked where it matters), so an entry made "now" is never in its future.
  const base = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
  const { id, reference } = await base.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await base.enquiries.setStatus(id, 'quoted');
  await base.enquiries.confirm(id);
  await base.charters.open(id);
  return { backend: overrides(base), base, id, reference };
}

const panelOf = async (reference: string) =>
  within(await screen.findByRole('region', { name: `Payments of ${reference}` }));

afterEach(() => {
  vi.useRealTimers();
});

describe('the payments panel on the enquiry’s screen', () => {
  it('records a bank transfer: the entry, the totals, the balance and the client’s page follow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-04-20T08:00:00.000Z'));
    const user = userEvent.setup();
    const { backend, id, reference } = await confirmed();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    expect(await panel.findByText('Nothing recorded yet.')).toBeInTheDocument();
    expect(panel.getByText('Not due yet')).toBeInTheDocument();
    expect(panel.getByText(/due by 4 May 2030, 10:00 \(Dubai\)/)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Record a payment or refund' }));
    // It starts from what is still due, now, in cash.
    const amount = panel.getByLabelText(/Amount \(AED\)/);
    expect(amount).toHaveValue('3800');
    expect(panel.getByLabelText(/Date \(Dubai\)/)).toHaveValue('2030-04-20');
    expect(panel.getByLabelText(/Time \(Dubai\)/)).toHaveValue('12:00');
    await user.clear(amount);
    await user.type(amount, '1,900.50');
    await user.selectOptions(panel.getByLabelText('How'), 'Bank transfer');
    await user.type(panel.getByLabelText(/Note/), 'ENBD ref 4471');
    await user.click(panel.getByRole('button', { name: 'Record' }));

    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(/^Recorded/));
    const row = (await panel.findByText('ENBD ref 4471')).closest('tr');
    expect(row).toHaveTextContent('Payment');
    expect(row).toHaveTextContent('Bank transfer');
    expect(row).toHaveTextContent('AED 1,900.50');
    expect(row).toHaveTextContent(`recorded by ${DEMO_OPERATOR.email}`);
    // Its document: a plain receipt, since the settings have no TRN, and the panel says why.
    await waitFor(() => expect(row).toHaveTextContent(/Receipt INV-\d{4}-\d{6}/));
    // It opens on the client's page, in the client's language, to print.
    const token = (await backend.enquiries.get(id))?.charter?.token ?? '';
    expect(within(row as HTMLElement).getByRole('link', { name: /^Receipt INV-/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/ar/charter/${token}#invoice-\\d+$`)),
    );
    expect(
      panel.getByText(/^No TRN in the booking settings: payments get plain receipts/),
    ).toBeInTheDocument();
    await waitFor(() => expect(panel.getByText('AED 1,899.50')).toBeInTheDocument());
    const page = await backend.charters.forEnquiry(id);
    expect(page?.page.paid.paidFils).toBe(190_050);
  });

  it('says what is wrong, keeps what was typed, and refuses a refund above what was paid', async () => {
    const user = userEvent.setup();
    const { backend, base, id, reference } = await confirmed();
    await base.ledger.record(id, {
      kind: 'payment',
      amountFils: 100_000,
      method: 'cash',
      at: '2026-11-01T10:00:00.000Z',
      note: '',
    });
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Record a payment or refund' }));
    const amount = panel.getByLabelText(/Amount \(AED\)/);
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(panel.getByRole('button', { name: 'Record' }));
    expect(await panel.findByText(/Enter an amount above zero/)).toBeInTheDocument();
    expect(amount).toHaveClass('is-invalid');
    expect(amount).toHaveValue('12.345');

    await user.selectOptions(panel.getByLabelText('Payment or refund'), 'Refund');
    await user.clear(amount);
    await user.type(amount, '1000.01');
    expect(
      await panel.findByText(
        'A refund cannot be more than what has been paid and not yet refunded (AED 1,000).',
      ),
    ).toBeInTheDocument();
    expect((await backend.ledger.entries(id)).length).toBe(1);
  });

  it('shows the backend’s refusal and keeps the form as typed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { backend, id, reference } = await confirmed((b) =>
      withOverrides(b, {
        ledger: {
          record: () => Promise.reject(new BackendError('unavailable', 'offline')),
        },
      }),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Record a payment or refund' }));
    await user.type(panel.getByLabelText(/Note/), 'Paid at the office');
    await user.click(panel.getByRole('button', { name: 'Record' }));
    expect(await panel.findByText(/Could not record it|connection|offline/i)).toBeInTheDocument();
    expect(panel.getByLabelText(/Note/)).toHaveValue('Paid at the office');
    expect(warn).toHaveBeenCalledWith('Recording a payment failed.', expect.any(BackendError));
  });

  it('marks a balance overdue once its time has passed, in Dubai time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 4 May 10:00 Dubai is 06:00 UTC: one minute later it is overdue.
    vi.setSystemTime(new Date('2030-05-04T06:01:00.000Z'));
    const { backend, id, reference } = await confirmed();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    expect(await panel.findByText('Overdue')).toBeInTheDocument();
    // The total, and all of it still due.
    expect(panel.getAllByText('AED 3,800')).toHaveLength(2);
  });
});
