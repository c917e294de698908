import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiInstant } from '../../../src/domain/booking';
import { renderAdmin, signedInBackend } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// 6 May 2030, 10:00 in Dubai: the feed's events fall inside the booking horizon from here.
const NOW = new Date('2030-05-06T06:00:00.000Z');
const DATE = '2030-05-08';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A marketplace's export: one charter 12:00–15:00 Dubai on 8 May (08:00–11:00 UTC), summary with the renter. */
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//GetMyBoat//Bookings//EN',
  'BEGIN:VEVENT',
  'UID:gmb-4411@getmyboat.com',
  'DTSTAMP:20300501T000000Z',
  'DTSTART:20300508T080000Z',
  'DTEND:20300508T110000Z',
  'SUMMARY:Booking #4411 - Ahmed',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const icsFile = (text: string) => new File([text], 'getmyboat.ics', { type: 'text/calendar' });

async function openImports(path = `/admin/calendar?date=${DATE}&view=day`) {
  const backend = await signedInBackend();
  const { id, reference } = await backend.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await backend.enquiries.confirm(id);
  renderAdmin(backend, path);
  const open = await screen.findByRole('button', { name: 'Import calendars' });
  // Enabled once the fleet is read.
  await waitFor(() => expect(open).toBeEnabled());
  await userEvent.click(open);
  const panel = await screen.findByRole('region', { name: 'Calendars from other channels' });
  return { backend, reference, panel };
}

async function addFeed(panel: HTMLElement, label: string, url = '') {
  const form = within(panel).getByRole('form', { name: 'Add a calendar' });
  await userEvent.selectOptions(within(form).getByLabelText('Yacht'), 'Azure Pearl');
  await userEvent.type(within(form).getByLabelText('Label'), label);
  if (url) await userEvent.type(within(form).getByLabelText('iCal address (optional)'), url);
  await userEvent.click(within(form).getByRole('button', { name: 'Add calendar' }));
}

