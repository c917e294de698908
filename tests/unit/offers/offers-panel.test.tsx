import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePhoto } from '../../../fixtures/photos';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../src/domain/offer';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

const offers: Offer[] = [
  {
    id: 'running',
    name: 'Running Deal',
    description: 'Ends in about an hour.',
    image: sitePhoto('offers/sunset-cruise'),
    features: ['Soft drinks', 'Sunset route'],
    startTime: at(-HOUR),
    endTime: at(HOUR + 5_000),
  },
  {
    id: 'open-ended',
    name: 'Open Ended Deal',
    description: 'No end time.',
    features: [],
    startTime: at(-HOUR),
  },
  {
    id: 'ended',
    name: 'Ended Deal',
    description: 'Over.',
    features: ['BBQ'],
    endTime: at(-HOUR),
  },
  {
    id: 'future',
    name: 'Future Deal',
    description: 'Not started.',
    features: [],
    startTime: at(HOUR),
    endTime: at(10 * HOUR),
  },
];

async function renderWithOffers(list: Offer[]) {
  const backend = withOverrides(await createTestBackend(), { offers: { list: async () => list } });
  renderApp({ backend, path: '/about' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'View Offers' }));
  const panel = await screen.findByRole('dialog', { name: 'Special Offers' });
  return { user, panel };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('offers panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each started offer with its features, countdown and Book Now, and hides future ones', async () => {
    await renderWithOffers(offers);
    await screen.findByRole('article', { name: 'Running Deal' });
    expect(screen.queryByText('Future Deal')).not.toBeInTheDocument();

    const running = card('Running Deal');
    const features = within(running).getByRole('list', { name: 'Running Deal features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Soft drinks', 'Sunset route']);
    expect(within(running).getByRole('timer')).toHaveTextContent('01:00:05');
    expect(within(running).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();

    const openEnded = card('Open Ended Deal');
    expect(within(openEnded).getByText('No features available')).toBeInTheDocument();
    expect(within(openEnded).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(openEnded).queryByText("Time's up!")).not.toBeInTheDocument();

    expect(within(card('Ended Deal')).getByText("Time's up!")).toBeInTheDocument();
  });

  it('ticks every second on one shared interval until "Time\'s up!"', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const twoRunning = [
      offers[0],
      { ...offers[0], id: 'running-2', name: 'Second Deal', endTime: at(2 * HOUR) },
    ];
    await renderWithOffers(twoRunning);
    const timer = within(await screen.findByRole('article', { name: 'Running Deal' })).getByRole('timer');
    expect(within(card('Second Deal')).getByRole('timer')).toHaveTextContent('02:00:00');
    expect(setIntervalSpy.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:00:04');
    expect(within(card('Second Deal')).getByRole('timer')).toHaveTextContent('01:59:59');

    act(() => vi.advanceTimersByTime(HOUR + 4_000));
    expect(within(card('Running Deal')).getByText("Time's up!")).toBeInTheDocument();
    expect(within(card('Running Deal')).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('Book Now opens WhatsApp naming the offer', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = await renderWithOffers(offers);
    await user.click(
      within(await screen.findByRole('article', { name: 'Running Deal' })).getByRole('button', {
        name: 'Book Now',
      }),
    );
    expect(open).toHaveBeenCalledTimes(1);
    const url = String(open.mock.calls[0][0]);
    expect(decodeURIComponent(url)).toContain('interested in the offer: Running Deal');
  });

  it("says '0 Offers available' when there is nothing to show", async () => {
    const { panel } = await renderWithOffers([offers[3]]);
    await waitFor(() => expect(within(panel).getByText('0 Offers available')).toBeInTheDocument());
  });

  it("closes with 'Close Offers' and with the X", async () => {
    const { user } = await renderWithOffers(offers);
    await user.click(screen.getByRole('button', { name: 'Close Offers' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Special Offers' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'View Offers' }));
    await screen.findByRole('dialog', { name: 'Special Offers' });
    await user.click(screen.getByRole('button', { name: 'Close offers panel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Special Offers' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'View Offers' })).toHaveAttribute('aria-expanded', 'false');
  });
});
