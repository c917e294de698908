import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { ONLINE_PAYMENTS_NEED_FUNCTIONS } from '../../../src/domain/ledger/payment-link';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

const DATE = '2030-05-06'; // a Monday: 10:00 to 14:00 Dubai, AED 3,800 in all

/** Layla's confirmed charter with its page (she writes in Arabic), `paidFils` paid in cash, the operator signed in. */
async function confirmed(paidFils = 0, payments: Partial<Backend['payments']> = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-04-20T08:00:00.000Z'));
  const base = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
  const { id, reference } = await base.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await base.enquiries.setStatus(id, 'quoted');
  await base.enquiries.confirm(id);
  await base.charters.open(id);
  if (paidFils > 0) {
    await base.ledger.record(id, {
      kind: 'payment',
      amountFils: paidFils,
      method: 'cash',
      at: '2030-04-19T10:00:00.000Z',
      note: '',
    });
  }
  return { backend: withOverrides(base, { payments }), base, id, reference };
}

const panelOf = async (reference: string) =>
  within(await screen.findByRole('region', { name: `Payments of ${reference}` }));

afterEach(() => {
  vi.useRealTimers();
});

describe('the balance link on the payments panel', () => {
  it('makes the link for what is due, to copy or send on WhatsApp in the client’s language, and shows it again', async () => {
    const user = userEvent.setup();
    const { backend, id, reference } = await confirmed(100_000);
    const view = renderAdmin(backend, `/admin/enquiries/${id}`);
    let panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Balance link' }));

    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(/^Balance link ready/));
    const link = await backend.enquiries.get(id).then((enquiry) => enquiry?.balanceLink);
    expect(link?.amountFils).toBe(280_000);
    const address = panel.getByRole('link', { name: /^Balance link \(AED\s2,800\): / });
    expect(address).toHaveAttribute('href', link?.url);
    expect(link?.url).toMatch(/\/ar\/demo-pay\/cs_demo_/);
    expect(panel.getByRole('button', { name: /^Copy Balance link/ })).toBeInTheDocument();
    expect(panel.getByText(/open until 21 Apr 2030, 12:00 \(Dubai\)/)).toBeInTheDocument();
    const whatsapp = panel.getByRole('link', { name: 'Send on WhatsApp' });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?phone=971501111111|wa\.me\/971501111111/);
    const text = decodeURIComponent(href);
    expect(text).toContain('مرحباً Layla،');
    expect(text).toContain(reference);
    expect(text).toContain(link?.url ?? '-');

    // Opened again later: the same link, while it is open for what is due.
    view.unmount();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    panel = await panelOf(reference);
    expect(await panel.findByRole('link', { name: /^Balance link \(AED\s2,800\): / })).toHaveAttribute(
      'href',
      link?.url,
    );
    expect(panel.queryByRole('button', { name: 'Balance link' })).not.toBeInTheDocument();
  });

  it('is absent once nothing is due: AED 0, paid in full', async () => {
    const { backend, id, reference } = await confirmed(380_000);
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    expect(await panel.findByText('Paid in full')).toBeInTheDocument();
    expect(panel.getByText('Balance').nextSibling).toHaveTextContent('AED 0');
    expect(panel.queryByRole('button', { name: 'Balance link' })).not.toBeInTheDocument();
  });

  it('says what payments online need where the backend takes none', async () => {
    const { backend, id, reference } = await confirmed(0, { available: () => Promise.resolve(false) });
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    expect(await panel.findByText(ONLINE_PAYMENTS_NEED_FUNCTIONS)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Balance link' })).not.toBeInTheDocument();
  });

  it('says why when the link cannot be made: the backend’s refusal in its words, or a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let failure = new BackendError('invalid-argument', 'Nothing is due: the charter is paid in full.');
    const { backend, id, reference } = await confirmed(0, {
      balanceLink: () => Promise.reject(failure),
    });
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = await panelOf(reference);
    await user.click(await panel.findByRole('button', { name: 'Balance link' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Could not make the balance link. Nothing is due: the charter is paid in full.',
    );
    failure = new BackendError('unavailable', 'offline');
    await user.click(panel.getByRole('button', { name: 'Balance link' }));
    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent(/^Could not make the balance link\.$/),
    );
    expect(warn).toHaveBeenCalledWith('Making the balance link failed.', expect.any(BackendError));
  });
});
