import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { addDays, dubaiToday } from '../../../src/domain/booking/dubai-time';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// The device is far from Dubai: the dashboard still reads Dubai's today and shows Dubai times.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const HOUR = 3_600_000;

/**
 * Relative to now: Sam's call-back (5 h old, the oldest new one), Layla's charter today 22:00–24:00 and Omar's
 * tomorrow 10:00–13:00 (both confirmed), Nadia's new request for Omar's slot, Rami's quote waiting for an answer.
 */
async function day() {
  const start = Date.now() - 5.5 * HOUR;
  let minute = 0;
  const backend = await createTestBackend({
    now: () => new Date(start + minute++ * 60_000),
    storage: new MemoryStorage(),
  });
  const today = dubaiToday(Date.now());
  const tomorrow = addDays(today, 1);
  const sam = await backend.enquiries.create({
    channel: 'callback',
    name: 'Sam',
    phone: '+971502222222',
    preferredTime: '18:00',
    message: 'Call me',
    language: 'en',
    campaign: {},
    quote: null,
  });
  const layla = await backend.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(today, 22 * 60, 2)),
  );
  const omar = await backend.enquiries.create(
    quotedEnquiry('Omar', '+971503333333', azureQuote(tomorrow, 600, 3)),
  );
  await backend.enquiries.create(quotedEnquiry('Nadia', '+971504444444', azureQuote(tomorrow, 660, 2)));
  const rami = await backend.enquiries.create(
    quotedEnquiry('Rami', '+971505555555', azureQuote(addDays(today, 9), 600, 2)),
  );
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await backend.enquiries.confirm(layla.id);
  await backend.enquiries.confirm(omar.id);
  // Both paid their deposit in cash (the ledger, docs/decisions/0045-ledger.md): the balance is the rest.
  for (const { id } of [layla, omar]) {
    const deposit = (await backend.enquiries.get(id))?.quote?.depositFils ?? 0;
    await backend.ledger.record(id, {
      kind: 'payment',
      amountFils: deposit,
      method: 'cash',
      at: new Date(start - HOUR).toISOString(),
      note: '',
    });
  }
  await backend.enquiries.setStatus(rami.id, 'quoted');
  return { backend, sam, layla, omar };
}

const section = (name: RegExp | string) => screen.findByRole('region', { name });

