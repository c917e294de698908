import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { withOverrides } from '../test-utils';
import { deferred, renderAdmin, signedInBackend } from './admin-test-utils';

const PAGE = '/admin/booking';

async function retype(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

describe('booking settings', () => {
  it('is reached from the admin navigation and shows the stored settings', async () => {
    renderAdmin(await signedInBackend(), '/admin');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('link', {
        name: 'Booking settings',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking settings' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(screen.getByLabelText('Opening time (Dubai)')).toHaveDisplayValue('08:00');
    expect(screen.getByLabelText('Closing time (Dubai)')).toHaveDisplayValue('24:00 (midnight)');
    expect(screen.getByLabelText('Start-time step')).toHaveDisplayValue('Every 30 minutes');
    expect(screen.getByLabelText('Turnaround (minutes)')).toHaveValue(60);
    expect(screen.getByLabelText('Deposit (%)')).toHaveValue(50);
    expect(screen.getByRole('radio', { name: 'Included in the prices' })).toBeChecked();
  });

  it('shows a message by each wrong field, keeps what was typed and saves nothing', async () => {
    const backend = await signedInBackend();
    const save = vi.spyOn(backend.booking, 'saveSettings');
    renderAdmin(backend, PAGE);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) {
      await userEvent.click(await screen.findByRole('checkbox', { name: day }));
    }
    await userEvent.selectOptions(screen.getByLabelText('Opening time (Dubai)'), '20:00');
    await userEvent.selectOptions(screen.getByLabelText('Closing time (Dubai)'), '20:30');
    await retype('Deposit (%)', '150');
    await retype('Booking horizon (days)', '');
    await retype('Turnaround (minutes)', '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(
      screen.getByText('Weekend days must be days of the week, each at most once, and not all seven.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Closing time (Dubai)')).toHaveAccessibleDescription(
      'Closing time must be at least an hour after the opening time and no later than 24:00.',
    );
    expect(screen.getByLabelText('Deposit (%)')).toHaveAccessibleDescription(
      'Deposit must be a whole percentage from 0 to 100.',
    );
    expect(screen.getByLabelText('Booking horizon (days)')).toHaveAccessibleDescription(
      'Booking horizon must be a whole number of days from 1 to 730.',
    );
    expect(screen.getByLabelText('Turnaround (minutes)')).toHaveAccessibleDescription(
      'Turnaround must be a whole number of minutes from 0 to 240.',
    );
    expect(screen.getByLabelText('Deposit (%)')).toHaveValue(150);
    expect(screen.getByLabelText('Turnaround (minutes)')).toHaveValue(12.5);
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the settings', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, PAGE);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.selectOptions(screen.getByLabelText('Opening time (Dubai)'), '09:30');
    await userEvent.selectOptions(screen.getByLabelText('Closing time (Dubai)'), '23:00');
    await userEvent.selectOptions(screen.getByLabelText('Start-time step'), 'Every 15 minutes');
    await retype('Turnaround (minutes)', '45');
    await retype('Lead time (minutes)', '240');
    await retype('Booking horizon (days)', '120');
    await retype('Deposit (%)', '30');
    await retype('Unpaid deposit link holds (hours)', '6');
    await userEvent.click(screen.getByRole('radio', { name: 'Added to the prices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking settings saved.');
    expect(await backend.booking.getSettings()).toEqual({
      weekendDays: [4, 5, 6],
      openingMinute: 570,
      closingMinute: 1380,
      startStepMinutes: 15,
      turnaroundMinutes: 45,
      leadTimeMinutes: 240,
      horizonDays: 120,
      depositPercent: 30,
      vatMode: 'added',
      depositHoldHours: 6,
    });
  });

  it('sets the guest list’s cut-off, how long ID numbers are kept and the site’s berth, each checked', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, PAGE);
    const cutoff = 'Guest list closes (hours before departure)';
    const retention = 'ID numbers kept (days after the charter)';
    await screen.findByLabelText(cutoff);
    await retype(cutoff, '200');
    await retype(retention, '0');
    await retype('Map link of the berth', 'http://maps.example/pier');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByLabelText(cutoff)).toHaveAccessibleDescription(
      'The guest list cut-off must be a whole number of hours from 0 to 168. Empty: 24. After it, only you can change the list.',
    );
    expect(screen.getByLabelText(retention)).toHaveAccessibleDescription(
      'ID numbers must be kept a whole number of days from 1 to 365. Empty: 30. Then they are erased; the names stay.',
    );
    expect(screen.getByText('Name the berth, or leave its map link and notes empty too.')).toBeVisible();

    await retype(cutoff, '12');
    await retype(retention, '14');
    await retype(
      'Berth (where clients board, unless their yacht says otherwise)',
      'Dubai Marina Yacht Club, pontoon C',
    );
    await retype('Map link of the berth', 'https://maps.app.goo.gl/pier');
    expect(screen.queryByText(/^Name the berth/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking settings saved.');
    expect(await backend.booking.getSettings()).toMatchObject({
      guestListCutoffHours: 12,
      idRetentionDays: 14,
      berth: {
        name: 'Dubai Marina Yacht Club, pontoon C',
        mapUrl: 'https://maps.app.goo.gl/pier',
        notes: '',
      },
    });
  });

  it('sets the balance’s due hours, the refund tiers and who issues the tax invoices, each checked', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, PAGE);
    const trn = 'TRN (Tax Registration Number)';
    // The common terms until the operator changes them: 72 hours 100%, 24 hours 50%.
    expect(await screen.findByLabelText('Tier 1: at least (hours before)')).toHaveValue(72);
    expect(screen.getByLabelText('Tier 2: at least (hours before)')).toHaveValue(24);
    await retype('Balance due (hours before departure)', '800');
    await retype(trn, '1001 2345 6700');
    await retype('Tier 2: at least (hours before)', '96');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByLabelText('Balance due (hours before departure)')).toHaveAccessibleDescription(
      'The balance must be due a whole number of hours from 0 to 720 before departure. Empty: 48.',
    );
    expect(screen.getByLabelText(trn)).toHaveAccessibleDescription(
      'The TRN is 15 digits, as on the tax registration certificate. 15 digits, as on the certificate. Without it, payments get plain receipts, not tax invoices.',
    );
    expect(screen.getByText('Tier 2: each tier needs fewer hours than the one before it.')).toBeVisible();
    // Said under the tier's hours, which are marked; its refund is not.
    expect(screen.getByLabelText('Tier 2: at least (hours before)')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Tier 2: at least (hours before)')).toHaveAccessibleDescription(
      'Tier 2: each tier needs fewer hours than the one before it.',
    );
    expect(screen.getAllByLabelText('Refund (%)')[1]).not.toHaveClass('is-invalid');
    // What was typed stays.
    expect(screen.getByLabelText(trn)).toHaveValue('1001 2345 6700');

    await retype('Balance due (hours before departure)', '72');
    // Typed in its printed groups: saved as its 15 digits.
    await retype(trn, '1001 2345 6700 003');
    await retype('Tier 2: at least (hours before)', '24');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await retype('Tier 3: at least (hours before)', '0');
    const percents = screen.getAllByLabelText('Refund (%)');
    await userEvent.clear(percents[2] as HTMLElement);
    await userEvent.type(percents[2] as HTMLElement, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    await retype('Legal name (on tax invoices)', 'Marina Luxe Yachts L.L.C.');
    await retype('Address (on tax invoices)', 'Dubai Marina, UAE');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking settings saved.');
    expect(await backend.booking.getSettings()).toMatchObject({
      balanceDueHours: 72,
      cancellationTiers: [
        { hoursBefore: 72, refundPercent: 100 },
        { hoursBefore: 0, refundPercent: 10 },
      ],
      legalName: 'Marina Luxe Yachts L.L.C.',
      legalAddress: 'Dubai Marina, UAE',
      trn: '100123456700003',
    });
  });

  it('shows what the backend refused, and a plain message when it could not be reached, keeping the form', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failure: Error = new BackendError(
      'invalid-argument',
      'Deposit must be a whole percentage from 0 to 100.',
    );
    renderAdmin(withOverrides(backend, { booking: { saveSettings: () => Promise.reject(failure) } }), PAGE);
    await screen.findByLabelText('Deposit (%)');
    await retype('Deposit (%)', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the booking settings. Deposit must be a whole percentage from 0 to 100.',
    );
    failure = new Error('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Could not save the booking settings\.$/),
    );
    expect(screen.getByLabelText('Deposit (%)')).toHaveValue(40);
    expect((await backend.booking.getSettings()).depositPercent).toBe(50);
  });
});

