import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import type { GuestInput } from '../../../src/domain/charter';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const DATE = '2030-05-06'; // a Monday, 10:00–14:00 Dubai

const laylaGuest: GuestInput = {
  fullName: 'ليلى عبد الله',
  nationality: 'AE',
  idType: 'emirates-id',
  idNumber: '784199012345676',
};
const omarGuest: GuestInput = {
  fullName: 'Omar Haddad',
  nationality: 'JO',
  idType: 'passport',
  idNumber: 'n1234567',
};

/** Layla's confirmed charter for six, its page made, with `guests` on the list; the operator signed in. */
async function charter(guests: GuestInput[] = [], overrides: (backend: Backend) => Backend = (b) => b) {
  let minute = 0;
  const base = await createTestBackend({
    now: () => new Date(Date.UTC(2030, 3, 1, 9, minute++)),
    storage: new MemoryStorage(),
  });
  const { id, reference } = await base.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await base.enquiries.confirm(id);
  await base.charters.open(id);
  for (const guest of guests) await base.charters.saveGuest(id, null, guest);
  const backend = overrides(base);
  renderAdmin(backend, `/admin/enquiries/${id}`);
  const list = within(await screen.findByRole('region', { name: /^Guest list/ }));
  return { backend, id, reference, list };
}

const rows = (list: { getAllByRole: (role: 'row') => HTMLElement[] }) =>
  list
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** The charter record of an enquiry, which must have one. */
async function recordOf(backend: Backend, id: string) {
  const record = await backend.charters.forEnquiry(id);
  if (!record) throw new Error(`No charter page for ${id}`);
  return record;
}