describe('the dashboard', () => {
  it('shows today’s and tomorrow’s charters in Dubai time with the client, add-ons and balance', async () => {
    const { backend, layla } = await day();
    renderAdmin(backend, '/admin');
    const today = within(await screen.findByRole('list', { name: 'Today’s charters' }));
    const card = within(today.getAllByRole('listitem')[0]);
    // The fleet's names come with their own read.
    await waitFor(() =>
      expect(card.getByRole('heading')).toHaveTextContent(/22:00–24:00\s*Dubai\s*Azure Pearl/),
    );
    expect(card.getByText('Layla')).toBeInTheDocument();
    expect(card.getByText('6')).toBeInTheDocument();
    expect(card.getByText('DJ × 2')).toBeInTheDocument();
    // 2 h at 450 + a DJ at 500 an hour = 1,900; half is the deposit.
    expect(card.getByText(/AED\s?950/, { selector: 'strong' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Call Layla on +971501111111' })).toHaveAttribute(
      'href',
      'tel:+971501111111',
    );
    expect(card.getByRole('link', { name: 'WhatsApp Layla' }).getAttribute('href')).toMatch(
      /phone=971501111111/,
    );
    expect(card.getByRole('link', { name: `Open ${layla.reference}` })).toHaveAttribute(
      'href',
      `/admin/enquiries/${layla.id}`,
    );
    const tomorrow = within(await screen.findByRole('list', { name: 'Tomorrow’s charters' }));
    expect(tomorrow.getByRole('heading')).toHaveTextContent(/10:00–13:00\s*Dubai\s*Azure Pearl/);
  });

  it('marks a charter whose deposit was paid online, and only that one', async () => {
    const { backend, layla } = await day();
    const deposit = {
      status: 'paid' as const,
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      sessionId: 'cs_test_1',
      amountFils: 95_000,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + HOUR).toISOString(),
      paidAt: new Date().toISOString(),
    };
    const paid = withOverrides(backend, {
      enquiries: {
        getMany: async (ids) =>
          (await backend.enquiries.getMany(ids)).map((enquiry) =>
            enquiry.id === layla.id ? { ...enquiry, deposit } : enquiry,
          ),
      },
    });
    renderAdmin(paid, '/admin');
    const today = within(await screen.findByRole('list', { name: 'Today’s charters' }));
    expect(await today.findByText('Deposit paid online')).toBeInTheDocument();
    const tomorrow = within(await screen.findByRole('list', { name: 'Tomorrow’s charters' }));
    expect(tomorrow.queryByText('Deposit paid online')).not.toBeInTheDocument();
  });

  it('queues the new, the quoted, the balances and the taken slots; contacting the oldest new shrinks it', async () => {
    const { backend, sam } = await day();
    renderAdmin(backend, '/admin');
    const fresh = await section(/New enquiries to contact/);
    expect(within(fresh).getByRole('heading')).toHaveTextContent(/2$/);
    // The queue may be drawn before the fleet has loaded: the yachts' names follow.
    await waitFor(() =>
      expect(
        within(fresh)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        expect.stringMatching(/^Sam · 5 h ago · Call back/),
        expect.stringMatching(/^Nadia · 5 h ago · WhatsApp quote · Azure Pearl, .* 11:00$/),
      ]),
    );
    const items = within(fresh).getAllByRole('link');
    expect(within(await section(/Quotes waiting/)).getByRole('link')).toHaveTextContent(/^Rami/);
    // Omar sails tomorrow, so his balance is overdue whatever the time; Layla's too.
    const balances = await section(/Balances due/);
    await waitFor(() =>
      expect(
        within(balances)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toContainEqual(
        // Due 48 hours before a charter sailing tomorrow: overdue already.
        expect.stringMatching(/^Omar · AED\s?1,425 overdue by .+ · sails in (\d+ h|1 day) · Azure Pearl/),
      ),
    );
    expect(within(await section(/booked since/)).getByRole('link')).toHaveTextContent(
      /^Nadia .* now booked \(MLY-/,
    );

    await userEvent.click(items[0]);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Enquiry ${sam.reference}` }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark contacted: Sam' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark contacted: Sam' })).not.toBeInTheDocument(),
    );
    expect(await backend.enquiries.get(sam.id)).toMatchObject({ status: 'contacted' });

    await userEvent.click(screen.getByRole('link', { name: '← Dashboard' }));
    await waitFor(async () =>
      expect(
        within(await section(/New enquiries to contact/))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual([expect.stringMatching(/^Nadia/)]),
    );
  });

  it('lists the oldest eight of a section, and the rest on Show all', async () => {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    const names = Array.from({ length: 10 }, (_, index) => `Client ${index + 1}`);
    for (const [index, name] of names.entries()) {
      await backend.enquiries.create({
        channel: 'callback',
        name,
        phone: `+97150100000${index}`,
        preferredTime: '',
        message: '',
        language: 'en',
        campaign: {},
        quote: null,
      });
    }
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    renderAdmin(backend, '/admin');
    const fresh = await section(/New enquiries to contact/);
    expect(within(fresh).getByRole('heading')).toHaveTextContent(/10$/);
    await waitFor(() => expect(within(fresh).getAllByRole('link')).toHaveLength(8));
    await userEvent.click(within(fresh).getByRole('button', { name: 'Show all New enquiries to contact' }));
    expect(within(fresh).getAllByRole('link')).toHaveLength(10);
    expect(within(fresh).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('says when there is nothing to do and no charter', async () => {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    renderAdmin(backend, '/admin');
    expect(await screen.findByText('Nothing waiting: every enquiry has been answered.')).toBeInTheDocument();
    expect(screen.getAllByText('No charters.')).toHaveLength(2);
  });

  it('says when the queue cannot be read, keeps the charters, and reads it again on Try again', async () => {
    const { backend } = await day();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const failing: Backend = withOverrides(backend, {
      enquiries: {
        oldest: (status, limit) =>
          fail
            ? Promise.reject(new BackendError('unavailable', 'offline'))
            : backend.enquiries.oldest(status, limit),
      },
    });
    renderAdmin(failing, '/admin');
    expect(await screen.findByText('Could not load the action queue. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Today’s charters' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section(/New enquiries to contact/)).toBeInTheDocument();
  });

  it('an unknown enquiry says so', async () => {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    renderAdmin(backend, '/admin/enquiries/MLY-ZZZZZZ');
    expect(await screen.findByText('There is no enquiry with this reference.')).toBeInTheDocument();
  });
});
