import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { BackendError } from '../../../src/backend/types';
import type { PublicBusyInterval } from '../../../src/domain/booking/bookings';
import { FINDER_DEFAULTS, FINDER_PARAMS } from '../../../src/domain/finder';
import { DEFAULT_BOOKING_SETTINGS } from '../../../src/domain/booking/settings';
import { DEFAULTS, dubaiDate, PARAMS, STARTS } from '../../../src/features/finder/form-state';
import { dubaiToday } from '../../../src/domain/booking/dubai-time';
import { activateLocale } from '../../../src/i18n/catalogues';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

/** The next Friday in Dubai (a weekend day: AED 900 an hour for Marina Star), at least 2 days ahead. */
function nextFriday(): string {
  for (let days = 2; ; days++) {
    const date = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5) return date;
  }
}

const friday = nextFriday();

async function backendWith(busy: Backend['booking']['busy'] = async () => []) {
  return withOverrides(await createTestBackend(), { booking: { busy } });
}

const form = () => screen.getByRole('form', { name: 'Find a yacht for your date' });
/** The grid and the form: the form's code loads when it comes near the screen, after the prerendered grid. */
async function fleetShown() {
  const grid = await screen.findByRole('list', { name: 'Yachts' });
  await screen.findByRole('form', { name: 'Find a yacht for your date' }, { timeout: 10_000 });
  return grid;
}
const found = () => screen.findByRole('list', { name: 'Yachts found' }, { timeout: 10_000 });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent?.replace('Marina Luxe ', ''));

afterEach(async () => {
  await activateLocale('en', { everything: true });
});

