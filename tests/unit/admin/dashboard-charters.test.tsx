import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { dubaiInstant } from '../../../src/domain/booking/dubai-time';
import type { GuestInput } from '../../../src/domain/charter';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// Monday 6 May 2030, 10:00 in Dubai, the device in New York.
const NOW = dubaiInstant('2030-05-06', 10 * 60);
const deviceZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const guest = (n: number): GuestInput => ({
  fullName: `Guest ${'ABCDEFGH'[n]}`,
  nationality: 'GB',
  idType: 'passport',
  idNumber: `P${1000000 + n}`,
});

/** A confirmed charter of Azure Pearl for `booked` guests, in `language`, with its page and `added` guests on it. */
async function charter(
  backend: Backend,
  name: string,
  [date, startMinute]: [string, number],
  { booked = 6, added = 0, language = 'en' } = {},
) {
  const quote = azureQuote(date, startMinute, 2);
  quote.selection.guests = booked;
  const { id, reference } = await backend.enquiries.create({
    ...quotedEnquiry(name, '+971501111111', quote),
    language,
  });
  await backend.enquiries.confirm(id);
  await backend.charters.open(id);
  for (let n = 0; n < added; n += 1) await backend.charters.saveGuest(id, null, guest(n));
  return { id, reference };
}

/**
 * Layla sails today at 11:30 (2 of 6 on her list), Omar tomorrow at 09:00 (his 2 of 2 complete, in Russian), Nadia
 * the day after at 09:00 (none of 4); Rami's charter of March is past its 30 days, its ID numbers still kept.
 */
async function week() {
  const backend = await createTestBackend({ now: () => new Date(), storage: new MemoryStorage() });
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const layla = await charter(backend, 'Layla', ['2030-05-06', 11 * 60 + 30], { added: 2 });
  const omar = await charter(backend, 'Omar', ['2030-05-07', 9 * 60], {
    booked: 2,
    added: 2,
    language: 'ru',
  });
  const nadia = await charter(backend, 'Nadia', ['2030-05-08', 9 * 60], { booked: 4 });
  const rami = await charter(backend, 'Rami', ['2030-03-01', 10 * 60], { added: 3 });
  await backend.enquiries.setStatus(rami.id, 'completed');
  return { backend, layla, omar, nadia, rami };
}

const queueSection = async (name: RegExp) =>
  within(await screen.findByRole('region', { name: 'To do' })).findByRole('region', { name });

describe('the dashboard’s charters', () => {
  it('shows each charter’s guest list as complete or "k of N"', async () => {
    const { backend } = await week();
    renderAdmin(backend, '/admin');
    const today = within(await screen.findByRole('list', { name: 'Today’s charters' }));
    await waitFor(() => expect(today.getByText('2 of 6')).toBeInTheDocument());
    const tomorrow = within(screen.getByRole('list', { name: 'Tomorrow’s charters' }));
    expect(tomorrow.getByText('Complete (2 of 2)')).toBeInTheDocument();
  });

  it('raises the lists incomplete within 48 hours, and offers each reminder in the client’s language', async () => {
    const { backend } = await week();
    renderAdmin(backend, '/admin');
    const incomplete = within(await queueSection(/^Guest lists incomplete/));
    expect(incomplete.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Layla · 2 of 6 on the list · sails in 1 h/),
      expect.stringMatching(/^Nadia · 0 of 4 on the list · sails in 1 day/),
    ]);
    const reminders = within(await queueSection(/^Reminders to send/));
    expect(reminders.getByRole('link', { name: /^Layla · 2-hour reminder/ })).toBeInTheDocument();
    expect(
      reminders.getByRole('link', { name: /^Omar · day-before reminder · sails in 23 h/ }),
    ).toBeInTheDocument();
    const send = reminders.getByRole('link', { name: 'Send the reminder to Omar on WhatsApp' });
    const text = new URL(send.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toMatch(/^Здравствуйте, Omar! Напоминаем о вашей аренде/);
    expect(text).toContain('Список гостей: заполнен (2 из 2).');
    expect(text).toMatch(/\/ru\/charter\/[\w-]{22}$/);
    expect(reminders.queryByRole('link', { name: /^Nadia/ })).not.toBeInTheDocument();
  });

  it('marks a reminder the server has already emailed, and only that one', async () => {
    const { backend, omar } = await week();
    // With Functions on, the server records the reminders it sent on the enquiry (only it may write them).
    const emailed = withOverrides(backend, {
      enquiries: {
        getMany: async (ids) =>
          (await backend.enquiries.getMany(ids)).map((enquiry) =>
            enquiry.id === omar.id
              ? {
                  ...enquiry,
                  reminders: { '24h': { status: 'sent', at: new Date(NOW - 60_000).toISOString() } },
                }
              : enquiry,
          ),
      },
    });
    renderAdmin(emailed, '/admin');
    const reminders = within(await queueSection(/^Reminders to send/));
    expect(
      reminders.getByRole('link', {
        name: /^Omar · day-before reminder · sails in 23 h · .* · 2 of 2 on the list · already emailed$/,
      }),
    ).toBeInTheDocument();
    expect(reminders.getByRole('link', { name: /^Layla · 2-hour reminder/ })).not.toHaveAccessibleName(
      /already emailed/,
    );
  });

  it('erases the ID numbers due when the admin opens, quietly', async () => {
    const { backend, rami, layla } = await week();
    renderAdmin(backend, '/admin');
    await screen.findByRole('list', { name: 'Today’s charters' });
    await waitFor(async () => {
      const record = await backend.charters.forEnquiry(rami.id);
      expect(record?.guests.map((g) => g.idNumber)).toEqual(['', '', '']);
      expect(record?.idsErasedCount).toBe(3);
    });
    expect((await backend.charters.forEnquiry(layla.id))?.guests[0].idNumber).toBe('P1000000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the erasure due fails, naming the charter', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, rami } = await week();
    const failing = withOverrides(backend, {
      charters: { eraseIds: () => Promise.reject(new BackendError('unavailable', 'offline')) },
    });
    renderAdmin(failing, '/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The ID numbers due for erasure could not all be erased (${rami.reference}).`,
    );
  });

  it('says when the guest lists cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend } = await week();
    const failing = withOverrides(backend, {
      charters: { forEnquiry: () => Promise.reject(new Error('offline')) },
    });
    renderAdmin(failing, '/admin');
    expect(
      await screen.findByText('Could not read the guest lists of the coming charters.'),
    ).toBeInTheDocument();
  });
});
