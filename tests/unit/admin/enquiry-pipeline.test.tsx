import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// The device is far from Dubai: everything must still read in Dubai time.
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

interface Pipeline {
  backend: Backend;
  layla: string;
  omar: string;
  sam: string;
}

/**
 * Layla's quote (10:00–14:00) and Omar's overlapping one (13:00–16:00) on Azure Pearl, both quoted; Sam's call-back
 * request is new. The operator is signed in.
 */
async function pipeline(): Promise<Pipeline> {
  let minute = 0;
  const backend = await createTestBackend({
    now: () => new Date(Date.UTC(2030, 3, 1, 9, minute++)),
    storage: new MemoryStorage(),
  });
  const layla = await backend.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  const omar = await backend.enquiries.create(
    quotedEnquiry('Omar', '+971503333333', azureQuote(DATE, 780, 3)),
  );
  const sam = await backend.enquiries.create({
    channel: 'callback',
    name: 'Sam',
    phone: '+971502222222',
    preferredTime: '18:00',
    message: 'Any yacht for 10',
    language: 'en',
    campaign: {},
    quote: null,
  });
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await backend.enquiries.setStatus(layla.id, 'quoted');
  await backend.enquiries.setStatus(omar.id, 'quoted');
  return { backend, layla: layla.reference, omar: omar.reference, sam: sam.reference };
}

const itemOf = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Enquiries' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.split(' ')[0]);

async function showQuoted() {
  await userEvent.click(await screen.findByRole('radio', { name: /^Quoted/ }));
  await waitFor(() => expect(shownNames()).toEqual(['Omar', 'Layla']));
}

