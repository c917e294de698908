import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { createTestBackend, renderApp } from '../test-utils';

/** The policies page states the operator's own refund tiers and balance time (booking settings). */
describe('the booking policies page', () => {
  it('states the default terms: everything back from 72 hours, half from 24, nothing after; the balance 48 hours before', async () => {
    renderApp({ backend: await createTestBackend(), path: '/policies' });
    const cancellation = within(await screen.findByRole('region', { name: 'Cancellation' }));
    expect(
      cancellation.getByText(
        'Cancelled 72 hours or more before your departure time (Dubai time): 100% of what you have paid is refunded.',
      ),
    ).toBeInTheDocument();
    expect(cancellation.getByText(/^Cancelled 24 hours or more .*: 50% of what/)).toBeInTheDocument();
    expect(cancellation.getByText(/^Cancelled less than 24 hours before departure/)).toBeInTheDocument();
    expect(cancellation.getByText(/free once, up to 72 hours before departure/)).toBeInTheDocument();
    const deposit = within(screen.getByRole('region', { name: 'Deposit and balance' }));
    expect(deposit.getByText(/^The balance is due 48 hours before departure/)).toBeInTheDocument();
    const weather = within(screen.getByRole('region', { name: 'Weather and sea conditions' }));
    expect(weather.getByText(/becomes a credit valid for 12 months/)).toBeInTheDocument();
  });

  it('follows the operator’s settings: a tier until departure, no full refund, the balance at boarding', async () => {
    const backend = await createTestBackend();
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const settings = await backend.booking.getSettings();
    await backend.booking.saveSettings({
      ...settings,
      balanceDueHours: 0,
      cancellationTiers: [
        { hoursBefore: 1, refundPercent: 80 },
        { hoursBefore: 0, refundPercent: 30 },
      ],
    });
    await backend.auth.signOut();
    renderApp({ backend, path: '/policies' });
    const cancellation = within(await screen.findByRole('region', { name: 'Cancellation' }));
    expect(
      await cancellation.findByText(/^Cancelled 1 hour or more before your departure time .*: 80% of what/),
    ).toBeInTheDocument();
    expect(
      cancellation.getByText('Cancelled any time before departure: 30% of what you have paid is refunded.'),
    ).toBeInTheDocument();
    expect(cancellation.queryByText(/nothing is refunded/)).not.toBeInTheDocument();
    expect(cancellation.queryByText(/free once/)).not.toBeInTheDocument();
    const deposit = within(screen.getByRole('region', { name: 'Deposit and balance' }));
    expect(deposit.getByText(/^The balance is paid before boarding/)).toBeInTheDocument();
  });
});
