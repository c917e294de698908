import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixtures } from '../../../fixtures/products';
import type { Product } from '../../../src/backend/types';
import { paths } from '../../../src/config/paths';
import {
  capacityWarning,
  emptyTripPlan,
  formatTripDate,
  positiveWholeNumber,
  tripMessage,
} from '../../../src/features/packages/custom/custom-package';
import { createTestBackend, renderApp } from '../test-utils';

// Pages and the chat load lazily; a cold transform on a busy CI machine can take more than a second.

const azure = productFixtures.find((p) => p.id === 'azure-pearl') as Product;

describe('trip message', () => {
  it('builds a readable message from everything filled in', () => {
    const message = tripMessage(
      {
        occasion: 'Birthday',
        yachtId: azure.id,
        date: '2025-12-05',
        startTime: '18:00',
        hours: '3',
        guests: '10',
        addOns: ['Celebration cake', 'Photographer'],
        notes: '  Surprise for Sara  ',
      },
      azure,
    );
    expect(message).toBe(
      [
        'Hi, I would like to book a Custom Package.',
        'Occasion: Birthday',
        'Yacht: Azure Pearl (42 ft, up to 12 guests, AED 450/hour)',
        'Date: Fri, 5 Dec 2025',
        'Start time: 18:00',
        'Duration: 3 hours',
        'Guests: 10',
        'Add-ons: Celebration cake, Photographer',
        'Estimated charter price: AED 1,350 before add-ons',
        'Notes: Surprise for Sara',
      ].join('\n'),
    );
  });

  it('leaves out what was not given and asks for a yacht suggestion', () => {
    expect(tripMessage({ ...emptyTripPlan, hours: '' }, undefined)).toBe(
      'Hi, I would like to book a Custom Package.\nYacht: please suggest one',
    );
  });

  it('flags guests above the yacht capacity, in the form and in the message', () => {
    expect(capacityWarning({ guests: '12' }, azure)).toBeNull();
    expect(capacityWarning({ guests: '13' }, azure)).toBe(
      'Azure Pearl takes up to 12 guests. Choose a larger yacht or fewer guests.',
    );
    expect(capacityWarning({ guests: '13' }, undefined)).toBeNull();
    expect(tripMessage({ ...emptyTripPlan, guests: '13' }, azure)).toContain(
      'Guests: 13 (more than the 12 Azure Pearl takes, please suggest a larger yacht)',
    );
  });

  it('reads whole numbers only', () => {
    expect(positiveWholeNumber('4')).toBe(4);
    expect(positiveWholeNumber('0')).toBeNull();
    expect(positiveWholeNumber('-2')).toBeNull();
    expect(positiveWholeNumber('2.5')).toBeNull();
    expect(positiveWholeNumber('25', 24)).toBeNull();
    expect(formatTripDate('2026-01-01')).toBe('Thu, 1 Jan 2026');
  });
});

describe('custom package page', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  async function renderCustom() {
    const backend = await createTestBackend();
    renderApp({ backend, path: paths.customPackage });
    // The route and the form load lazily; the first transform in a cold test run can take a while.
    await screen.findByRole('heading', { level: 1, name: 'Custom Package' }, { timeout: 5000 });
    const user = userEvent.setup({ delay: null });
    // Wait for the fleet in the yacht list.
    await screen.findByRole('option', { name: 'Azure Pearl (up to 12 guests)' });
    return { backend, user };
  }

  it('offers dates from today in Dubai, whatever the device’s time zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    // 21:30 UTC on 12 March: still the 12th in Honolulu, already the 13th in Dubai.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2025-03-12T21:30:00Z') });
    try {
      await renderCustom();
      expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2025-03-13');
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('composes the trip into a WhatsApp message and flags too many guests', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = await renderCustom();
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Anniversary');
    await user.selectOptions(screen.getByLabelText('Preferred yacht'), 'Azure Pearl (up to 12 guests)');
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '4');
    await user.type(screen.getByLabelText('Guests'), '14');
    await user.click(screen.getByLabelText('Photographer'));
    await user.type(screen.getByLabelText('Notes'), 'Ring hidden in the cake');

    const guests = screen.getByLabelText('Guests');
    expect(guests).toHaveAccessibleDescription(
      'Azure Pearl takes up to 12 guests. Choose a larger yacht or fewer guests.',
    );
    expect(guests).toHaveClass('is-invalid');

    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    const sent = decodeURIComponent(String(open.mock.calls[0][0]));
    expect(sent).toContain('Occasion: Anniversary');
    expect(sent).toContain('Yacht: Azure Pearl');
    expect(sent).toContain('Duration: 4 hours');
    expect(sent).toContain('Guests: 14 (more than the 12 Azure Pearl takes');
    expect(sent).toContain('Add-ons: Photographer');
    expect(sent).toContain('Notes: Ring hidden in the cake');

    // A larger yacht clears the flag.
    await user.selectOptions(screen.getByLabelText('Preferred yacht'), 'Marina Star (up to 20 guests)');
    expect(screen.getByLabelText('Guests')).not.toHaveClass('is-invalid');
  });

  it('can send the trip as a call-back request instead', async () => {
    const { backend, user } = await renderCustom();
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Birthday');
    await user.type(screen.getByLabelText('Name'), 'Omar');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone'), '+971 55 765 4321');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    const [stored] = await backend.enquiries.list();
    expect(stored.name).toBe('Omar');
    expect(stored.phone).toBe('+971557654321');
    expect(stored.message).toContain('Hi, I would like to book a Custom Package.\nOccasion: Birthday');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    // The trip itself is kept.
    expect(screen.getByLabelText('Occasion')).toHaveValue('Birthday');
  });
});
