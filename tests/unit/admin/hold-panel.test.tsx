import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { DEFAULT_BOOKING_SETTINGS } from '../../../src/domain/booking/settings';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

const NOW = Date.parse('2030-04-01T09:00:00Z'); // 13:00 in Dubai
const DATE = '2030-05-06'; // a Monday

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two quotes for the same slot on Azure Pearl, the operator signed in. */
async function twoQuotes(overrides: (backend: Backend) => Backend = (b) => b) {
  const base = await createTestBackend({ storage: new MemoryStorage() });
  const first = await base.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  const second = await base.enquiries.create(
    quotedEnquiry('Omar', '+971502222222', azureQuote(DATE, 660, 4)),
  );
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return { base, backend: overrides(base), first, second };
}

const panelOf = async (reference: string) =>
  within(await screen.findByRole('region', { name: `Hold of ${reference}` }));

describe('the hold panel on the enquiry’s screen', () => {
  it('holds the slot for the settings’ hours or the operator’s, says until when, and releases it', async () => {
    const user = userEvent.setup();
    const { backend, first } = await twoQuotes();
    await backend.booking.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, quoteHoldHours: 12 });
    renderAdmin(backend, `/admin/enquiries/${first.id}`);
    const panel = await panelOf(first.reference);
    expect(panel.getByText('Not held: a visitor can still book this time.')).toBeInTheDocument();
    const hours = panel.getByLabelText('Hold for (hours)');
    await waitFor(() => expect(hours).toHaveValue(12));

    await user.clear(hours);
    await user.type(hours, '200');
    expect(panel.getByText('A hold lasts a whole number of hours from 1 to 168.')).toBeVisible();
    expect(hours).toHaveValue(200);
    const hold = panel.getByRole('button', { name: `Hold the slot: ${first.reference}` });
    expect(hold).toBeDisabled();
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(hold);
    expect(await panel.findByRole('alert')).toHaveTextContent('Held until 1 Apr 2030, 19:00 (Dubai).');
    expect(
      panel.getByText('Held until 1 Apr 2030, 19:00 (Dubai): visitors and the finder see the yacht taken.'),
    ).toBeInTheDocument();
    expect(await backend.booking.busy(DATE, DATE)).toHaveLength(1);

    await user.click(panel.getByRole('button', { name: `Release hold: ${first.reference}` }));
    expect(await panel.findByText('Hold released: the slot is free to others again.')).toBeInTheDocument();
    expect(panel.getByText('Not held: a visitor can still book this time.')).toBeInTheDocument();
    expect(await backend.booking.busy(DATE, DATE)).toEqual([]);
  });

  it('names the other quote’s hold when the slot is taken, and keeps the hours typed when the backend fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let offline = false;
    const { backend, base, first, second } = await twoQuotes((b) =>
      withOverrides(b, {
        enquiries: {
          hold: async (id: string, hours: number) => {
            if (offline) throw new BackendError('unavailable', 'offline');
            return b.enquiries.hold(id, hours);
          },
        },
      }),
    );
    await base.enquiries.hold(first.id, 24);
    renderAdmin(backend, `/admin/enquiries/${second.id}`);
    const panel = await panelOf(second.reference);
    await user.click(await panel.findByRole('button', { name: `Hold the slot: ${second.reference}` }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      `Could not hold the slot: This time clashes with the hold of quote ${first.reference} (until 2 Apr 2030, 13:00 Dubai time)`,
    );

    await base.enquiries.releaseHold(first.id);
    offline = true;
    const hours = panel.getByLabelText('Hold for (hours)');
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(panel.getByRole('button', { name: `Hold the slot: ${second.reference}` }));
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('Could not hold the slot.'));
    expect(hours).toHaveValue(48);
  });

  it('says when a hold has lapsed, offering to hold again for the default 24 hours', async () => {
    const { backend, first } = await twoQuotes();
    await backend.enquiries.hold(first.id, 1);
    vi.setSystemTime(NOW + 2 * 3_600_000);
    renderAdmin(backend, `/admin/enquiries/${first.id}`);
    const panel = await panelOf(first.reference);
    expect(
      panel.getByText('The hold lapsed on 1 Apr 2030, 14:00 (Dubai): the slot is free to others again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(panel.getByLabelText('Hold for (hours)')).toHaveValue(24));
    expect(panel.getByRole('button', { name: `Hold the slot: ${first.reference}` })).toBeEnabled();
    expect(await backend.booking.busy(DATE, DATE)).toEqual([]);
  });

  it('offers no hold on a lost enquiry', async () => {
    const { backend, second } = await twoQuotes();
    await backend.enquiries.setStatus(second.id, 'lost');
    renderAdmin(backend, `/admin/enquiries/${second.id}`);
    expect(await screen.findByRole('heading', { name: `Enquiry ${second.reference}` })).toBeInTheDocument();
    await screen.findByRole('button', { name: `Notes on ${second.reference}` });
    expect(screen.queryByRole('region', { name: `Hold of ${second.reference}` })).not.toBeInTheDocument();
  });
});