describe('the guest list on the enquiry’s screen', () => {
  it('says when nobody is on it yet: 0 of 6', async () => {
    const { list } = await charter();
    expect(list.getByRole('heading')).toHaveTextContent('Guest list0 of 6');
    expect(list.getByText('No guests on the list yet.')).toBeInTheDocument();
    expect(list.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows every guest with nationality, ID type and number, and "k of N"', async () => {
    const { list } = await charter([laylaGuest, omarGuest]);
    expect(list.getByRole('heading')).toHaveTextContent('2 of 6');
    const [first, second] = rows(list);
    expect(first).toMatch(
      /^1ليلى عبد اللهUnited Arab EmiratesEmirates ID784-1990-1234567-61 Apr 2030, \d\d:\d\d/,
    );
    expect(second).toMatch(/^2Omar HaddadJordanPassportN1234567/);
  });

  it('adds a guest through the form, checking the Emirates ID’s check digit as the guests’ form does', async () => {
    const user = userEvent.setup();
    const { backend, id, list } = await charter();
    await user.click(list.getByRole('button', { name: 'Add a guest' }));
    const form = within(await screen.findByRole('form', { name: 'Add a guest' }));
    await user.type(form.getByLabelText(/Full name/), 'Анна Петрова');
    await user.selectOptions(form.getByLabelText('Nationality'), 'RU');
    await user.selectOptions(form.getByLabelText('ID type'), 'emirates-id');
    await user.type(form.getByLabelText(/ID number/), '784-1990-1234567-5');
    await user.click(form.getByRole('button', { name: 'Add guest' }));
    expect(form.getByLabelText(/ID number/)).toHaveAccessibleDescription(
      'This Emirates ID’s last digit does not match: check the number.',
    );
    await user.clear(form.getByLabelText(/ID number/));
    await user.type(form.getByLabelText(/ID number/), '784 1990 1234567 6');
    await user.click(form.getByRole('button', { name: 'Add guest' }));
    expect(await list.findByRole('alert')).toHaveTextContent('Guest saved.');
    expect(list.getByRole('heading')).toHaveTextContent('1 of 6');
    expect(rows(list)[0]).toMatch(/Анна ПетроваRussiaEmirates ID784-1990-1234567-6/);
    expect((await recordOf(backend, id)).guests[0].idNumber).toBe('784-1990-1234567-6');
  });

  it('edits and removes a guest at any time', async () => {
    const user = userEvent.setup();
    const { list } = await charter([laylaGuest, omarGuest]);
    await user.click(list.getByRole('button', { name: 'Edit Omar Haddad' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Omar Haddad' }));
    expect(form.getByLabelText(/ID number/)).toHaveValue('N1234567');
    await user.clear(form.getByLabelText(/Full name/));
    await user.type(form.getByLabelText(/Full name/), 'Omar Al-Haddad');
    await user.click(form.getByRole('button', { name: 'Save guest' }));
    await waitFor(() => expect(rows(list)[1]).toMatch(/^2Omar Al-HaddadJordan/));

    await user.click(list.getByRole('button', { name: 'Remove Omar Al-Haddad' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Omar Al-Haddad?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(list.getByRole('heading')).toHaveTextContent('1 of 6'));
    expect(list.queryByText('Omar Al-Haddad')).not.toBeInTheDocument();
  });

  it('says why a save failed, keeping what was typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { list } = await charter([], (base) =>
      withOverrides(base, {
        charters: {
          saveGuest: () =>
            Promise.reject(
              new BackendError('conflict', 'The guest list is full: every booked guest is on it.'),
            ),
        },
      }),
    );
    await user.click(list.getByRole('button', { name: 'Add a guest' }));
    const form = within(await screen.findByRole('form', { name: 'Add a guest' }));
    await user.type(form.getByLabelText(/Full name/), 'Omar Haddad');
    await user.selectOptions(form.getByLabelText('Nationality'), 'JO');
    await user.type(form.getByLabelText(/ID number/), 'N1234567');
    await user.click(form.getByRole('button', { name: 'Add guest' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Could not save the guest. The guest list is full: every booked guest is on it.',
    );
    expect(form.getByLabelText(/Full name/)).toHaveValue('Omar Haddad');
  });

  it('erases the ID numbers after asking, shows the record of it, and erases the names when asked', async () => {
    const user = userEvent.setup();
    const { backend, id, list } = await charter([laylaGuest, omarGuest]);
    await user.click(list.getByRole('button', { name: 'Erase ID numbers' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Erase the ID numbers?' }));
    await user.click(dialog.getByRole('button', { name: 'Erase' }));
    expect(await list.findByRole('alert')).toHaveTextContent('ID numbers erased: 2.');
    await waitFor(() =>
      expect(list.getByText(/^ID numbers erased on 1 Apr 2030, .*\(Dubai\): 2$/)).toBeInTheDocument(),
    );
    expect(rows(list)[0]).toMatch(/Emirates IDerased/);
    expect((await recordOf(backend, id)).guests.map((guest) => guest.idNumber)).toEqual(['', '']);

    await user.click(list.getByRole('button', { name: 'Erase ID numbers' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Erase the ID numbers?' }));
    await user.click(dialog.getByLabelText('Erase the names too (the list is emptied)'));
    await user.click(dialog.getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(list.getByText('No guests on the list yet.')).toBeInTheDocument());
    expect(list.getByRole('button', { name: 'Erase ID numbers' })).toBeDisabled();
  });

  it('says when the erasure fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { list } = await charter([laylaGuest], (base) =>
      withOverrides(base, { charters: { eraseIds: () => Promise.reject(new Error('offline')) } }),
    );
    await user.click(list.getByRole('button', { name: 'Erase ID numbers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase the ID numbers?' }));
    await user.click(dialog.getByRole('button', { name: 'Erase' }));
    expect(await list.findByRole('alert')).toHaveTextContent('Could not erase the ID numbers.');
    expect(rows(list)[0]).toContain('784-1990-1234567-6');
  });

  it('prints a manifest of the charter and every guest, with a line for the captain’s signature', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { reference, list } = await charter([laylaGuest, omarGuest]);
    await user.click(list.getByRole('button', { name: 'Print manifest' }));
    expect(print).toHaveBeenCalled();
    const manifest = within(screen.getByRole('article', { name: `Passenger manifest ${reference}` }));
    expect(manifest.getByText('Azure Pearl')).toBeInTheDocument();
    expect(manifest.getByText(/Monday, 6 May 2030, 10:00–14:00 \(Dubai time, GST\)/)).toBeInTheDocument();
    expect(manifest.getByText(reference)).toBeInTheDocument();
    expect(manifest.getByText('Layla')).toBeInTheDocument();
    expect(
      manifest
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1ليلى عبد اللهUnited Arab EmiratesEmirates ID784-1990-1234567-6',
      '2Omar HaddadJordanPassportN1234567',
    ]);
    expect(manifest.getByText(/Captain’s signature/)).toBeInTheDocument();
  });
});
