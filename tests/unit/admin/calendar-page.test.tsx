import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { addDays, dubaiInstant, dubaiToday } from '../../../src/domain/booking';
import { formatDubaiDate } from '../../../src/i18n/page-language';
import { renderAdmin, signedInBackend } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// The device is far from Dubai (UTC−7/−8): the calendar must still show Dubai days and times.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  // Assigning undefined would set the text 'undefined'.
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const DATE = '2030-05-06'; // a Monday
const iso = (date: string, minute: number) => new Date(dubaiInstant(date, minute)).toISOString();

/** Azure Pearl booked 10:00–14:00 (Dubai) through an enquiry; Marina Star blocked 08:00–12:00 for maintenance. */
async function calendarBackend(): Promise<{ backend: Backend; reference: string }> {
  const backend = await signedInBackend();
  const { id, reference } = await backend.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await backend.enquiries.confirm(id);
  await backend.bookings.addBlock({
    yachtId: 'marina-star',
    start: iso(DATE, 480),
    end: iso(DATE, 720),
    blockKind: 'maintenance',
    reason: 'Engine service',
  });
  return { backend, reference };
}

const textOf = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());
const cell = (yacht: string, day: string) => screen.getByRole('cell', { name: `${yacht}, ${day}` });

describe('calendar', () => {
  it('shows a booking and a block in Dubai time in the day view, and moves by day', async () => {
    const { backend, reference } = await calendarBackend();
    renderAdmin(backend, `/admin/calendar?date=${DATE}&view=day`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 6 May 2030' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cell('Azure Pearl', 'Mon 6 May')).toHaveTextContent(`10:00–14:00 Booking ${reference}`),
    );
    expect(
      within(cell('Azure Pearl', 'Mon 6 May')).getByRole('link', { name: `Enquiry ${reference}` }),
    ).toHaveAttribute('href', `/admin/enquiries?q=${reference}`);
    expect(cell('Marina Star', 'Mon 6 May')).toHaveTextContent('08:00–12:00 Maintenance Engine service');
    expect(cell('Sea Breeze', 'Mon 6 May')).toHaveTextContent('Free');

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, 7 May 2030' })).toBeInTheDocument();
    await waitFor(() => expect(cell('Azure Pearl', 'Tue 7 May')).toHaveTextContent('Free'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, 6 May 2030' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: formatDubaiDate(dubaiToday(Date.now())) }),
    ).toBeInTheDocument();
  });

  it('is reached from the admin navigation', async () => {
    const { backend } = await calendarBackend();
    renderAdmin(backend, '/admin');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('link', {
        name: 'Calendar',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: formatDubaiDate(dubaiToday(Date.now())) }),
    ).toBeInTheDocument();
  });

  it('shows the week from Monday with a row per yacht, and moves by week', async () => {
    const { backend, reference } = await calendarBackend();
    // A block over midnight shows on both days it touches.
    await backend.bookings.addBlock({
      yachtId: 'sea-breeze',
      start: iso('2030-05-09', 22 * 60),
      end: iso('2030-05-10', 6 * 60),
      blockKind: 'private',
      reason: 'Owner night trip',
    });
    renderAdmin(backend, `/admin/calendar?date=2030-05-08&view=day`);
    await userEvent.click(await screen.findByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { level: 2, name: '6 May – 12 May 2030' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cell('Azure Pearl', 'Mon 6 May')).toHaveTextContent(`10:00–14:00 Booking ${reference}`),
    );
    expect(cell('Marina Star', 'Mon 6 May')).toHaveTextContent('08:00–12:00 Maintenance Engine service');
    expect(cell('Sea Breeze', 'Thu 9 May')).toHaveTextContent('22:00–24:00 Private use Owner night trip');
    expect(cell('Sea Breeze', 'Fri 10 May')).toHaveTextContent('00:00–06:00 Private use Owner night trip');
    expect(cell('Azure Pearl', 'Sun 12 May')).toHaveTextContent('Free');
    expect(screen.getAllByRole('row')).toHaveLength(1 + (await backend.yachts.list()).length);

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '13 May – 19 May 2030' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { level: 2, name: '6 May – 12 May 2030' })).toBeInTheDocument();
  });

  it('adds a block (checked first), refuses one that clashes naming the booking, and removes a block', async () => {
    const { backend, reference } = await calendarBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(backend, `/admin/calendar?date=${DATE}&view=day`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a block' }));
    const form = screen.getByRole('form', { name: 'Add a block' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add block' }));
    expect(within(form).getByLabelText('Yacht')).toHaveAccessibleDescription('Choose a yacht.');
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Enter a reason for the block.',
    );

    await userEvent.selectOptions(within(form).getByLabelText('Yacht'), 'Azure Pearl');
    await userEvent.clear(within(form).getByLabelText('Start time'));
    await userEvent.type(within(form).getByLabelText('Start time'), '13:00');
    await userEvent.clear(within(form).getByLabelText('End time'));
    await userEvent.type(within(form).getByLabelText('End time'), '12:00');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Owner lunch');
    await userEvent.click(within(form).getByRole('radio', { name: 'Private use' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add block' }));
    expect(within(form).getByLabelText('End time')).toHaveAccessibleDescription(
      'The end must be after the start.',
    );

    await userEvent.clear(within(form).getByLabelText('End time'));
    await userEvent.type(within(form).getByLabelText('End time'), '15:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add block' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent(/^Could not add the block\./);
    expect(refusal).toHaveTextContent(reference);
    expect(within(form).getByLabelText('Reason')).toHaveValue('Owner lunch');
    expect(within(form).getByLabelText('Yacht')).toHaveDisplayValue('Azure Pearl');

    await userEvent.selectOptions(within(form).getByLabelText('Yacht'), 'Sea Breeze');
    await userEvent.click(within(form).getByRole('button', { name: 'Add block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Block added.');
    await waitFor(() =>
      expect(cell('Sea Breeze', 'Mon 6 May')).toHaveTextContent('13:00–15:00 Private use Owner lunch'),
    );
    expect(
      (await backend.bookings.list(DATE, DATE)).filter((item) => item.yachtId === 'sea-breeze'),
    ).toMatchObject([{ kind: 'block', blockKind: 'private', start: iso(DATE, 780), end: iso(DATE, 900) }]);

    await userEvent.click(
      within(cell('Marina Star', 'Mon 6 May')).getByRole('button', {
        name: /^Remove block: Maintenance, Marina Star/,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the maintenance block (Engine service)?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cell('Marina Star', 'Mon 6 May')).toHaveTextContent('Free'));
    expect((await backend.bookings.list(DATE, DATE)).map((item) => item.yachtId).sort()).toEqual([
      'azure-pearl',
      'sea-breeze',
    ]);
  });

  it('draws the day as a time bar across the operating hours, each bar placed by its Dubai times', async () => {
    const { backend, reference } = await calendarBackend();
    renderAdmin(backend, `/admin/calendar?date=${DATE}&view=day`);
    const bar = await screen.findByRole('region', { name: /^Day time bar/ });
    await waitFor(() => expect(cell('Azure Pearl', 'Mon 6 May')).toHaveTextContent(reference));
    // The demo's operating hours, 08:00 to midnight: 16 hours, one column per 5 minutes.
    const scale = within(bar).getAllByRole('columnheader')[1];
    expect(scale).toHaveTextContent(/^Mon 6 May08:0009:00.*23:00$/);
    const booking = within(cell('Azure Pearl', 'Mon 6 May')).getByRole('listitem');
    expect(booking).toHaveStyle({ gridColumn: '25 / 73' }); // 10:00 is 24 columns after 08:00; 14:00 is 72
    expect(booking).toHaveTextContent(`10:00–14:00 Booking ${reference}`);
    const block = within(cell('Marina Star', 'Mon 6 May')).getByRole('listitem');
    expect(block).toHaveStyle({ gridColumn: '1 / 49' });
    expect(block).toHaveTextContent('08:00–12:00 Maintenance Engine service');
  });

  it('widens the time bar for a block outside the operating hours', async () => {
    const { backend } = await calendarBackend();
    await backend.bookings.addBlock({
      yachtId: 'sea-breeze',
      start: iso(DATE, 6 * 60 + 30),
      end: iso(DATE, 7 * 60 + 15),
      blockKind: 'private',
      reason: 'Dawn fishing',
    });
    renderAdmin(backend, `/admin/calendar?date=${DATE}&view=day`);
    await waitFor(() => expect(cell('Sea Breeze', 'Mon 6 May')).toHaveTextContent('06:30–07:15 Private use'));
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent(/^Mon 6 May06:0007:0008:00/);
    expect(within(cell('Sea Breeze', 'Mon 6 May')).getByRole('listitem')).toHaveStyle({
      gridColumn: '7 / 16',
    });
  });

  it('cancels a confirmed booking after asking, freeing its slot and sending its enquiry back to quoted', async () => {
    const { backend, reference } = await calendarBackend();
    renderAdmin(backend, `/admin/calendar?date=${DATE}&view=day`);
    const cancel = await within(await waitFor(() => cell('Azure Pearl', 'Mon 6 May'))).findByRole('button', {
      name: `Cancel booking ${reference}, Azure Pearl, 6 May 10:00–14:00`,
    });
    await userEvent.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: `Cancel booking ${reference}?` });
    // Keeping it changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await backend.bookings.list(DATE, DATE)).toHaveLength(2);

    await userEvent.click(cancel);
    dialog = await screen.findByRole('dialog', { name: `Cancel booking ${reference}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Booking ${reference} cancelled; its slot is free again.`,
    );
    await waitFor(() => expect(cell('Azure Pearl', 'Mon 6 May')).toHaveTextContent('Free'));
    expect((await backend.bookings.list(DATE, DATE)).map((item) => item.kind)).toEqual(['block']);
    const [enquiry] = await backend.enquiries.list();
    expect(enquiry).toMatchObject({ reference, status: 'quoted', bookingId: null });
  });

  it('says so when a booking cannot be cancelled, and keeps it on the calendar', async () => {
    const { backend, reference } = await calendarBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {
      ...backend,
      bookings: { ...backend.bookings, cancel: () => Promise.reject(new Error('offline')) },
    };
    renderAdmin(failing, `/admin/calendar?date=${DATE}&view=week`);
    await userEvent.click(
      await within(await waitFor(() => cell('Azure Pearl', 'Mon 6 May'))).findByRole('button', {
        name: /^Cancel booking/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Cancel booking ${reference}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not cancel the booking.');
    await waitFor(() =>
      expect(cell('Azure Pearl', 'Mon 6 May')).toHaveTextContent(`10:00–14:00 Booking ${reference}`),
    );
  });

  it('exports the confirmed charters from today on as an .ics file, of all yachts or one', async () => {
    const { backend, reference } = await calendarBackend();
    // A charter on Marina Star with a message of two lines and a note, and one that sailed two days ago.
    const star = azureQuote('2030-05-07', 18 * 60, 3);
    const { id: starId, reference: starRef } = await backend.enquiries.create({
      ...quotedEnquiry('عائشة', '+971502222222', {
        ...star,
        selection: { ...star.selection, yachtId: 'marina-star' },
      }),
      message: 'Anniversary dinner\nVegetarian menu, please',
    });
    await backend.enquiries.confirm(starId);
    await backend.enquiries.addNote(starId, 'Deposit paid; bring flowers');
    const past = await backend.enquiries.create(
      quotedEnquiry('Old', '+971503333333', azureQuote(addDays(dubaiToday(Date.now()), -2), 600, 2)),
    );
    await backend.enquiries.confirm(past.id);

    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob);
      return 'blob:ics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAdmin(backend, `/admin/calendar?date=${DATE}&view=day`);
    const exportButton = await screen.findByRole('button', { name: 'Export .ics' });
    // Enabled once the fleet is read.
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    const form = screen.getByRole('form', { name: 'Export confirmed charters (.ics)' });
    expect(form).toHaveTextContent('Confirmed charters from today (Dubai) on');
    await userEvent.click(within(form).getByRole('button', { name: 'Download .ics' }));
    const today = dubaiToday(Date.now());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Downloaded 2 confirmed charters as charters-all-yachts-from-${today}.ics.`,
    );
    expect(clicked[0].download).toBe(`charters-all-yachts-from-${today}.ics`);
    expect(created[0].type).toBe('text/calendar;charset=utf-8');
    const text = await textOf(created[0]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone).not.toBeNull();
    if (zone) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    ICAL.TimezoneService.reset();
    expect(events.map((event) => event.summary)).toEqual(['Azure Pearl: Layla', 'Marina Star: عائشة']);
    expect(events[0].startDate.toJSDate().toISOString()).toBe(iso(DATE, 600));
    expect(events[0].description).toContain(`Reference: ${reference}`);
    expect(events[0].description).toContain('Add-ons: DJ (4 h)');
    expect(events[1].startDate.toJSDate().toISOString()).toBe(iso('2030-05-07', 18 * 60));
    expect(events[1].description).toBe(
      [
        `Reference: ${starRef}`,
        'Guests: 6',
        'Phone: +971502222222',
        'Add-ons: DJ (3 h)',
        'Note:',
        'Client’s message: Anniversary dinner',
        'Vegetarian menu, please',
        'Operator’s note: Deposit paid; bring flowers',
      ].join('\n'),
    );

    await userEvent.selectOptions(within(form).getByLabelText('Yachts'), 'Marina Star');
    await userEvent.click(within(form).getByRole('button', { name: 'Download .ics' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        `Downloaded 1 confirmed charter as charters-marina-star-from-${today}.ics.`,
      ),
    );
    expect(await textOf(created[1])).toContain('SUMMARY:Marina Star: عائشة');
    expect(await textOf(created[1])).not.toContain('Azure Pearl');
  });

  it('says so when the export fails', async () => {
    const { backend } = await calendarBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      ...backend,
      enquiries: { ...backend.enquiries, get: () => Promise.reject(new Error('offline')) },
    };
    renderAdmin(broken, `/admin/calendar?date=${DATE}&view=day`);
    const exportButton = await screen.findByRole('button', { name: 'Export .ics' });
    // Enabled once the fleet is read.
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    await userEvent.click(screen.getByRole('button', { name: 'Download .ics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not export the charters. Please try again.',
    );
  });
});
