import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { activateLocale } from '../../../src/i18n/catalogues';
import { createTestBackend, renderCharterApp, withOverrides } from '../test-utils';
import {
  CHARTER_START,
  charterBackend,
  EMIRATES_ID,
  EMIRATES_ID_WRONG_DIGIT,
  HOUR,
  setClock,
} from './charter-fixtures';

beforeEach(() => {
  window.localStorage.clear();
  setClock(CHARTER_START - 5 * 24 * HOUR);
});
afterEach(async () => {
  vi.useRealTimers();
  window.localStorage.clear();
  await activateLocale('en', { everything: true });
});

const form = () => within(screen.getByRole('form', { name: /Add yourself|Change/ }));

async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string, idNumber: string) {
  await user.type(form().getByLabelText('Full name (as on your ID)'), name);
  await user.selectOptions(form().getByLabelText('Nationality'), 'AE');
  await user.click(form().getByRole('radio', { name: 'Emirates ID' }));
  await user.type(form().getByLabelText('ID number'), idNumber);
}

// The pages' code, loaded once before the first test (a cold import on a busy machine can outlast a wait).
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/charter/charter-page'),
    import('../../../src/features/charter/guest-list-page'),
  ]);
});

describe('the guest list’s page', () => {
  it('shows which charter, and lets a guest add themselves, the ID checked as typed and never shown back', async () => {
    const { backend, page } = await charterBackend();
    const user = userEvent.setup();
    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest list: Azure Pearl' })).toBeVisible();
    expect(screen.getByText('Monday, 6 May 2030')).toBeVisible();
    expect(screen.getByText('0 of 6 added')).toBeVisible();
    expect(screen.getByText('The list closes on 5 May 2030, 18:00 (Dubai time).')).toBeVisible();
    expect(screen.queryByText(/AED/)).not.toBeInTheDocument();
    // The ID types by name.
    for (const type of ['Passport', 'Emirates ID', 'GCC national ID']) {
      expect(form().getByRole('radio', { name: type })).toBeInTheDocument();
    }

    await fillIn(user, 'Layla Haddad', EMIRATES_ID_WRONG_DIGIT);
    const number = form().getByLabelText('ID number');
    expect(number).toHaveAccessibleDescription(/last digit does not match the others/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.clear(number);
    // Without dashes, as many type it.
    await user.type(number, EMIRATES_ID.replace(/-/g, ''));
    expect(form().queryByText(/last digit does not match/)).not.toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Add me to the list' }));

    expect(await screen.findByText('Layla Haddad is on the list.')).toBeVisible();
    expect(await screen.findByText('1 of 6 added')).toBeVisible();
    const list = within(screen.getByRole('list', { name: 'On the list' }));
    expect(list.getByText('Layla Haddad')).toBeVisible();
    expect(list.getByText('(you)')).toBeVisible();
    expect(document.body.textContent).not.toContain('1234567');
    expect(form().getByLabelText('Full name (as on your ID)')).toHaveValue('');
    // The operator has the number, in its standard form.
    await backend.auth.signIn('operator@example.com', 'sail-demo-2024');
    const record = await backend.charters.forEnquiry((await backend.enquiries.list())[0]?.id ?? '');
    expect(record?.guests.map(({ fullName, idNumber }) => [fullName, idNumber])).toEqual([
      ['Layla Haddad', EMIRATES_ID],
    ]);
  });

  it('shows a message per problem: a missing name, letters only, a passport’s shape', async () => {
    const { backend, page } = await charterBackend();
    const user = userEvent.setup();
    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    await user.type(await screen.findByLabelText('Full name (as on your ID)'), 'Agent 007');
    expect(screen.getByLabelText('Full name (as on your ID)')).toHaveAccessibleDescription(
      'Use letters only (any alphabet), with spaces, hyphens or apostrophes.',
    );
    await user.type(screen.getByLabelText('ID number'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Add me to the list' }));
    expect(screen.getByLabelText('Nationality')).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getByLabelText('ID number')).toHaveAccessibleDescription(
      /A passport number has 6 to 9 letters and digits\./,
    );
    expect(screen.getByText('0 of 6 added')).toBeVisible();
  });

  it('keeps what was typed on the device: a reload loses nothing, a failed save keeps it', async () => {
    const { backend, page } = await charterBackend();
    const user = userEvent.setup();
    const offline = withOverrides(backend, {
      charters: {
        addGuest: () => Promise.reject(new BackendError('unavailable', 'Network down')),
      },
    });
    const first = renderCharterApp({ backend: offline, path: `/charter/${page.guestToken}/guests` });
    await screen.findByRole('heading', { level: 1 });
    await fillIn(user, 'Дмитрий Соколов', EMIRATES_ID);
    await user.click(form().getByRole('button', { name: 'Add me to the list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: check your connection and try again. What you typed is kept.',
    );
    expect(form().getByLabelText('Full name (as on your ID)')).toHaveValue('Дмитрий Соколов');
    first.unmount();

    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    expect(await screen.findByLabelText('Full name (as on your ID)')).toHaveValue('Дмитрий Соколов');
    expect(screen.getByLabelText('Nationality')).toHaveValue('AE');
    expect(screen.getByLabelText('ID number')).toHaveValue(EMIRATES_ID);
    await user.click(screen.getByRole('button', { name: 'Add me to the list' }));
    expect(await screen.findByText('Дмитрий Соколов is on the list.')).toBeVisible();
    // Saved: the draft is gone from the device.
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    expect(keys.filter((key) => key?.includes('guest-draft'))).toEqual([]);
  });

  it('lets this device correct its own entry, the number typed again, and remove it', async () => {
    const { backend, page } = await charterBackend();
    await backend.charters.addGuest(page.guestToken, {
      fullName: 'Omar Nasser',
      nationality: 'AE',
      idType: 'emirates-id',
      idNumber: EMIRATES_ID,
    });
    const user = userEvent.setup();
    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    await user.click(await screen.findByRole('button', { name: 'Edit Omar Nasser' }));
    expect(screen.getByRole('heading', { name: 'Change Omar Nasser' })).toBeVisible();
    expect(form().getByLabelText('Full name (as on your ID)')).toHaveValue('Omar Nasser');
    expect(form().getByLabelText('ID number')).toHaveValue('');
    expect(form().getByText(/type it again to save the change/)).toBeVisible();
    await user.clear(form().getByLabelText('Full name (as on your ID)'));
    await fillIn(user, 'Omar Al Nasser', EMIRATES_ID);
    await user.click(form().getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('The entry of Omar Al Nasser was changed.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Remove Omar Al Nasser' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Omar Al Nasser' }));
    expect(await screen.findByText('Omar Al Nasser was removed from the list.')).toBeVisible();
    expect(await screen.findByText('0 of 6 added')).toBeVisible();
  });

  it('shows no Edit or Remove for another phone’s entry, and says when the list is full', async () => {
    const { backend, page } = await charterBackend();
    const others = withOverrides(backend, {
      charters: {
        guests: async (token) =>
          (await backend.charters.guests(token)).map((guest) => ({ ...guest, mine: false })),
      },
    });
    for (const name of ['Ana', 'Ben', 'Chloé', 'Dana', 'Eli', 'Farah']) {
      await backend.charters.addGuest(page.guestToken, {
        fullName: name,
        nationality: 'GB',
        idType: 'passport',
        idNumber: 'AB123456',
      });
    }
    renderCharterApp({ backend: others, path: `/charter/${page.guestToken}/guests` });
    expect(await screen.findByText('6 of 6 added')).toBeVisible();
    expect(screen.getByText(/The list is full: every booked guest is on it/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full name (as on your ID)')).not.toBeInTheDocument();
  });

  it('replaces the form once the list is locked, the lock judged in Dubai time', async () => {
    const { backend, page } = await charterBackend();
    await backend.charters.addGuest(page.guestToken, {
      fullName: 'Layla Haddad',
      nationality: 'AE',
      idType: 'emirates-id',
      idNumber: EMIRATES_ID,
    });
    // 24 hours before the 18:00 departure, and a minute past.
    vi.setSystemTime(CHARTER_START - 24 * HOUR + 60_000);
    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    expect(await screen.findByText('The list is closed; contact the operator to change it.')).toBeVisible();
    expect(screen.getByText('The list closed on 5 May 2030, 18:00 (Dubai time).')).toBeVisible();
    expect(screen.getByText('1 of 6 added')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ID number')).not.toBeInTheDocument();
  });

  it('words the backend’s refusal in the page’s language when the list closed meanwhile', async () => {
    const { backend, page } = await charterBackend();
    const user = userEvent.setup();
    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    await screen.findByRole('heading', { level: 1 });
    await fillIn(user, 'Layla Haddad', EMIRATES_ID);
    vi.setSystemTime(CHARTER_START - HOUR);
    await user.click(form().getByRole('button', { name: 'Add me to the list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: the list is closed. Contact the operator to change it.',
    );
    expect(form().getByLabelText('Full name (as on your ID)')).toHaveValue('Layla Haddad');
  });

  it('says so when the list’s address leads nowhere', async () => {
    renderCharterApp({ backend: await createTestBackend(), path: '/charter/AAAAAAAAAAAAAAAAAAAAAA/guests' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This guest list is not available' }),
    ).toBeVisible();
  });

  it('is in Arabic: the ID types named, the countries in Arabic, the check digit’s message', async () => {
    const { backend, page } = await charterBackend('ar');
    await activateLocale('ar', { everything: true });
    const user = userEvent.setup();
    renderCharterApp({ backend, path: `/charter/${page.guestToken}/guests` });
    expect(await screen.findByText('أُضيف 0 من 6')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'الهوية الإماراتية' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'الإمارات العربية المتحدة' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'الهوية الإماراتية' }));
    await user.type(screen.getByLabelText('رقم الهوية'), EMIRATES_ID_WRONG_DIGIT);
    expect(screen.getByLabelText('رقم الهوية')).toHaveAccessibleDescription(
      /الرقم الأخير في هذه الهوية الإماراتية لا يتطابق/,
    );
    await waitFor(() => expect(screen.getByLabelText('رقم الهوية')).toHaveAttribute('dir', 'ltr'));
  });
});
