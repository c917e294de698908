import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { customPackageInfo, NOTES_MAX } from '../../../src/features/packages/custom/custom-package';
import { nextWeekday, stubWhatsappTab } from '../booking/live-booking.helpers';
import { createTestBackend, renderApp } from '../test-utils';

describe('the Custom Package as the booking panel books it', () => {
  it('includes the chosen extras and sends the occasion, extras and notes to the operator', () => {
    expect(
      customPackageInfo({
        occasion: 'Birthday',
        extras: ['Decoration', 'Flowers'],
        notes: '  Surprise for Sara ',
      }),
    ).toEqual({
      name: 'Custom Package',
      items: ['Decoration', 'Flowers'],
      details: ['Occasion: Birthday', 'Also arrange: Decoration, Flowers', 'Notes: Surprise for Sara'],
    });
  });

  it('leaves out what was not given and bounds the notes', () => {
    expect(customPackageInfo({ occasion: '', extras: [], notes: '   ' })).toEqual({
      name: 'Custom Package',
      items: [],
      details: [],
    });
    const long = customPackageInfo({ occasion: '', extras: [], notes: 'x'.repeat(NOTES_MAX + 50) });
    expect(long.details).toEqual([`Notes: ${'x'.repeat(NOTES_MAX)}`]);
  });
});

// Sending opens a tab on click and points it at WhatsApp once the enquiry is stored.
const { tab } = stubWhatsappTab();

describe('custom package page', { timeout: 20_000 }, () => {
  async function renderCustom(search = '') {
    const backend = await createTestBackend();
    renderApp({ backend, path: `${paths.customPackage}${search}` });
    // The route and the panel load lazily; the first transform in a cold test run can take a while.
    await screen.findByRole('heading', { level: 1, name: 'Custom Package' }, { timeout: 5000 });
    const user = userEvent.setup({ delay: null });
    const yacht = await screen.findByLabelText('Yacht', {}, { timeout: 5000 });
    await within(yacht).findByRole('option', { name: 'Marina Star · 20 guests' });
    return { backend, user, yacht };
  }

  it('books the trip in the shared panel: free times, the total, a reference, and the trip on WhatsApp', async () => {
    const date = nextWeekday();
    const { backend, user, yacht } = await renderCustom(`?date=${date}&hours=2&guests=6`);
    // No yacht yet: no times nor price.
    expect(screen.getByText('Choose a yacht to see its free times and price.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Occasion'), 'Anniversary');
    await user.click(screen.getByLabelText('Decoration'));
    await user.click(screen.getByLabelText('Live music'));
    await user.type(screen.getByLabelText('Notes'), 'Ring hidden in the cake');
    await user.selectOptions(yacht, 'Marina Star · 20 guests');

    const panel = await screen.findByRole(
      'region',
      { name: 'Check availability & price', busy: false },
      { timeout: 5000 },
    );
    expect(within(panel).getByText('Custom Package includes:')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Decoration', 'Live music']);
    const start = await within(panel).findByRole('option', { name: /^10:00/ }, { timeout: 5000 });
    await user.selectOptions(within(panel).getByLabelText('Start time'), start);
    // Marina Star: AED 750 an hour on weekdays, VAT included.
    const total = within(panel).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(total).toHaveTextContent(/AED\s1,500$/);

    await user.click(within(panel).getByRole('button', { name: 'Send on WhatsApp' }));
    const reference = await within(panel).findByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/);
    const [stored] = await backend.enquiries.list();
    expect(stored).toMatchObject({
      reference: reference.textContent,
      channel: 'whatsapp',
      message: 'Occasion: Anniversary\nAlso arrange: Decoration, Live music\nNotes: Ring hidden in the cake',
      quote: {
        yachtName: 'Marina Star',
        packageName: 'Custom Package',
        totalFils: 150_000,
        selection: { yachtId: 'marina-star', date, startMinute: 600, hours: 2, guests: 6 },
      },
    });
    const text = decodeURIComponent(tab().location.href);
    expect(text).toContain(`Reference: ${stored.reference}\nPackage: Custom Package\nYacht: Marina Star`);
    expect(text).toContain(
      'Occasion: Anniversary\nAlso arrange: Decoration, Live music\nNotes: Ring hidden in the cake',
    );
  });

  it('refuses more guests than the yacht takes, and sends the trip as a call-back request', async () => {
    const { backend, user, yacht } = await renderCustom(`?date=${nextWeekday()}&hours=2`);
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Birthday');
    await user.selectOptions(yacht, 'Sea Breeze · 8 guests');
    const panel = await screen.findByRole(
      'region',
      { name: 'Check availability & price', busy: false },
      { timeout: 5000 },
    );
    const start = await within(panel).findByRole('option', { name: /^10:00/ }, { timeout: 5000 });
    await user.selectOptions(within(panel).getByLabelText('Start time'), start);
    const guests = within(panel).getByLabelText('Guests');
    await user.clear(guests);
    await user.type(guests, '10');
    expect(within(panel).getByText('This yacht takes at most 8 guests.')).toBeInTheDocument();
    expect(within(panel).queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();

    await user.clear(guests);
    await user.type(guests, '8');
    await user.click(within(panel).getByRole('button', { name: 'Request a call back' }));
    await user.type(within(panel).getByLabelText('Name'), 'Omar');
    await user.type(within(panel).getByLabelText('Phone'), '+971 55 765 4321');
    await user.click(within(panel).getByRole('button', { name: 'Send my call-back request' }));
    const reference = await within(panel).findByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/);
    const [stored] = await backend.enquiries.list();
    expect(stored).toMatchObject({
      reference: reference.textContent,
      channel: 'callback',
      name: 'Omar',
      phone: '+971557654321',
      message: 'Occasion: Birthday',
      quote: { yachtName: 'Sea Breeze', packageName: 'Custom Package', selection: { guests: 8 } },
    });
    expect(window.open).not.toHaveBeenCalled();
  });
});