describe('add-ons', () => {
  const addOnItems = () =>
    within(screen.getByRole('list', { name: 'Add-ons' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('lists, adds (validated), edits and removes add-ons after a question', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, PAGE);
    await screen.findByRole('list', { name: 'Add-ons' });
    expect(addOnItems().join('|')).toMatch(/DJ · AED\s500 per hour active/);

    await userEvent.click(screen.getByRole('button', { name: 'New add-on' }));
    const form = screen.getByRole('form', { name: 'Add an add-on' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add add-on' }));
    expect(within(form).getByLabelText('Add-on name')).toHaveAccessibleDescription(
      'Enter a name for the add-on.',
    );
    expect(within(form).getByLabelText('Price (AED)')).toHaveAccessibleDescription(
      'Enter a price in AED of 0 or more, like 350 or 49.50.',
    );
    await userEvent.type(within(form).getByLabelText('Add-on name'), 'Sunset photos');
    await userEvent.type(within(form).getByLabelText('Price (AED)'), '249.5');
    await userEvent.selectOptions(within(form).getByLabelText('Charged'), 'per guest');
    await userEvent.click(within(form).getByRole('button', { name: 'Add add-on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add-on saved.');
    await waitFor(() => expect(addOnItems().join('|')).toMatch(/Sunset photos · AED\s249\.50 per guest/));
    const saved = (await backend.booking.listAddOns()).find((addOn) => addOn.name === 'Sunset photos');
    expect(saved).toMatchObject({ priceFils: 24_950, unit: 'guest', active: true });

    await userEvent.click(screen.getByRole('button', { name: 'Edit DJ' }));
    const edit = screen.getByRole('form', { name: 'Edit DJ' });
    expect(within(edit).getByLabelText('Price (AED)')).toHaveValue(500);
    await userEvent.clear(within(edit).getByLabelText('Price (AED)'));
    await userEvent.type(within(edit).getByLabelText('Price (AED)'), '650');
    await userEvent.click(within(edit).getByLabelText('Offered to visitors (active)'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save add-on' }));
    await waitFor(() => expect(addOnItems().join('|')).toMatch(/DJ · AED\s650 per hour inactive/));
    expect((await backend.booking.listAddOns()).find((addOn) => addOn.id === 'dj')).toMatchObject({
      priceFils: 65_000,
      active: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Jet ski' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Jet ski?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(addOnItems().join('|')).not.toMatch(/Jet ski/));
    expect((await backend.booking.listAddOns()).map((addOn) => addOn.id)).not.toContain('jet-ski');
  });

  it('keeps the list on screen, not "Loading", while it is read again after a change', async () => {
    const backend = await signedInBackend();
    const held = deferred();
    let reads = 0;
    const listAddOns: Backend['booking']['listAddOns'] = async () => {
      reads += 1;
      if (reads > 1) await held.promise;
      return backend.booking.listAddOns();
    };
    renderAdmin(withOverrides(backend, { booking: { listAddOns } }), PAGE);
    await screen.findByRole('list', { name: 'Add-ons' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Jet ski' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Jet ski?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByText('Loading add-ons...')).toBeNull();
    expect(addOnItems().join('|')).toMatch(/Jet ski/);
    held.resolve();
    await waitFor(() => expect(addOnItems().join('|')).not.toMatch(/Jet ski/));
    expect(screen.getByText('Deleted successfully.')).toBeVisible();
  });

  it('keeps the typed add-on and says why when saving fails', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        booking: { saveAddOn: () => Promise.reject(new BackendError('permission-denied', 'no')) },
      }),
      PAGE,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New add-on' }));
    const form = screen.getByRole('form', { name: 'Add an add-on' });
    await userEvent.type(within(form).getByLabelText('Add-on name'), 'Fishing kit');
    await userEvent.type(within(form).getByLabelText('Price (AED)'), '120');
    await userEvent.click(within(form).getByRole('button', { name: 'Add add-on' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not save the add-on.');
    expect(within(form).getByLabelText('Add-on name')).toHaveValue('Fishing kit');
    expect(within(form).getByLabelText('Price (AED)')).toHaveValue(120);
    expect((await backend.booking.listAddOns()).map((addOn) => addOn.name)).not.toContain('Fishing kit');
  });
});
