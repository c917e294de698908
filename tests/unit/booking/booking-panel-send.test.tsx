import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { selectionFromSearchParams } from '../../../src/domain/booking';
import BookingPanel from '../../../src/features/booking/booking-panel';
import {
  addOns,
  FRIDAY,
  NOW,
  pricing,
  renderPanel,
  settings,
  THURSDAY,
  yacht,
} from './booking-panel.fixtures';

/** The tab the panel opens on click, pointed at WhatsApp once the enquiry is stored. */
function fakeTab() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: '' } };
}

const originalZone = process.env.TZ;
let tab: ReturnType<typeof fakeTab>;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  process.env.TZ = 'Pacific/Honolulu';
  tab = fakeTab();
  open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

const whatsappText = (href: string) => new URL(href).searchParams.get('text') ?? '';
/** Picks the start time whose option starts with `time`. */
const pickStart = (user: ReturnType<typeof userEvent.setup>, time: string) =>
  user.selectOptions(
    screen.getByLabelText('Start time'),
    screen.getByRole('option', { name: new RegExp(`^${time}`) }),
  );

describe('the booking panel: sending', () => {
  it('asks for a start time before sending, and sends nothing until then', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByText('Please correct the fields marked above first.')).toBeInTheDocument();
    expect(screen.getByText('Choose a start time.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('stores the enquiry first, then opens WhatsApp with the reference; a failure is shown and can be retried', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    vi.mocked(send)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ reference: 'MLY-7K2Q9P' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await pickStart(user, '17:00');
    await user.selectOptions(screen.getByLabelText('Hours'), '3 hours');
    await user.click(screen.getByLabelText(/^Birthday cake/));
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '10');

    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(
      await screen.findByText('Your request could not be sent. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    // Nothing the visitor picked is lost.
    expect(screen.getByLabelText('Guests')).toHaveValue(10);
    expect(screen.getByLabelText('Start time')).toHaveDisplayValue(/^17:00/);

    tab = fakeTab();
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByText('MLY-7K2Q9P')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    const request = vi.mocked(send).mock.calls[1][0];
    expect(request.channel).toBe('whatsapp');
    expect(request.selection).toEqual({
      yachtId: 'pearl',
      date: THURSDAY,
      startMinute: 17 * 60,
      hours: 3,
      guests: 10,
      addOnIds: ['cake'],
    });
    expect(request.quote.totalFils).toBe(450_000 + 35_000);
    expect(open).toHaveBeenLastCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const text = whatsappText(tab.location.href);
    expect(text).toContain('Reference: MLY-7K2Q9P');
    expect(text).toContain('Yacht: Ocean Pearl');
    expect(text).toContain('Date: Thursday, 13 March 2025');
    expect(text).toContain('Start: 17:00 (Dubai time), 3 hours, until 20:00');
    expect(text).toContain('Add-ons: Birthday cake');
    expect(text).toContain('Total: AED 4,850 (VAT included)');
    const fallback = screen.getByRole('link', { name: 'open WhatsApp here' });
    expect(fallback).toHaveAttribute('href', tab.location.href);
  });

  it('shows the WhatsApp link to tap when the browser blocks the new tab', async () => {
    const user = userEvent.setup();
    open.mockReturnValue(null);
    renderPanel();
    await pickStart(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    const link = await screen.findByRole('link', { name: 'open WhatsApp here' });
    expect(whatsappText(link.getAttribute('href') ?? '')).toContain('Reference: MLY-7K2Q9P');
  });

  it('requests a call back with a checked name and phone, keeping them when the number is wrong', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    await pickStart(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await user.type(screen.getByLabelText('Name'), 'Layla Haddad');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Send my call-back request' }));
    expect(await screen.findByText(/Please enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('12');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send my call-back request' }));
    expect(await screen.findByText('MLY-7K2Q9P')).toBeInTheDocument();
    expect(screen.getByText(/We will call you soon/)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'callback', name: 'Layla Haddad', phone: '+971501234567' }),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the server’s price before WhatsApp when the server priced the enquiry differently', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    vi.mocked(send).mockResolvedValueOnce({
      reference: 'MLY-SRV234',
      quote: { totalFils: 520_000, vatMode: 'included' },
    });
    await pickStart(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(
      await screen.findByText(
        /the total for this charter is AED\s?5,200\. This is the price we will confirm\./,
      ),
    ).toBeInTheDocument();
    // Nothing went to WhatsApp by itself: the tab opened on the click is closed, the link carries the server's total.
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    const link = screen.getByRole('link', { name: 'open WhatsApp here' });
    const text = whatsappText(link.getAttribute('href') ?? '');
    expect(text).toContain('Reference: MLY-SRV234');
    expect(text).toContain('Total: AED 5,200 (VAT included)');
  });

  it('opens WhatsApp at once when the server’s price is the one shown', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    await pickStart(user, '10:00');
    vi.mocked(send).mockImplementationOnce(async (request) => ({
      reference: 'MLY-SAME23',
      quote: { totalFils: request.quote.totalFils, vatMode: request.quote.vatMode },
    }));
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByText('MLY-SAME23')).toBeInTheDocument();
    expect(whatsappText(tab.location.href)).toContain('Reference: MLY-SAME23');
    expect(screen.queryByText(/This is the price we will confirm/)).not.toBeInTheDocument();
  });

  it('says when the server’s limit is reached, keeping the name and phone typed', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    vi.mocked(send).mockRejectedValueOnce(new BackendError('resource-exhausted', 'Too many'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await pickStart(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await user.type(screen.getByLabelText('Name'), 'Layla Haddad');
    await user.type(screen.getByLabelText('Phone'), '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send my call-back request' }));
    expect(
      await screen.findByText(
        'We have received many requests from this connection. Please try again in a while, or call us.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Layla Haddad');
    expect(screen.getByLabelText('Phone')).toHaveValue('050 123 4567');
  });

  it('shows the server’s price in the call-back confirmation', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    vi.mocked(send).mockResolvedValueOnce({
      reference: 'MLY-CALL23',
      quote: { totalFils: 99_900, vatMode: 'included' },
    });
    await pickStart(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await user.type(screen.getByLabelText('Name'), 'Omar');
    await user.type(screen.getByLabelText('Phone'), '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send my call-back request' }));
    expect(await screen.findByText(/the total for this charter is AED\s?999\./)).toBeInTheDocument();
    expect(screen.getByText('MLY-CALL23')).toBeInTheDocument();
  });

  it('asks for the name when it is missing', async () => {
    const user = userEvent.setup();
    const { send } = renderPanel();
    await pickStart(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await user.type(screen.getByLabelText('Phone'), '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send my call-back request' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the booking panel: sharing and links', () => {
  it('copies a link without personal data that reopens the same selection', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const first = renderPanel({ initial: { date: FRIDAY } });
    await user.selectOptions(screen.getByLabelText('Hours'), '4 hours');
    await pickStart(user, '18:30');
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '9');
    await user.click(screen.getByLabelText(/^Jet ski/));
    await user.click(screen.getByRole('button', { name: 'Share this quote' }));
    expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledOnce();
    const link = new URL(writeText.mock.calls[0][0]);
    expect(screen.getByLabelText('Link to this quote')).toHaveValue(link.toString());
    expect(selectionFromSearchParams(link.search)).toEqual({
      yachtId: 'pearl',
      date: FRIDAY,
      startMinute: 18 * 60 + 30,
      hours: 4,
      guests: 9,
      addOnIds: ['jetski'],
    });
    const total = screen.getByRole('row', { name: /^Total/ }).textContent;
    first.unmount();

    renderPanel({}, link.pathname + link.search);
    expect(screen.getByLabelText('Date')).toHaveValue(FRIDAY);
    expect(screen.getByLabelText('Hours')).toHaveValue('4');
    expect(screen.getByLabelText('Start time')).toHaveDisplayValue(/^18:30/);
    expect(screen.getByLabelText('Guests')).toHaveValue(9);
    expect(screen.getByLabelText(/^Jet ski/)).toBeChecked();
    expect(screen.getByRole('row', { name: /^Total/ }).textContent).toBe(total);
  });

  it('shows the link to copy when the clipboard refuses it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Share this quote' }));
    expect(await screen.findByText('Copy this link to share the quote:')).toBeInTheDocument();
    expect(String((screen.getByLabelText('Link to this quote') as HTMLInputElement).value)).toContain(
      `date=${THURSDAY}`,
    );
  });

  it('says when the start time of a link is no longer free', () => {
    renderPanel({ initial: { date: THURSDAY, startMinute: 3 * 60, hours: 2 } });
    expect(screen.getByText(/03:00 is no longer free for this charter/)).toBeInTheDocument();
    expect(screen.getByLabelText('Start time')).toHaveValue('');
  });

  it('lists the package’s items on a package page', () => {
    renderPanel({ packageInfo: { name: 'Birthday Package', items: ['Cake', 'Balloons'] } });
    expect(screen.getByText('Birthday Package includes:')).toBeInTheDocument();
    expect(screen.getByText('Cake')).toBeInTheDocument();
    expect(screen.getByText('Balloons')).toBeInTheDocument();
  });

  it('prerenders only its title and a loading line (the clock and the address are the browser’s)', () => {
    const html = renderToString(
      <MemoryRouter>
        <BookingPanel
          yacht={yacht}
          pricing={pricing}
          settings={settings}
          addOns={addOns}
          busy={null}
          now={() => NOW}
          send={() => Promise.resolve({ reference: 'MLY-7K2Q9P' })}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('Check availability &amp; price');
    expect(html).toContain('Loading prices and availability…');
    expect(html).not.toContain('type="date"');
  });
});