describe('the fleet finder on the home page', () => {
  it('keeps the form light: its names and defaults are the finder URL’s own', () => {
    expect(PARAMS).toEqual(FINDER_PARAMS);
    expect(DEFAULTS).toEqual({
      start: FINDER_DEFAULTS.start,
      hours: String(FINDER_DEFAULTS.hours),
      guests: String(FINDER_DEFAULTS.guests),
    });
    const { openingMinute, closingMinute, startStepMinutes } = DEFAULT_BOOKING_SETTINGS;
    expect(STARTS[0]).toBe('08:00');
    for (const now of [Date.UTC(2026, 0, 1, 19, 59), Date.UTC(2026, 0, 1, 20, 0), Date.now()])
      expect(dubaiDate(now)).toBe(dubaiToday(now));
    expect(STARTS).toHaveLength((closingMinute - 60 - openingMinute) / startStepMinutes + 1);
  });

  it('without a selection shows the form and the whole fleet with its from-prices', async () => {
    renderApp({ backend: await backendWith(), path: '/' });
    const grid = await fleetShown();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(10);
    expect(within(form()).getByLabelText('Date')).toHaveValue('');
    expect(within(form()).getByLabelText('Start time')).toHaveValue('18:00');
    expect(within(form()).queryByRole('link', { name: 'Show the whole fleet' })).toBeNull();
  });

  it('finds the yachts free for a selection with its price and a Book link to the prefilled panel', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ backend: await backendWith(), path: '/' });
    await fleetShown();
    await user.type(within(form()).getByLabelText('Date'), friday);
    await user.selectOptions(within(form()).getByLabelText('Hours'), '4');
    await user.clear(within(form()).getByLabelText('Guests'));
    await user.type(within(form()).getByLabelText('Guests'), '20');
    await user.click(within(form()).getByRole('button', { name: 'Find yachts' }));

    const list = await found();
    expect(router.state.location.search).toBe(`?date=${friday}&start=18%3A00&hours=4&guests=20`);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^6 yachts are free on .+ at 18:00 for 4 hours, 20 guests\.$/,
    );
    // Only the yachts that take 20 guests, in the fleet's own order.
    expect(names(list)).toEqual([
      'Marina Star',
      'Royal Falcon',
      'Golden Horizon',
      'Desert Rose',
      'Majesty',
      'Ocean Whisper',
    ]);
    const star = within(list).getAllByRole('listitem')[0];
    // A Friday: the weekend rate, AED 900 an hour × 4, VAT included.
    expect(star).toHaveTextContent('AED 3,600');
    expect(star).toHaveTextContent('for 4 hours, VAT included');
    expect(within(star).getByRole('link', { name: 'Book Marina Star' })).toHaveAttribute(
      'href',
      `/productdetail/marina-star?date=${friday}&start=18%3A00&hours=4&guests=20`,
    );
  });

  it('sorts and filters from the form, keeping them in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      backend: await backendWith(),
      path: `/?date=${friday}&start=18:00&hours=4&guests=20`,
    });
    await found();
    await user.selectOptions(within(form()).getByLabelText('Sort by'), 'Price: lowest first');
    await waitFor(() => expect(router.state.location.search).toContain('sort=price'));
    expect(names(await found())[0]).toBe('Marina Star');
    await user.click(within(form()).getByLabelText('VIP yachts only'));
    await waitFor(() => expect(router.state.location.search).toContain('vip=1'));
    await waitFor(async () =>
      expect(names(await found())).toEqual(['Ocean Whisper', 'Royal Falcon', 'Golden Horizon', 'Majesty']),
    );
    // The price filter reads the date's rate: a Friday's, 20% above the weekday price.
    await user.type(within(form()).getByLabelText('Price up to (AED / hour)'), '3000{Enter}');
    await waitFor(async () => expect(names(await found())).toEqual(['Ocean Whisper', 'Royal Falcon']));
    expect(router.state.location.search).toContain('price=-3000');
  });

  it('says why nothing is free for a party too large, and offers the largest party as a link', async () => {
    renderApp({ backend: await backendWith(), path: `/?date=${friday}&start=18:00&hours=4&guests=100` });
    expect(await screen.findByText('No yacht takes 100 guests: our largest takes up to 80.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No yacht is free for this selection.');
    expect(screen.getByRole('link', { name: 'See yachts for 80 guests' })).toHaveAttribute(
      'href',
      `/?date=${friday}&start=18%3A00&hours=4&guests=80#fleet`,
    );
  });

  it('when every yacht is booked, offers other start times that day and the next free day', async () => {
    // Every yacht busy on the Friday from 15:00 (Dubai) to midnight.
    const busy = async (): Promise<PublicBusyInterval[]> =>
      ['marina-star', 'royal-falcon', 'golden-horizon', 'desert-rose', 'majesty', 'ocean-whisper'].map(
        (yachtId) => ({
          id: `busy-${yachtId}`,
          yachtId,
          start: `${friday}T11:00:00.000Z`,
          end: `${friday}T20:00:00.000Z`,
        }),
      );
    const user = userEvent.setup();
    const { router } = renderApp({
      backend: await backendWith(busy),
      path: `/?date=${friday}&start=18:00&hours=4&guests=20`,
    });
    expect(await screen.findByText('Every yacht for your party is booked at that time.')).toBeVisible();
    const alternatives = screen.getByRole('region', { name: 'Nearest alternatives' });
    expect(within(alternatives).getByText('Other start times that day:')).toBeVisible();
    const earlier = within(alternatives).getByRole('link', { name: '10:00 (6 yachts free)' });
    expect(within(alternatives).getByText(/^The next free day, /)).toBeVisible();
    await user.click(earlier);
    expect(await found()).toBeVisible();
    expect(router.state.location.search).toContain('start=10%3A00');
    expect(within(form()).getByLabelText('Start time')).toHaveValue('10:00');
  });

  it('shows a backend error with Try again, then the answer', async () => {
    let fail = true;
    const busy = async () => {
      if (fail) throw new BackendError('unavailable', 'offline');
      return [];
    };
    const user = userEvent.setup();
    renderApp({ backend: await backendWith(busy), path: `/?date=${friday}&start=18:00&hours=4&guests=20` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check which yachts are free.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await found()).toBeVisible();
  });

  it('falls back silently from bad or stale values in the address', async () => {
    const { router } = renderApp({
      backend: await backendWith(),
      path: '/?date=2020-01-01&guests=0&sort=bogus&ft=abc&utm_source=ad',
    });
    const grid = await fleetShown();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=ad'));
    expect(within(form()).getByLabelText('Date')).toHaveValue('');
  });

  it('speaks Arabic and Russian', async () => {
    await activateLocale('ru', { everything: true });
    renderApp({ backend: await backendWith(), path: `/?date=${friday}&start=18:00&hours=4&guests=100` });
    expect(
      await screen.findByText('Ни одна яхта не вмещает 100 гостей: самая большая — до 80.'),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Найдите яхту на вашу дату' })).toBeVisible();
    await activateLocale('ar', { everything: true });
  });
});
