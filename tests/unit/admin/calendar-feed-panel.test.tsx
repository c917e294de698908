import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { renderAdmin, signedInBackend } from './admin-test-utils';

const ENDPOINT = 'https://me-central1-marina.cloudfunctions.net/calendarFeed';
const ADDRESS = new RegExp(`^${ENDPOINT}/[A-Za-z0-9_-]{43}\\.ics$`);

/** The demo backend as a site with Cloud Functions sees it: the same secret, served at ENDPOINT. */
function withFunctions(backend: Backend): Backend {
  const { calendarFeed, rotateCalendarFeed } = backend.bookings;
  return {
    ...backend,
    bookings: {
      ...backend.bookings,
      calendarFeed: async () => ({ ...(await calendarFeed()), endpoint: ENDPOINT }),
      rotateCalendarFeed: async () => ({ ...(await rotateCalendarFeed()), endpoint: ENDPOINT }),
    },
  };
}

async function openFeed(backend: Backend) {
  renderAdmin(backend, '/admin/calendar?date=2030-05-06&view=day');
  await userEvent.click(await screen.findByRole('button', { name: 'Calendar feed' }));
  return screen.getByRole('region', { name: 'Subscribe from a phone calendar' });
}

describe('the calendar feed panel', () => {
  it('without Functions says the feed needs them, offers no address, and keeps the .ics export', async () => {
    const backend = await signedInBackend();
    const panel = await openFeed(backend);
    expect(await within(panel).findByText(/needs Cloud Functions/)).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /address/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export .ics' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Subscribe from a phone calendar' })).not.toBeInTheDocument();
  });

  it('with Functions makes the address, shows it to copy and subscribe, and rotates it after asking', async () => {
    const user = userEvent.setup();
    const backend = withFunctions(await signedInBackend());
    renderAdmin(backend, '/admin/calendar?date=2030-05-06&view=day');
    await user.click(await screen.findByRole('button', { name: 'Calendar feed' }));
    const panel = screen.getByRole('region', { name: 'Subscribe from a phone calendar' });
    await user.click(await within(panel).findByRole('button', { name: 'Make the feed address' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The feed address is ready');

    const address = within(panel).getByRole('textbox', { name: 'Subscription address' });
    const first = (address as HTMLInputElement).value;
    expect(first).toMatch(ADDRESS);
    expect((await backend.bookings.calendarFeed()).secret).toBe(first.slice(ENDPOINT.length + 1, -4));
    expect(within(panel).getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute(
      'href',
      first.replace('https:', 'webcal:'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Copy the address' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Address copied.');
    expect(await navigator.clipboard.readText()).toBe(first);

    // Asked first; keeping it changes nothing.
    await user.click(within(panel).getByRole('button', { name: 'Make a new address' }));
    expect(within(panel).getByText(/The old one stops working at once/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Keep this address' }));
    expect(within(panel).queryByText(/The old one stops working at once/)).not.toBeInTheDocument();
    expect(address).toHaveValue(first);

    await user.click(within(panel).getByRole('button', { name: 'Make a new address' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, make a new address' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('the old one no longer works');
    await waitFor(() => expect(address).not.toHaveValue(first));
    const second = (address as HTMLInputElement).value;
    expect(second).toMatch(ADDRESS);
    expect((await backend.bookings.calendarFeed()).secret).toBe(second.slice(ENDPOINT.length + 1, -4));
  });

  it('says so when a new address cannot be made, and keeps showing the current one', async () => {
    const backend = withFunctions(await signedInBackend());
    await backend.bookings.rotateCalendarFeed();
    const current = await backend.bookings.calendarFeed();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: Backend = {
      ...backend,
      bookings: {
        ...backend.bookings,
        rotateCalendarFeed: () => Promise.reject(new BackendError('unavailable', 'offline')),
      },
    };
    const panel = await openFeed(failing);
    const address = await within(panel).findByRole('textbox', { name: 'Subscription address' });
    expect(address).toHaveValue(`${ENDPOINT}/${current.secret}.ics`);
    await userEvent.click(within(panel).getByRole('button', { name: 'Make a new address' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, make a new address' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/could not|offline/i);
    expect(address).toHaveValue(`${ENDPOINT}/${current.secret}.ics`);
    expect(console.warn).toHaveBeenCalledWith('Rotating the calendar feed failed.', expect.any(BackendError));
  });

  it('says so when the feed cannot be read, and reads again on Retry', async () => {
    const backend = withFunctions(await signedInBackend());
    const read = vi
      .fn<Backend['bookings']['calendarFeed']>()
      .mockRejectedValueOnce(new BackendError('unavailable', 'offline'))
      .mockResolvedValue({ endpoint: ENDPOINT, secret: null });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const panel = await openFeed({ ...backend, bookings: { ...backend.bookings, calendarFeed: read } });
    expect(
      await within(panel).findByText('Could not load the calendar feed. Please try again.'),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: /try again|retry/i }));
    expect(await within(panel).findByRole('button', { name: 'Make the feed address' })).toBeVisible();
  });
});
