import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { activateLocale } from '../../../src/i18n/catalogues';
import { renderCharterApp, withOverrides } from '../test-utils';
import { CHARTER_START, charterBackend, HOUR, setClock } from './charter-fixtures';

afterEach(async () => {
  // The files of a worker share one jsdom (vitest.config.ts): the address this file moved to goes back.
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  await activateLocale('en', { everything: true });
});

beforeAll(async () => {
  await import('../../../src/features/charter/charter-page');
});

const price = () => within(screen.getByRole('region', { name: 'Price' }));

/** The client's page with `overrides` on the backend's payments, the charter paid `paidFils` in cash. */
async function openPage(
  overrides: Partial<Backend['payments']> = {},
  {
    paidFils = 0,
    language = 'en',
    search = '',
  }: { paidFils?: number; language?: string; search?: string } = {},
) {
  setClock(CHARTER_START - 5 * 24 * HOUR);
  const { backend, page, enquiryId } = await charterBackend(language);
  if (paidFils > 0) {
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await backend.ledger.record(enquiryId, {
      kind: 'payment',
      amountFils: paidFils,
      method: 'cash',
      at: new Date(Date.now() - HOUR).toISOString(),
      note: '',
    });
    await backend.auth.signOut();
  }
  const shown = withOverrides(backend, { payments: overrides });
  const prefix = language === 'en' ? '' : `/${language}`;
  window.history.replaceState(null, '', `${prefix}/charter/${page.token}${search}`);
  renderCharterApp({ backend: shown, path: `/charter/${page.token}` });
  await screen.findByRole('heading', { level: 1, name: 'Azure Pearl' });
  return { backend, page, enquiryId };
}

describe('paying the balance from the client’s charter page', () => {
  it('asks the backend for the page’s link and goes to its payment page', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const { backend, page } = await openPage({
      // The demo's own link, its address made a place on this page (jsdom loads no other document).
      balanceLinkForPage: async (token) => {
        asked.push(token);
        const link = await backend.payments.balanceLinkForPage(token);
        return link && { ...link, url: `#paying-${link.amountFils}` };
      },
    });
    const button = await price().findByRole('button', { name: /^Pay the balance online \(AED\s2,850\)$/ });
    await user.click(button);
    await waitFor(() => expect(window.location.hash).toBe('#paying-285000'));
    expect(asked).toEqual([page.token]);
  });

  it('shows no button when nothing is due or the backend takes no money online', async () => {
    await openPage({}, { paidFils: 285_000 });
    expect(price().getByText('Balance').nextSibling).toHaveTextContent('AED 0');
    expect(price().queryByRole('button', { name: /Pay the balance/ })).not.toBeInTheDocument();
  });

  it('shows no button where payments are not taken online', async () => {
    await openPage({ available: () => Promise.resolve(false) });
    expect(price().getByText('Balance').nextSibling).toHaveTextContent('AED 2,850');
    expect(price().queryByRole('button', { name: /Pay the balance/ })).not.toBeInTheDocument();
  });

  it('says on the page when the payment page cannot be opened, and when the backend refuses', async () => {
    const user = userEvent.setup();
    let failure = new BackendError('unavailable', 'offline');
    await openPage({ balanceLinkForPage: () => Promise.reject(failure) });
    const button = await price().findByRole('button', { name: /Pay the balance online/ });
    await user.click(button);
    expect(await price().findByRole('alert')).toHaveTextContent(
      'The payment page could not be opened. Check your connection and try again.',
    );
    expect(button).toBeEnabled();
    failure = new BackendError('invalid-argument', 'Nothing is due: the charter is paid in full.');
    await user.click(button);
    await waitFor(() =>
      expect(price().getByRole('alert')).toHaveTextContent(
        'The balance cannot be paid online just now. Contact us and we will help.',
      ),
    );
  });

  it('in Arabic: the button in the client’s language', async () => {
    await activateLocale('ar', { everything: true });
    await openPage({}, { language: 'ar' });
    expect(await screen.findByRole('button', { name: /^ادفع الرصيد المتبقي عبر الإنترنت/ })).toBeVisible();
  });

  it('back from the payment page: thanks once paid in full', async () => {
    await openPage({}, { paidFils: 285_000, search: '?balance=paid' });
    expect(price().getByRole('status')).toHaveTextContent(
      'Thank you: your payment went through. The receipt is below.',
    );
  });

  it('back from the payment page: a payment not yet recorded is being confirmed', async () => {
    await openPage({}, { search: '?balance=paid' });
    expect(price().getByRole('status')).toHaveTextContent(/being confirmed/);
  });

  it('back from the payment page without paying: nothing was charged, the button is still there', async () => {
    await openPage({}, { search: '?balance=unpaid' });
    expect(price().getByRole('status')).toHaveTextContent(
      'The balance was not paid, so nothing was charged. You can pay it at any time.',
    );
    expect(await price().findByRole('button', { name: /Pay the balance online/ })).toBeVisible();
  });
});