describe('imported calendars', () => {
  it('imports an uploaded .ics as a block, and names the double booking on the calendar', async () => {
    const { reference, panel } = await openImports();
    await addFeed(panel, 'GetMyBoat');
    expect(await within(panel).findByText('GetMyBoat added: upload its .ics file.')).toBeInTheDocument();
    expect(within(panel).getByText('Not synced yet.')).toBeInTheDocument();

    await userEvent.upload(
      within(panel).getByLabelText('Upload .ics: GetMyBoat, Azure Pearl'),
      icsFile(FEED),
    );
    expect(
      await within(panel).findByText('GetMyBoat synced: 1 new, 0 moved, 0 removed.'),
    ).toBeInTheDocument();
    expect(await within(panel).findByText(/^Last synced .* \(Dubai\): 1 block\.$/)).toBeInTheDocument();

    const cell = screen.getByRole('cell', { name: 'Azure Pearl, Wed 8 May' });
    await waitFor(() => expect(cell).toHaveTextContent('12:00–15:00 Sold elsewhere'));
    expect(cell).toHaveTextContent('Sold on GetMyBoat');
    expect(cell).toHaveTextContent('Booking #4411 - Ahmed');
    expect(cell).toHaveTextContent(`Double booking with booking ${reference}`);
    expect(cell).toHaveTextContent('Double booking with Sold on GetMyBoat');

    // The same file again changes nothing.
    await userEvent.upload(
      within(panel).getByLabelText('Upload .ics: GetMyBoat, Azure Pearl'),
      icsFile(FEED),
    );
    expect(await within(panel).findByText('GetMyBoat synced: nothing changed.')).toBeInTheDocument();
  });

  it('keeps the last good blocks when a file cannot be read, and says so where it stays', async () => {
    const { panel } = await openImports();
    await addFeed(panel, 'GetMyBoat');
    const upload = await within(panel).findByLabelText('Upload .ics: GetMyBoat, Azure Pearl');
    await userEvent.upload(upload, icsFile(FEED));
    await within(panel).findByText('GetMyBoat synced: 1 new, 0 moved, 0 removed.');

    await userEvent.upload(upload, icsFile('<html>Not found</html>'));
    expect(
      await within(panel).findByText(/^GetMyBoat could not be read: .*Its blocks stay as they were\.$/),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(/^The last sync \(.*\) failed: .*The blocks of the last good sync stay\.$/),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/: 1 block\.$/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Azure Pearl, Wed 8 May' })).toHaveTextContent(
      'Sold on GetMyBoat',
    );
  });

  it('refuses a plain http address by the field, keeping what was typed', async () => {
    const { panel } = await openImports();
    await addFeed(panel, 'Crew calendar', 'http://calendar.example.com/crew.ics');
    const field = within(panel).getByLabelText('iCal address (optional)');
    expect(field).toHaveValue('http://calendar.example.com/crew.ics');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('must start with https://'));
    expect(within(panel).getByText('No calendars imported yet.')).toBeInTheDocument();
  });

  it('syncs from the address where the browser may read it, and says what to do where it may not', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(FEED, { status: 200, headers: { 'content-type': 'text/calendar' } }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetcher);
    const { panel } = await openImports();
    await addFeed(panel, 'Crew calendar', 'webcal://calendar.example.com/crew.ics');
    expect(await within(panel).findByText('https://calendar.example.com/crew.ics')).toBeInTheDocument();

    const sync = within(panel).getByRole('button', { name: 'Sync now: Crew calendar, Azure Pearl' });
    await userEvent.click(sync);
    expect(
      await within(panel).findByText('Crew calendar synced: 1 new, 0 moved, 0 removed.'),
    ).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('https://calendar.example.com/crew.ics', expect.anything());

    await userEvent.click(sync);
    expect(
      await within(panel).findByText(/Crew calendar could not be read: This browser cannot read the address/),
    ).toBeInTheDocument();
  });

  it('asks the server to read the address where Cloud Functions are on, and shows what it recorded', async () => {
    const fetcher = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetcher);
    const { backend, panel } = await openImports();
    const server = vi
      .spyOn(backend.bookings, 'syncImportFeedOnServer')
      .mockResolvedValueOnce({ added: 4, updated: 1, removed: 0, error: null })
      .mockResolvedValueOnce({
        added: 0,
        updated: 0,
        removed: 0,
        error: { code: 'blocked-address', message: 'The address points inside a private network.' },
      });
    await addFeed(panel, 'Crew calendar', 'https://calendar.example.com/crew.ics');
    const sync = await within(panel).findByRole('button', { name: 'Sync now: Crew calendar, Azure Pearl' });
    await userEvent.click(sync);
    expect(
      await within(panel).findByText('Crew calendar synced: 4 new, 1 moved, 0 removed.'),
    ).toBeInTheDocument();
    await userEvent.click(sync);
    expect(
      await within(panel).findByText(
        /Crew calendar could not be read: The address points inside a private network/,
      ),
    ).toBeInTheDocument();
    expect(server).toHaveBeenCalledTimes(2);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('removes a feed with its blocks after asking', async () => {
    const { panel } = await openImports();
    await addFeed(panel, 'GetMyBoat');
    await userEvent.upload(
      await within(panel).findByLabelText('Upload .ics: GetMyBoat, Azure Pearl'),
      icsFile(FEED),
    );
    await within(panel).findByText('GetMyBoat synced: 1 new, 0 moved, 0 removed.');

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove: GetMyBoat, Azure Pearl' }));
    expect(
      within(panel).getByText(/Remove GetMyBoat\? Its 1 block goes from the calendar/),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, remove the feed' }));
    expect(await within(panel).findByText('GetMyBoat removed, with its blocks.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('cell', { name: 'Azure Pearl, Wed 8 May' })).not.toHaveTextContent('Sold on'),
    );
    expect(dubaiInstant(DATE, 0)).toBeGreaterThan(NOW.getTime());
  });
});

describe('a yacht’s busy times for other channels', () => {
  it('downloads the yacht’s busy times from today on with nothing personal, beside its imported calendars', async () => {
    const backend = await signedInBackend();
    const { id } = await backend.enquiries.create(
      quotedEnquiry('Layla Hassan', '+971501111111', azureQuote(DATE, 600, 4)),
    );
    await backend.enquiries.confirm(id);
    await backend.bookings.addBlock({
      yachtId: 'azure-pearl',
      start: new Date(dubaiInstant('2030-05-09', 8 * 60)).toISOString(),
      end: new Date(dubaiInstant('2030-05-09', 12 * 60)).toISOString(),
      blockKind: 'maintenance',
      reason: 'Engine service',
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob);
      return 'blob:ics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderAdmin(backend, '/admin/edit-product/azure-pearl');
    const panel = await screen.findByRole('region', { name: 'Busy times for other channels' });
    // Without Functions nothing serves an address: it says so, and the file is downloaded instead.
    expect(await within(panel).findByText(/needs Cloud Functions/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Download busy times (.ics)' }));
    expect(
      await within(panel).findByText(
        'Downloaded 2 busy times from today on as busy-azure-pearl-from-2030-05-06.ics.',
      ),
    ).toBeInTheDocument();
    const text = new TextDecoder().decode(await created[0].arrayBuffer());
    expect(text.match(/SUMMARY:Not available/g)).toHaveLength(2);
    expect(text).not.toMatch(/Layla|971501111111|Engine|MLY-/);
    vi.restoreAllMocks();

    // The imported calendars are on the same screen, for this yacht only.
    expect(screen.getByRole('region', { name: 'Calendars from other channels' })).toBeInTheDocument();
  });
});
