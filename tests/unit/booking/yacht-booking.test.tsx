import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { activateLocale } from '../../../src/i18n/catalogues';
import { nextWeekday, stubWhatsappTab } from './live-booking.helpers';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

// Sending opens a tab on click and points it at WhatsApp once the enquiry is stored.
const { tab } = stubWhatsappTab();

async function openYacht(backend: Backend, search = '') {
  renderApp({ backend, path: `/productdetail/marina-star${search}` });
  // The panel itself, not its stand-in while its code loads (busy).
  return screen.findByRole('region', { name: 'Check availability & price', busy: false }, { timeout: 5000 });
}

describe('the booking panel on a yacht page, with the demo backend', () => {
  it('prices from the stored pricing and stores the enquiry with its quote and campaign before WhatsApp opens', async () => {
    const backend = await createTestBackend();
    sessionStorage.setItem('mly-campaign', JSON.stringify({ utm_source: 'google', gclid: 'abc123' }));
    const date = nextWeekday();
    const user = userEvent.setup();
    const panel = await openYacht(backend, `?date=${date}&hours=2&guests=6`);
    const start = await within(panel).findByRole('option', { name: /^10:00/ }, { timeout: 5000 });
    await user.selectOptions(within(panel).getByLabelText('Start time'), start);
    // Marina Star: AED 750 an hour on weekdays, VAT included.
    const total = within(panel).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(total).toHaveTextContent(/AED\s1,500$/);
    await user.click(within(panel).getByRole('button', { name: 'Send on WhatsApp' }));
    const reference = await within(panel).findByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/);
    const [stored] = await backend.enquiries.list();
    expect(stored.reference).toBe(reference.textContent);
    expect(stored).toMatchObject({
      channel: 'whatsapp',
      status: 'new',
      language: 'en',
      campaign: { utmSource: 'google', gclid: 'abc123' },
      quote: {
        yachtName: 'Marina Star',
        totalFils: 150_000,
        selection: { yachtId: 'marina-star', date, startMinute: 600, hours: 2, guests: 6 },
      },
    });
    expect(decodeURIComponent(tab().location.href)).toContain(stored.reference);
  });

  it('shows a failure to load prices with a way to try again', async () => {
    const backend = await createTestBackend();
    let fail = true;
    const flaky = withOverrides(backend, {
      booking: {
        getSettings: () =>
          fail ? Promise.reject(new BackendError('unavailable', 'offline')) : backend.booking.getSettings(),
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ backend: flaky, path: '/productdetail/marina-star' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load prices and availability.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole(
        'region',
        { name: 'Check availability & price', busy: false },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  describe('on a Russian page', () => {
    afterEach(async () => {
      await activateLocale('en', { everything: true });
    });

    it('stores the enquiry with the page’s language, so the operator knows which to answer in', async () => {
      await activateLocale('ru', { everything: true });
      const backend = await createTestBackend();
      const user = userEvent.setup();
      renderApp({ backend, path: `/productdetail/marina-star?date=${nextWeekday()}&hours=2&guests=6` });
      const panel = await screen.findByRole(
        'region',
        { name: 'Наличие и стоимость', busy: false },
        { timeout: 5000 },
      );
      const start = await within(panel).findByRole('option', { name: /^10:00/ }, { timeout: 5000 });
      await user.selectOptions(within(panel).getByLabelText('Время начала'), start);
      await user.click(within(panel).getByRole('button', { name: 'Отправить в WhatsApp' }));
      await within(panel).findByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/);
      const [stored] = await backend.enquiries.list();
      expect(stored.language).toBe('ru');
    });
  });
});