describe('enquiries pipeline', () => {
  it('shows each enquiry’s reference, channel, quote in Dubai time, language and campaign', async () => {
    const { backend, layla } = await pipeline();
    renderAdmin(backend, '/admin/enquiries');
    await showQuoted();
    const item = itemOf('Layla');
    expect(item).toHaveTextContent(`Reference ${layla} · WhatsApp · Arabic`);
    expect(item).toHaveTextContent('Campaign: google / cpc / summer');
    expect(item).toHaveTextContent('YachtAzure Pearl');
    expect(item).toHaveTextContent('When (Dubai)Monday, 6 May 2030, 10:00–14:00 (4 h)');
    expect(item).toHaveTextContent('Guests6');
    expect(item).toHaveTextContent(/Add-onsDJ × 4 per hour: AED\s2,000/);
    expect(item).toHaveTextContent(/Total \(quoted\)AED\s3,800 \(VAT included: AED\s180.95\)/);
    expect(item).toHaveTextContent(/DepositAED\s1,900/);
    expect(item).toHaveTextContent(/Received 1 Apr 2030, 13:0\d \(Dubai\)/);
  });

  it('filters by status and finds enquiries by reference, name or phone', async () => {
    const { backend, omar } = await pipeline();
    renderAdmin(backend, '/admin/enquiries');
    await screen.findByRole('list', { name: 'Enquiries' });
    expect(shownNames()).toEqual(['Sam']);
    expect(await screen.findByRole('radio', { name: 'Quoted (2)' })).toBeInTheDocument();
    await showQuoted();

    const search = screen.getByRole('searchbox', { name: 'Search by reference, name or phone' });
    await userEvent.type(search, omar.toLowerCase().replace('-', ''));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(shownNames()).toEqual(['Omar']));

    await userEvent.clear(search);
    await userEvent.type(search, '050 222 2222{Enter}');
    await waitFor(() => expect(shownNames()).toEqual(['Sam']));

    await userEvent.clear(search);
    await userEvent.type(search, 'lay{Enter}');
    await waitFor(() => expect(shownNames()).toEqual(['Layla']));

    await userEvent.clear(search);
    await userEvent.type(search, 'Nobody{Enter}');
    expect(await screen.findByText('No enquiry matches this search.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(shownNames()).toEqual(['Omar', 'Layla']));
    expect(search).toHaveValue('');
  });

  it('opens on a search from the address (the calendar links to an enquiry by reference)', async () => {
    const { backend, layla } = await pipeline();
    renderAdmin(backend, `/admin/enquiries?q=${layla}`);
    await waitFor(() => expect(shownNames()).toEqual(['Layla']));
    expect(screen.getByRole('searchbox', { name: 'Search by reference, name or phone' })).toHaveValue(layla);
  });

  it('adds timestamped notes, refuses an empty one and keeps the text when saving fails', async () => {
    const { backend, sam } = await pipeline();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = false;
    const addNote: Backend['enquiries']['addNote'] = (id, text) =>
      fail ? Promise.reject(new Error('offline')) : backend.enquiries.addNote(id, text);
    renderAdmin(withOverrides(backend, { enquiries: { addNote } }), '/admin/enquiries');
    await userEvent.click(await screen.findByRole('button', { name: `Notes on ${sam}` }));
    const notes = await screen.findByRole('region', { name: `Notes on ${sam}` });
    expect(await within(notes).findByText('No notes yet.')).toBeInTheDocument();

    await userEvent.click(within(notes).getByRole('button', { name: `Add note to ${sam}` }));
    expect(within(notes).getByRole('alert')).toHaveTextContent('Write the note first.');

    await userEvent.type(within(notes).getByLabelText('New note'), 'Called, wants Friday');
    await userEvent.click(within(notes).getByRole('button', { name: `Add note to ${sam}` }));
    const list = await within(notes).findByRole('list', { name: 'Notes' });
    expect(list).toHaveTextContent(
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} · operator@example\.com: Called, wants Friday$/,
    );
    expect(within(notes).getByLabelText('New note')).toHaveValue('');

    fail = true;
    await userEvent.type(within(notes).getByLabelText('New note'), 'Second call');
    await userEvent.click(within(notes).getByRole('button', { name: `Add note to ${sam}` }));
    expect(await within(notes).findByRole('alert')).toHaveTextContent('Could not add the note.');
    expect(within(notes).getByLabelText('New note')).toHaveValue('Second call');
    expect(await backend.enquiries.notes(sam)).toHaveLength(1);
  });

  it('confirms a quoted enquiry into a booking, refuses an overlapping one naming the clash, and cancels', async () => {
    const { backend, layla, omar } = await pipeline();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(backend, '/admin/enquiries');
    await showQuoted();
    expect(within(itemOf('Omar')).queryByRole('link', { name: /calendar/ })).toBeNull();

    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: `Confirm booking ${layla}` }));
    expect(await within(itemOf('Layla')).findByRole('alert')).toHaveTextContent(
      'Booked. The slot is now blocked on the calendar.',
    );
    expect(itemOf('Layla')).toHaveTextContent(/Layla confirmed/);
    expect(
      within(itemOf('Layla')).getByRole('link', { name: `View ${layla} on the calendar` }),
    ).toHaveAttribute('href', `/admin/calendar?date=${DATE}&view=day`);
    const [booking] = await backend.bookings.list(DATE, DATE);
    expect(booking).toMatchObject({ kind: 'booking', reference: layla, start: '2030-05-06T06:00:00.000Z' });

    await userEvent.click(within(itemOf('Omar')).getByRole('button', { name: `Confirm booking ${omar}` }));
    const refusal = await within(itemOf('Omar')).findByRole('alert');
    expect(refusal).toHaveTextContent(/^Not booked: the slot is taken\./);
    expect(refusal).toHaveTextContent(layla);
    expect(itemOf('Omar')).toHaveTextContent(/Omar quoted/);
    expect((await backend.enquiries.get(omar))?.status).toBe('quoted');

    // Cancelling asks first; keeping it changes nothing.
    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: `Cancel booking ${layla}` }));
    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: 'Keep it' }));
    expect(await backend.bookings.list(DATE, DATE)).toHaveLength(1);
    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: `Cancel booking ${layla}` }));
    expect(
      within(itemOf('Layla')).getByText('Cancel this booking? The slot becomes free for others.'),
    ).toBeVisible();
    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await within(itemOf('Layla')).findByRole('alert')).toHaveTextContent(
      'Booking cancelled: the slot is free again.',
    );
    expect(itemOf('Layla')).toHaveTextContent(/Layla quoted/);
    expect(await backend.bookings.list(DATE, DATE)).toEqual([]);

    // The slot is free: Omar's enquiry can now be booked.
    await userEvent.click(within(itemOf('Omar')).getByRole('button', { name: `Confirm booking ${omar}` }));
    expect(
      await within(itemOf('Omar')).findByText('Booked. The slot is now blocked on the calendar.'),
    ).toBeVisible();
  });

  it('says when a confirm or a cancel fails for another reason', async () => {
    const { backend, layla } = await pipeline();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bookingId = await backend.enquiries.confirm(layla);
    expect(bookingId).toBeTruthy();
    const broken = withOverrides(backend, {
      bookings: { cancel: () => Promise.reject(new BackendError('permission-denied', 'denied')) },
      enquiries: { confirm: () => Promise.reject(new Error('offline')) },
    });
    renderAdmin(broken, '/admin/enquiries');
    await userEvent.click(await screen.findByRole('radio', { name: /^All/ }));
    await waitFor(() => expect(shownNames()).toContain('Layla'));
    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: `Cancel booking ${layla}` }));
    await userEvent.click(within(itemOf('Layla')).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await within(itemOf('Layla')).findByRole('alert')).toHaveTextContent(
      /^Could not cancel the booking\.$/,
    );
    await userEvent.click(within(itemOf('Omar')).getByRole('button', { name: /^Confirm booking/ }));
    expect(await within(itemOf('Omar')).findByRole('alert')).toHaveTextContent(
      /^Could not confirm this booking\.$/,
    );
  });

  it('checks each quote against today’s price list, read once for the screen, and names the yacht from the fleet', async () => {
    const backend = await createTestBackend({ storage: new MemoryStorage() });
    const forged = { ...azureQuote(DATE, 600, 4), yachtName: 'Cheap Boat', totalFils: 10_000 };
    const fair = azureQuote(DATE, 600, 4);
    const gone = azureQuote(DATE, 600, 2);
    const crowded = azureQuote(DATE, 900, 2);
    await backend.enquiries.create(quotedEnquiry('Forged', '+971501111111', forged));
    await backend.enquiries.create(quotedEnquiry('Fair', '+971501111112', fair));
    // A yacht the operator removed after the enquiry came in.
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const sunk = {
      name: 'Sunk',
      price: 450,
      feet: 42,
      capacity: 12,
      complementary: '',
      images: [],
      isVIP: false,
    };
    await backend.yachts.add(sunk, 'sunk');
    await backend.enquiries.create(
      quotedEnquiry('Gone', '+971501111113', { ...gone, selection: { ...gone.selection, yachtId: 'sunk' } }),
    );
    await backend.yachts.remove('sunk');
    await backend.auth.signOut();
    const { reference: crowd } = await backend.enquiries.create(
      quotedEnquiry('Crowd', '+971501111114', {
        ...crowded,
        selection: { ...crowded.selection, guests: 15 },
      }),
    );
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const reads = { settings: 0, addOns: 0 };
    const counted = withOverrides(backend, {
      booking: {
        getSettings: () => (reads.settings++, backend.booking.getSettings()),
        listAddOns: () => (reads.addOns++, backend.booking.listAddOns()),
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(counted, '/admin/enquiries');

    await waitFor(() =>
      expect(itemOf('Forged')).toHaveTextContent(
        /The quote differs from today’s price list\. Stored total AED\s100; today’s price AED\s3,800\./,
      ),
    );
    expect(itemOf('Forged')).toHaveTextContent('YachtAzure Pearl (quoted as “Cheap Boat”)');
    expect(itemOf('Fair')).toHaveTextContent('Price checked: the quote matches today’s price list.');
    expect(itemOf('Fair')).not.toHaveTextContent('differs');
    expect(itemOf('Gone')).toHaveTextContent('Yacht“Azure Pearl” (no longer in the fleet)');
    expect(itemOf('Gone')).toHaveTextContent('Yacht no longer in the fleet.');
    expect(itemOf('Crowd')).toHaveTextContent(
      'Confirm will be refused: Azure Pearl takes at most 12 guests; this enquiry is for 15.',
    );
    expect(reads).toEqual({ settings: 1, addOns: 1 });

    // Confirm is refused by the backend with the same words.
    await userEvent.click(within(itemOf('Crowd')).getByRole('button', { name: `Confirm booking ${crowd}` }));
    expect(await within(itemOf('Crowd')).findByRole('alert')).toHaveTextContent(
      'Could not confirm this booking. Azure Pearl takes at most 12 guests; this enquiry is for 15.',
    );
    expect((await backend.enquiries.get(crowd))?.status).toBe('new');
  });

  it('says when today’s price list cannot be read, naming the yacht as quoted', async () => {
    const { backend } = await pipeline();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = withOverrides(backend, {
      booking: { listAddOns: () => Promise.reject(new Error('offline')) },
    });
    renderAdmin(broken, '/admin/enquiries');
    await showQuoted();
    await waitFor(() =>
      expect(itemOf('Layla')).toHaveTextContent(
        'Could not check the price against today’s price list: check it before confirming.',
      ),
    );
    expect(itemOf('Layla')).toHaveTextContent('Yacht“Azure Pearl” (as quoted; the fleet could not be read)');
  });
});
