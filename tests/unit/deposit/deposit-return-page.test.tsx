import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEPOSITS_NEED_FUNCTIONS } from '../../../src/domain/deposit';
import { activateLocale } from '../../../src/i18n/catalogues';
import { createTestBackend, renderApp } from '../test-utils';
import { depositReturnPath } from '../../../src/domain/deposit';

afterEach(async () => {
  await activateLocale('en', { everything: true });
});

describe('the deposit return pages', () => {
  it('thanks the client for the deposit, with the reference from the address', async () => {
    renderApp({ backend: await createTestBackend(), path: depositReturnPath('en', 'paid', 'MLY-7K2Q9P') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you: your deposit is paid' }),
    ).toBeVisible();
    expect(await screen.findByText('Your booking reference: MLY-7K2Q9P')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeVisible();
    expect(screen.queryByText(DEPOSITS_NEED_FUNCTIONS)).not.toBeInTheDocument();
  });

  it('says a deposit left unpaid was not charged, and shows no reference that is not one', async () => {
    renderApp({ backend: await createTestBackend(), path: '/deposit/unpaid?ref=<script>' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your deposit was not paid' })).toBeVisible();
    expect(screen.getByText(/nothing was charged/)).toBeVisible();
    expect(screen.queryByText(/booking reference/)).not.toBeInTheDocument();
  });

  it('is in Russian and Arabic too', async () => {
    await activateLocale('ru', { everything: true });
    const { unmount } = renderApp({
      backend: await createTestBackend(),
      path: '/deposit/thanks?ref=MLY-7K2Q9P',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Спасибо: ваш депозит оплачен' }),
    ).toBeVisible();
    expect(screen.getByText('Номер вашего бронирования: MLY-7K2Q9P')).toBeVisible();
    unmount();
    await activateLocale('ar', { everything: true });
    renderApp({ backend: await createTestBackend(), path: '/deposit/unpaid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'لم يتم دفع العربون' })).toBeVisible();
  });
});
