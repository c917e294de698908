import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { spansSunset, sunsetMinute } from '../../../src/domain/booking';
import { formatDubaiTime } from '../../../src/i18n/page-language';
import { BookingPanel } from '../../../src/features/booking';
import {
  addOns,
  busyAt,
  filsOf,
  FRIDAY,
  NOW,
  pricing,
  renderPanel,
  settings,
  THURSDAY,
  yacht,
} from './booking-panel.fixtures';

const originalZone = process.env.TZ;
beforeEach(() => {
  // Far from Dubai: the panel must answer in Dubai time whatever the device says.
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

const dateField = () => screen.getByLabelText('Date');
const startField = () => screen.getByLabelText('Start time');
const hoursField = () => screen.getByLabelText('Hours');
const guestsField = () => screen.getByLabelText('Guests');
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
const row = (name: RegExp | string) => screen.getByRole('row', { name });
const amountOf = (name: RegExp | string) => filsOf(within(row(name)).getByRole('cell').textContent ?? '');

describe('the booking panel: date, times and hours', () => {
  it('opens on today in Dubai, with earlier dates and dates past the horizon not offered', () => {
    renderPanel();
    expect(
      screen.getByRole('heading', { name: 'Check availability & price', busy: false }),
    ).toBeInTheDocument();
    expect(new Date(NOW).toLocaleDateString('en-CA')).toBe('2025-03-12');
    expect(dateField()).toHaveValue(THURSDAY);
    expect(dateField()).toHaveAttribute('min', THURSDAY);
    expect(dateField()).toHaveAttribute('max', '2025-06-11');
  });

  it('refuses a date that has passed, keeping what was typed', () => {
    renderPanel();
    fireEvent.change(dateField(), { target: { value: '2025-03-12' } });
    expect(screen.getByText('This date has passed. Choose today or a later date.')).toBeInTheDocument();
    expect(dateField()).toHaveValue('2025-03-12');
    expect(dateField()).toHaveClass('is-invalid');
    expect(screen.getByText(/The price appears once/)).toBeInTheDocument();
  });

  it('refuses a date beyond the booking horizon', () => {
    renderPanel();
    fireEvent.change(dateField(), { target: { value: '2025-06-12' } });
    expect(screen.getByText(/Bookings open up to 90 days ahead/)).toBeInTheDocument();
  });

  it('offers start times in Dubai time, after the lead time and inside the operating hours', () => {
    renderPanel();
    const options = optionTexts(startField());
    expect(options[0]).toBe('Choose a start time');
    // 2 hours on Thursday: 08:00 (opening) to 22:00 (ends at midnight, the closing time).
    expect(options[1]).toMatch(/^08:00 – 10:00/);
    expect(options.at(-1)).toMatch(/^22:00 – 00:00/);
    expect(options).toHaveLength(1 + 29);
    expect(screen.getByText(/All times are Dubai time/)).toBeInTheDocument();
  });

  it('does not offer a start whose charter and turnaround overlap a booking', () => {
    renderPanel({ busy: [busyAt(THURSDAY, '12:00', '14:00'), busyAt(THURSDAY, '08:00', '20:00', 'other')] });
    const starts = optionTexts(startField())
      .slice(1)
      .map((text) => text.slice(0, 5));
    // 2-hour charters with 60 minutes kept free on both sides of 12:00–14:00.
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('09:30');
    expect(starts).not.toContain('12:00');
    expect(starts).not.toContain('14:30');
    expect(starts).toContain('15:00');
  });

  it('offers hours from the day’s minimum to the maximum', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(optionTexts(hoursField())).toEqual([
      '2 hours',
      '3 hours',
      '4 hours',
      '5 hours',
      '6 hours',
      '7 hours',
      '8 hours',
    ]);
    fireEvent.change(dateField(), { target: { value: FRIDAY } });
    expect(optionTexts(hoursField())[0]).toBe('3 hours');
    expect(optionTexts(hoursField())).not.toContain('2 hours');
    expect(hoursField()).toHaveValue('3');
    expect(screen.getByText(/the minimum on Fridays/)).toBeInTheDocument();
    await user.selectOptions(hoursField(), '5 hours');
    expect(hoursField()).toHaveValue('5');
  });

  it('moves hours nobody chose to the new day’s minimum, and the start times with them', () => {
    renderPanel({ initial: { date: '2025-03-15' } });
    // A Saturday: its minimum, 3 hours, and starts labelled for 3 hours.
    expect(hoursField()).toHaveValue('3');
    expect(optionTexts(startField())).toContain('10:00 – 13:00');
    fireEvent.change(dateField(), { target: { value: '2025-03-17' } });
    // A Monday: the weekday minimum, its lower price, and "10:00 – 12:00" offered at once.
    expect(hoursField()).toHaveValue('2');
    expect(optionTexts(startField())).toContain('10:00 – 12:00');
    expect(optionTexts(startField())).not.toContain('10:00 – 13:00');
    expect(row(/^Charter/)).toHaveTextContent('× 2 hours');
    expect(screen.queryByText(/cannot be booked/)).not.toBeInTheDocument();
    // Back to a weekend day: up to its minimum again, with no note (the visitor chose nothing).
    fireEvent.change(dateField(), { target: { value: FRIDAY } });
    expect(hoursField()).toHaveValue('3');
    expect(screen.queryByText(/cannot be booked/)).not.toBeInTheDocument();
  });

  it('keeps hours the visitor chose on a new date, and raises them to its minimum with a note', async () => {
    const user = userEvent.setup();
    renderPanel({ initial: { date: '2025-03-15' } });
    await user.selectOptions(hoursField(), '3 hours');
    fireEvent.change(dateField(), { target: { value: '2025-03-17' } });
    // Chosen 3 hours stay 3 on the Monday.
    expect(hoursField()).toHaveValue('3');
    expect(optionTexts(startField())).toContain('10:00 – 13:00');
    await user.selectOptions(hoursField(), '2 hours');
    fireEvent.change(dateField(), { target: { value: FRIDAY } });
    // 2 hours cannot be had on a Friday: raised to its minimum, and the visitor is told.
    expect(hoursField()).toHaveValue('3');
    expect(
      screen.getByText(/2 hours cannot be booked on Fridays, so the quote is for 3 hours/),
    ).toBeInTheDocument();
    expect(row(/^Charter/)).toHaveTextContent('× 3 hours');
    // What they chose is not lost: on a weekday again it is 2 hours.
    fireEvent.change(dateField(), { target: { value: '2025-03-18' } });
    expect(hoursField()).toHaveValue('2');
    expect(screen.queryByText(/cannot be booked/)).not.toBeInTheDocument();
  });

  it('prices a link’s hours below the day’s minimum at the minimum, and says so', () => {
    renderPanel({ initial: { date: FRIDAY, hours: 2 } });
    expect(hoursField()).toHaveValue('3');
    expect(
      screen.getByText(/2 hours cannot be booked on Fridays, so the quote is for 3 hours/),
    ).toBeInTheDocument();
    expect(row(/^Charter/)).toHaveTextContent('× 3 hours');
  });

  it('shows the sunset at Dubai Marina and marks the sunset cruises', () => {
    renderPanel();
    const sunset = sunsetMinute(THURSDAY);
    if (sunset === null) throw new Error('The sun sets in Dubai.');
    expect(
      screen.getByText(
        `Sunset at Dubai Marina on Thursday 13 March: ${formatDubaiTime(sunset)} (Dubai time).`,
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    const options = optionTexts(startField()).slice(1);
    const marked = options.filter((text) => text.endsWith('sunset cruise')).map((text) => text.slice(0, 5));
    const expected = options
      .map((text) => text.slice(0, 5))
      .filter((time) => spansSunset(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), 2, sunset));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked).toEqual(expected);
  });

  it('marks a fully booked date and offers the next dates with free times', async () => {
    const user = userEvent.setup();
    renderPanel({ busy: [busyAt(THURSDAY, '07:00', '23:59'), busyAt(FRIDAY, '06:00', '23:59')] });
    expect(screen.getByText('Thursday, 13 March 2025 is fully booked.')).toBeInTheDocument();
    expect(screen.getByText(/Fully booked: Thursday 13 March, Friday 14 March\./)).toBeInTheDocument();
    expect(startField()).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Saturday 15 March' });
    await user.click(next);
    expect(dateField()).toHaveValue('2025-03-15');
    // Saturday is a weekend day: the hours move up to its minimum.
    expect(hoursField()).toHaveValue('3');
    expect(screen.queryByText(/cannot be booked on/)).not.toBeInTheDocument();
    expect(startField()).toBeEnabled();
  });

  it('late in the Dubai evening opens on tomorrow, and does not call today booked', () => {
    // 22:30 in Dubai (18:30 UTC): the two-hour lead time leaves no start today.
    renderPanel({ now: () => Date.parse('2025-03-13T18:30:00Z'), busy: [busyAt(FRIDAY, '06:00', '23:59')] });
    expect(dateField()).toHaveValue(FRIDAY);
    expect(dateField()).toHaveAttribute('min', THURSDAY);
    expect(screen.getByText(/Fully booked: Friday 14 March\./)).toBeInTheDocument();
    expect(screen.queryByText(/Thursday 13 March,/)).not.toBeInTheDocument();
    // Hours nobody chose follow the day: Thursday's minimum, and still no start left today.
    fireEvent.change(dateField(), { target: { value: THURSDAY } });
    expect(
      screen.getByText(/No start time is free on Thursday, 13 March 2025 for 2 hours/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is fully booked/)).not.toBeInTheDocument();
  });

  it('shows availability as loading, never as free, until it arrives', () => {
    renderPanel({ busy: null });
    expect(screen.getByText('Checking which times are free…')).toBeInTheDocument();
    expect(startField()).toBeDisabled();
    expect(optionTexts(startField())).toEqual(['Choose a start time']);
  });

  it('shows a failure to load availability, with a retry', async () => {
    const user = userEvent.setup();
    const onRetryBusy = vi.fn();
    renderPanel({ busy: null, busyError: 'The network is offline.', onRetryBusy });
    expect(
      screen.getByText(/We could not check which times are free\. The network is offline\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryBusy).toHaveBeenCalledOnce();
  });

  it('refuses more guests than the yacht takes, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.clear(guestsField());
    await user.type(guestsField(), '13');
    expect(screen.getByText('This yacht takes at most 12 guests.')).toBeInTheDocument();
    expect(guestsField()).toHaveValue(13);
    expect(screen.queryByRole('row', { name: /^Total/ })).not.toBeInTheDocument();
    await user.clear(guestsField());
    await user.type(guestsField(), '12');
    expect(screen.queryByText('This yacht takes at most 12 guests.')).not.toBeInTheDocument();
    expect(row(/^Total/)).toBeInTheDocument();
  });
});

describe('the booking panel: the live quote', () => {
  it('charges the weekend rate on a weekend day in Dubai', () => {
    renderPanel();
    expect(row(/^Charter/)).toHaveTextContent(/weekday rate: AED\s1,500 × 2 hours/);
    fireEvent.change(dateField(), { target: { value: FRIDAY } });
    expect(row(/^Charter/)).toHaveTextContent(/weekend rate: AED\s1,800 × 3 hours/);
    expect(amountOf(/^Charter/)).toBe(540_000);
  });

  it('prices each add-on by its unit; the total is the sum of the lines, with the deposit and balance', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByLabelText(/Drone video/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Birthday cake (AED 350 per booking)'));
    await user.click(screen.getByLabelText(/^Jet ski/));
    await user.click(screen.getByLabelText(/^BBQ menu \(AED 120.50 per guest\)/));
    await user.clear(guestsField());
    await user.type(guestsField(), '10');
    expect(amountOf(/^Birthday cake/)).toBe(35_000);
    expect(amountOf(/^Jet ski: AED\s400 × 2 hours/)).toBe(80_000);
    expect(amountOf(/^BBQ menu: AED\s120.50 × 10 guests/)).toBe(120_500);
    const lines = [/^Charter/, /^Birthday cake/, /^Jet ski/, /^BBQ menu/].map(amountOf);
    const sum = lines.reduce((a, b) => a + b, 0);
    expect(sum).toBe(300_000 + 35_000 + 80_000 + 120_500);
    // VAT included: the total is the sum of the lines, and the VAT inside it is shown.
    expect(amountOf(/^Total/)).toBe(sum);
    expect(amountOf(/^VAT 5% \(included\)/)).toBe(25_500);
    expect(amountOf(/^Deposit \(50%\)/)).toBe(267_750);
    expect(amountOf(/^Balance/)).toBe(sum - 267_750);
    expect(screen.getByRole('link', { name: 'Booking policies' })).toHaveAttribute('href', '/policies');
    // The default terms: the balance 48 hours before, everything back until 72 hours before.
    expect(screen.getByText('Balance, due 48 hours before departure')).toBeInTheDocument();
    expect(screen.getByText(/^Full refund up to 72 hours before departure/)).toBeInTheDocument();
  });

  it('states the operator’s own terms: the balance at boarding, and no full refund', () => {
    renderPanel({
      settings: {
        ...settings,
        balanceDueHours: 0,
        cancellationTiers: [{ hoursBefore: 96, refundPercent: 75 }],
      },
    });
    expect(screen.getByText('Balance, paid before boarding')).toBeInTheDocument();
    expect(screen.getByText(/^Refunds follow the hours left before departure/)).toBeInTheDocument();
  });

  it('adds VAT to the lines when the operator set it so', () => {
    renderPanel({ settings: { ...settings, vatMode: 'added', depositPercent: 30 } });
    expect(amountOf(/^VAT 5%/)).toBe(15_000);
    expect(amountOf(/^Total/)).toBe(amountOf(/^Charter/) + amountOf(/^VAT 5%/));
    expect(amountOf(/^Deposit \(30%\)/)).toBe(94_500);
  });
});

describe('the booking panel from the feature’s index', () => {
  it('loads its code when first shown, with its title in place meanwhile', async () => {
    render(
      <MemoryRouter>
        <BookingPanel
          yacht={yacht}
          pricing={pricing}
          settings={settings}
          addOns={addOns}
          busy={[]}
          now={() => NOW}
          send={() => Promise.resolve({ reference: 'MLY-7K2Q9P' })}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Check availability & price', busy: false }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Date')).toHaveValue(THURSDAY);
  });
});
