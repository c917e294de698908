import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { DEPOSITS_NEED_FUNCTIONS, type Deposit } from '../../../src/domain/deposit';
import type { Enquiry } from '../../../src/domain/enquiry';
import DepositPanel from '../../../src/features/admin/enquiries/deposit-panel';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

const NOW = Date.parse('2030-05-01T08:00:00Z'); // 12:00 in Dubai
const quote = azureQuote('2030-05-06', 600, 4); // a deposit of AED 1,900

const enquiry = (overrides: Partial<Enquiry> = {}): Enquiry => ({
  ...quotedEnquiry('Layla', '+971 50 111 1111', quote),
  id: 'MLY-LAYLA2',
  reference: 'MLY-LAYLA2',
  createdAt: '2030-04-30T08:00:00.000Z',
  status: 'confirmed',
  bookingId: 'b1',
  ...overrides,
});

const link = (overrides: Partial<Deposit> = {}): Deposit => ({
  status: 'link-sent',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  sessionId: 'cs_test_1',
  amountFils: 190_000,
  createdAt: '2030-05-01T07:00:00.000Z',
  expiresAt: '2030-05-01T09:00:00.000Z', // 13:00 in Dubai
  ...overrides,
});

const panel = () => screen.getByRole('region', { name: 'Deposit of MLY-LAYLA2' });

describe('the deposit panel', () => {
  it('makes the link of a confirmed enquiry, and says why when the server refuses', async () => {
    const onCreate = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new BackendError('invalid-argument', 'The deposit is already paid.'))
      .mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<DepositPanel enquiry={enquiry()} online onCreate={onCreate} now={NOW} />);
    const create = within(panel()).getByRole('button', { name: 'Create deposit link: MLY-LAYLA2' });
    await userEvent.click(create);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not make the deposit link. The deposit is already paid.',
    );
    await userEvent.click(create);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Deposit link made/));
    expect(onCreate).toHaveBeenCalledTimes(2);
  });

  it('says deposits need the server where there is none (the demo), with no button', () => {
    render(<DepositPanel enquiry={enquiry()} online={false} onCreate={vi.fn()} now={NOW} />);
    expect(panel()).toHaveTextContent(DEPOSITS_NEED_FUNCTIONS);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there for an enquiry not confirmed or without a deposit', () => {
    const { container } = render(
      <>
        <DepositPanel enquiry={enquiry({ status: 'quoted', bookingId: null })} online onCreate={vi.fn()} />
        <DepositPanel enquiry={enquiry({ quote: null })} online onCreate={vi.fn()} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the open link with its expiry in Dubai time, to copy or send on WhatsApp to the client', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<DepositPanel enquiry={enquiry({ deposit: link() })} online onCreate={vi.fn()} now={NOW} />);
    expect(panel()).toHaveTextContent(/AED\s?1,900 deposit sent; it expires 1 May 2030, 13:00 \(Dubai\)/);
    expect(screen.getByLabelText('Deposit payment link')).toHaveValue(link().url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link().url);
    expect(await screen.findByRole('alert')).toHaveTextContent('Link copied.');
    const whatsapp = new URL(
      screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '',
    );
    // As the admin's other WhatsApp links: wa.me on phones, WhatsApp Web on a desktop (jsdom's user agent).
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://web.whatsapp.com/send');
    expect(whatsapp.searchParams.get('phone')).toBe('971501111111');
    expect(whatsapp.searchParams.get('text')).toMatch(
      /^Hello Layla, here is the link to pay the AED\s?1,900 deposit for your charter MLY-LAYLA2: https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_1$/,
    );
    expect(screen.queryByRole('button', { name: /Create deposit link/ })).not.toBeInTheDocument();
  });

  it('shows a link past its expiry as expired before Stripe says so, with a way to make a new one', async () => {
    const onCreate = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
    const late = NOW + 2 * 3_600_000;
    render(<DepositPanel enquiry={enquiry({ deposit: link() })} online onCreate={onCreate} now={late} />);
    expect(panel()).toHaveTextContent(/expired 1 May 2030, 13:00 \(Dubai\), unpaid/);
    expect(screen.queryByLabelText('Deposit payment link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new deposit link: MLY-LAYLA2' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('turns an open link expired on screen when its time comes', async () => {
    const soon = link({ expiresAt: new Date(Date.now() + 100).toISOString() });
    render(<DepositPanel enquiry={enquiry({ deposit: soon })} online onCreate={vi.fn()} />);
    expect(screen.getByLabelText('Deposit payment link')).toBeInTheDocument();
    await waitFor(() => expect(panel()).toHaveTextContent(/unpaid/), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Make a new deposit link: MLY-LAYLA2' })).toBeInTheDocument();
  });

  it('shows the deposit paid, and when, with nothing left to do', () => {
    const paid = link({
      status: 'paid',
      paidAt: '2030-05-01T08:30:00.000Z',
      expiresAt: '2030-04-01T00:00:00Z',
    });
    render(<DepositPanel enquiry={enquiry({ deposit: paid })} online onCreate={vi.fn()} now={NOW} />);
    expect(panel()).toHaveTextContent(/Deposit paid: AED\s?1,900 deposit paid 1 May 2030, 12:30 \(Dubai\)/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('deposits on the enquiry screen', () => {
  /** Layla's enquiry, confirmed, on a backend whose server (stubbed) makes deposit links. */
  async function confirmedWithFunctions(stored: () => Deposit | undefined, make: () => Promise<Deposit>) {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    const { id, reference } = await backend.enquiries.create(quotedEnquiry('Layla', '+971501111111', quote));
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await backend.enquiries.confirm(id);
    const createDepositLink = vi.fn(make);
    const withFunctions = {
      ...withOverrides(backend, {
        enquiries: {
          createDepositLink,
          get: async (wanted: string) => {
            const found = await backend.enquiries.get(wanted);
            const deposit = stored();
            return found && deposit ? { ...found, deposit } : found;
          },
        },
      }),
      kind: 'firebase' as const,
    };
    return { backend: withFunctions, id, reference, createDepositLink };
  }

  it('makes the link through the backend and shows it at once', async () => {
    let deposit: Deposit | undefined;
    const { backend, id, reference, createDepositLink } = await confirmedWithFunctions(
      () => deposit,
      async () => (deposit = link({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() })),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: `Create deposit link: ${reference}` }));
    expect(createDepositLink).toHaveBeenCalledWith(id);
    expect(await screen.findByLabelText('Deposit payment link')).toHaveValue(link().url);
  });

  it('marks a paid deposit beside the enquiry’s status', async () => {
    const paid = link({ status: 'paid', paidAt: new Date().toISOString() });
    const { backend, id } = await confirmedWithFunctions(
      () => paid,
      () => Promise.reject(new Error('not called')),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const heading = await screen.findByRole('heading', { level: 2, name: /^Layla/ });
    await waitFor(() => expect(heading).toHaveTextContent('Layla confirmed Deposit paid'));
  });

  it('says on the demo that deposits need the server', async () => {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    const { id } = await backend.enquiries.create(quotedEnquiry('Layla', '+971501111111', quote));
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await backend.enquiries.confirm(id);
    renderAdmin(backend, `/admin/enquiries/${id}`);
    expect(await screen.findByText(DEPOSITS_NEED_FUNCTIONS)).toBeInTheDocument();
  });
});
