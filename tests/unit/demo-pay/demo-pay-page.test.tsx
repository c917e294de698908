import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend, type DemoCheckoutApi } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { documentNavigation } from '../../../src/features/demo-pay/navigation';
import { azureQuote, quotedEnquiry } from '../admin/booking-fixtures';
import { createTestBackend, MemoryStorage, renderApp } from '../test-utils';

afterEach(() => {
  vi.useRealTimers();
});

/** Layla's confirmed charter (AED 3,800; she writes in Arabic), AED 1,000 paid in cash, and her balance link. */
async function balanceSession() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-04-20T08:00:00.000Z'));
  const backend = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
  const { id, reference } = await backend.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote('2030-05-06', 600, 4)),
  );
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await backend.enquiries.setStatus(id, 'quoted');
  await backend.enquiries.confirm(id);
  const { page } = await backend.charters.open(id);
  await backend.ledger.record(id, {
    kind: 'payment',
    amountFils: 100_000,
    method: 'cash',
    at: '2030-04-19T10:00:00.000Z',
    note: '',
  });
  const link = await backend.payments.balanceLink(id);
  await backend.auth.signOut();
  return { backend, id, reference, token: page.token, sessionId: link.sessionId };
}

/** The backend with the demo payment page's `complete` replaced. */
const completing = (backend: Backend, complete: DemoCheckoutApi['complete']): Backend =>
  Object.assign(Object.create(backend) as Backend, {
    demoCheckout: { ...backend.demoCheckout, complete } as DemoCheckoutApi,
  });

describe('the demo payment page', () => {
  it('says it is a demo, shows the charter and the amount; a declined card records nothing; paying returns to the charter page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { backend, id, reference, token, sessionId } = await balanceSession();
    renderApp({ backend, path: `/demo-pay/${sessionId}` });

    const banner = await screen.findByRole('region', { name: 'Demo payment page' });
    expect(banner).toHaveTextContent('No real money moves and no card is charged.');
    const payment = await screen.findByRole('region', { name: 'Pay the balance of your charter' });
    expect(within(payment).getByText(reference)).toBeVisible();
    expect(within(payment).getByText('Total').nextSibling).toHaveTextContent('AED 3,800');
    expect(within(payment).getByText('Paid so far').nextSibling).toHaveTextContent('AED 1,000');
    expect(within(payment).getByText('Amount to pay now').nextSibling).toHaveTextContent('AED 2,800');
    // Leaving records nothing: back to the client's page, in their language.
    expect(within(payment).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/ar/charter/${token}?balance=unpaid`,
    );

    await user.click(within(payment).getByRole('button', { name: 'Simulate a declined card' }));
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      'Your card was declined (simulated). Nothing was charged: try again, or cancel.',
    );
    expect(await backend.ledger.entries(id)).toHaveLength(1);

    await user.click(within(payment).getByRole('button', { name: /^Pay AED\s2,800$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/ar/charter/${token}?balance=paid`));
    const entries = await backend.ledger.entries(id);
    expect(entries.at(-1)).toMatchObject({ method: 'card-online', amountFils: 280_000 });
    expect((await backend.charters.page(token))?.paid.paidFils).toBe(380_000);
  });

  it('takes no payment on a paid link, and says so with the way back', async () => {
    const { backend, token, sessionId } = await balanceSession();
    await backend.demoCheckout?.complete(sessionId, 'paid');
    renderApp({ backend, path: `/demo-pay/${sessionId}` });
    expect(await screen.findByRole('heading', { name: 'This balance is paid' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your charter page' })).toHaveAttribute(
      'href',
      `/ar/charter/${token}?balance=paid`,
    );
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('says an unknown link leads nowhere', async () => {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    renderApp({ backend, path: '/demo-pay/cs_demo_AAAAAAAAAAAAAAAAAAAAAA' });
    expect(await screen.findByRole('heading', { name: 'This payment page is not available' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Demo payment page' })).toBeVisible();
  });

  it('says when the payment failed or was refused, and stays on the page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    const { backend, sessionId } = await balanceSession();
    let failure = new BackendError('unavailable', 'offline');
    renderApp({
      backend: completing(backend, () => Promise.reject(failure)),
      path: `/demo-pay/${sessionId}`,
    });
    const pay = await screen.findByRole('button', { name: /^Pay AED/ });
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be made. Check your connection and try again.',
    );
    failure = new BackendError('invalid-argument', 'This payment link is no longer open.');
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /can no longer be used. Go back to your charter page/,
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
