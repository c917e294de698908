import { DEMO_OPERATOR } from '../../../src/config/demo';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/catalogues';
import { charterRoute } from '../../../src/config/charter-paths';
import { prefetchReads } from '../../../src/features/charter/charter-reads';
import { createTestBackend, renderCharterApp, withOverrides } from '../test-utils';
import { CHARTER_START, charterBackend, HOUR, setClock } from './charter-fixtures';

const deviceZone = process.env.TZ;
afterEach(async () => {
  // The files of a worker share one jsdom (vitest.config.ts): the address this file moved to goes back.
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
  await activateLocale('en', { everything: true });
});

// The pages' code, loaded once before the first test (a cold import on a busy machine can outlast a wait).
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/charter/charter-page'),
    import('../../../src/features/charter/guest-list-page'),
  ]);
});

describe('the client’s charter page', () => {
  it('reads the page once: the read started before React loads is the one it shows', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend();
    const read = vi.spyOn(backend.charters, 'page');
    await prefetchReads(backend, { kind: 'page', token: page.token });
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Azure Pearl' })).toBeVisible();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows the charter in Dubai time, the device’s time beside it, the money, the terms and the list', async () => {
    process.env.TZ = 'Asia/Kolkata';
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend();
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Azure Pearl' })).toBeVisible();
    expect(screen.getByText(page.reference)).toBeVisible();
    expect(screen.getByText('Monday, 6 May 2030')).toBeVisible();
    expect(screen.getByText(/18:00 to 21:00/)).toHaveTextContent('18:00 to 21:00 Dubai (GST, UTC+4)');
    // Kolkata is 90 minutes ahead of Dubai.
    expect(screen.getByText(/Your device’s time/)).toHaveTextContent(/19:30.*22:30/);
    expect(screen.getByText('6 guests')).toBeVisible();
    expect(screen.getByText(/will send you the meeting point/)).toBeVisible();

    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('Charter, weekday rate: AED 450 × 3 hours')).toBeVisible();
    expect(within(price).getByText('DJ: AED 500 × 3 hours')).toBeVisible();
    expect(within(price).getByText('Total').nextSibling).toHaveTextContent('AED 2,850');
    expect(within(price).getByText('Paid so far').nextSibling).toHaveTextContent('AED 0');
    expect(within(price).getByText('Balance').nextSibling).toHaveTextContent('AED 2,850');
    expect(within(price).getByText('The balance is due by 4 May 2030, 18:00 (Dubai time).')).toBeVisible();

    // The default tiers as this charter's deadlines, the one that holds now marked.
    const terms = screen.getByRole('region', { name: 'Cancellation and weather' });
    expect(
      within(terms).getByText(
        'Cancelled by 3 May 2030, 18:00 (Dubai time): 100% of what you paid is refunded. (applies now)',
      ).tagName,
    ).toBe('STRONG');
    expect(
      within(terms).getByText(
        'Cancelled by 5 May 2030, 18:00 (Dubai time): 50% of what you paid is refunded.',
      ),
    ).toBeVisible();
    expect(
      within(terms).getByText(
        'From 5 May 2030, 18:00 (Dubai time), or if you do not arrive: nothing is refunded.',
      ),
    ).toBeVisible();
    expect(
      within(terms).getByText(/move the charter to another date once at no cost until 3 May 2030/),
    ).toBeVisible();
    expect(within(terms).getByText(/becomes a credit valid for 12 months/)).toBeVisible();
    expect(within(terms).getByRole('link', { name: 'All booking policies' })).toHaveAttribute(
      'href',
      '/policies',
    );

    const guests = screen.getByRole('region', { name: 'Guest list' });
    expect(await within(guests).findByText('0 of 6 added')).toBeVisible();
    expect(within(guests).getByText('The list closes on 5 May 2030, 18:00 (Dubai time).')).toBeVisible();
    expect(
      within(guests).getByRole('link', { name: 'Add yourself / share with your group' }),
    ).toHaveAttribute('href', `/charter/${page.guestToken}/guests`);
    expect(within(guests).getByLabelText('The guest list’s address')).toHaveValue(
      `${window.location.origin}/charter/${page.guestToken}/guests`,
    );
    const share = within(guests).getByRole('link', { name: 'Send on WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain(
      `Please add your name and ID to the guest list for our yacht charter on Azure Pearl, Monday, 6 May 2030: ${window.location.origin}/charter/${page.guestToken}/guests`,
    );
    const contact = within(screen.getByRole('region', { name: 'Questions? Contact us' }));
    expect(contact.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toContain(
      encodeURIComponent(`my charter ${page.reference}`),
    );
    expect(contact.getByRole('link', { name: 'Call +971 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
  });

  it('gives no second time on a device that keeps Dubai’s, and marks the tier that holds once the first has passed', async () => {
    process.env.TZ = 'Asia/Muscat';
    setClock(CHARTER_START - 47 * HOUR);
    const { backend, page } = await charterBackend();
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    const passed = await screen.findByText(/^Cancelled by 3 May 2030, 18:00/);
    expect(passed.tagName).toBe('S');
    expect(screen.getByText(/^Cancelled by 5 May 2030, 18:00 .*50%.*\(applies now\)$/).tagName).toBe(
      'STRONG',
    );
    // The free move has passed with the full refund.
    expect(screen.queryByText(/move the charter to another date/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your device’s time/)).not.toBeInTheDocument();
  });

  it('lists the charter’s invoices; one opens on the page in Arabic with English beside it, to print', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page, enquiryId } = await charterBackend('ar', async (operator) => {
      const settings = await operator.booking.getSettings();
      await operator.booking.saveSettings({
        ...settings,
        legalName: 'Marina Luxe Yachts L.L.C.',
        legalAddress: 'Marina Walk, Dubai Marina, Dubai',
        trn: '100123456700003',
      });
    });
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await backend.ledger.record(enquiryId, {
      kind: 'payment',
      amountFils: 142_500,
      method: 'bank-transfer',
      at: new Date(CHARTER_START - 6 * 24 * HOUR).toISOString(),
      note: 'Deposit',
    });
    await backend.auth.signOut();
    const [document] = await (async () => {
      const found = await backend.charters.page(page.token);
      return found?.documents ?? [];
    })();
    if (!document) throw new Error('The payment issued no invoice.');
    await activateLocale('ar', { everything: true });
    window.history.replaceState(null, '', `/ar/charter/${page.token}`);
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    const documents = within(await screen.findByRole('region', { name: 'الفواتير والإيصالات' }));
    const link = documents.getByRole('link', { name: `فاتورة ضريبية ${document.number}` });
    expect(link).toHaveAttribute('href', `#${document.id}`);

    await userEvent.click(link);
    const view = await screen.findByRole('article', { name: 'فاتورة ضريبية Tax Invoice' });
    expect(within(view).getByText('100123456700003')).toBeVisible();
    expect(within(view).getByText('Marina Luxe Yachts L.L.C.')).toBeVisible();
    expect(within(view).getByText(document.number)).toBeVisible();
    // AED 1,425 with its VAT inside: 67.86 VAT, 1,357.14 before it.
    expect(within(view).getByText(/1,357\.14/)).toBeVisible();
    expect(within(view).getByText(/67\.86/)).toBeVisible();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(view).getByRole('button', { name: 'طباعة' }));
    expect(print).toHaveBeenCalled();
    await userEvent.click(within(view).getByRole('link', { name: 'العودة إلى رحلتك' }));
    expect(await screen.findByRole('region', { name: 'الفواتير والإيصالات' })).toBeVisible();
    window.history.replaceState(null, '', '/');
  });

  it('shows the operator’s own terms from the booking settings, and the amount paid from the ledger', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page, enquiryId } = await charterBackend('en', async (operator) => {
      const settings = await operator.booking.getSettings();
      await operator.booking.saveSettings({
        ...settings,
        balanceDueHours: 168,
        cancellationTiers: [
          { hoursBefore: 240, refundPercent: 100 },
          { hoursBefore: 0, refundPercent: 25 },
        ],
      });
    });
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await backend.ledger.record(enquiryId, {
      kind: 'payment',
      amountFils: 142_500,
      method: 'cash',
      at: new Date(CHARTER_START - 6 * 24 * HOUR).toISOString(),
      note: 'Deposit at the office',
    });
    await backend.auth.signOut();
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    const terms = within(await screen.findByRole('region', { name: 'Cancellation and weather' }));
    expect(terms.getByText(/^Cancelled by 26 Apr 2030, 18:00 .*100%/)).toBeInTheDocument();
    expect(terms.getByText(/^Cancelled by 6 May 2030, 18:00 .*25%.*\(applies now\)$/)).toBeVisible();
    // The last tier holds until departure: no line for nothing refunded.
    expect(terms.queryByText(/nothing is refunded/)).not.toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Price' }));
    expect(price.getByText('Paid so far').nextSibling).toHaveTextContent('AED 1,425');
    expect(price.getByText('Balance').nextSibling).toHaveTextContent('AED 1,425');
    expect(price.getByText('The balance is due by 29 Apr 2030, 18:00 (Dubai time).')).toBeVisible();
  });

  it('copies the guest list’s address and downloads the charter for a calendar', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend();
    const user = userEvent.setup();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:charter';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/charter/${page.guestToken}/guests`,
    );

    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    const text = saved[0] && new TextDecoder().decode(await saved[0].arrayBuffer());
    expect(text).toContain('DTSTART:20300506T140000Z\r\n');
    expect(text).toContain('DTEND:20300506T170000Z\r\n');
    expect(text).toContain(`SUMMARY:Azure Pearl · ${page.reference}\r\n`);
    expect(text).toContain(`UID:charter-${page.reference}@`);
  });

  it('says plainly when the address leads nowhere, with the ways to reach us', async () => {
    renderCharterApp({ backend: await createTestBackend(), path: '/charter/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This charter page is not available' }),
    ).toBeVisible();
    expect(screen.getByText(/unknown or was replaced/)).toBeVisible();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('link', { name: 'WhatsApp us' })).toBeVisible();
    expect(article.getByRole('link', { name: 'Call +971 50 123 4567' })).toBeVisible();
  });

  it('says so when the address is not even one', async () => {
    renderCharterApp({ backend: await createTestBackend(), path: '/charter/not-a-token' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This charter page is not available' }),
    ).toBeVisible();
  });

  it('says plainly that a cancelled charter was cancelled, without the list or the calendar', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend();
    const cancelled = withOverrides(backend, {
      charters: { page: async () => ({ ...page, status: 'cancelled' as const }) },
    });
    renderCharterApp({ backend: cancelled, path: `/charter/${page.token}` });
    expect(await screen.findByRole('heading', { name: 'This charter was cancelled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guest list' })).not.toBeInTheDocument();
  });

  it('gives the client the code of the credit a weather cancellation left them', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend();
    const voucher = { code: 'K483QSVGZK', amountFils: 285_000, expiresAt: '2031-04-30T08:00:00.000Z' };
    const cancelled = withOverrides(backend, {
      charters: { page: async () => ({ ...page, status: 'cancelled' as const, voucher }) },
    });
    renderCharterApp({ backend: cancelled, path: `/charter/${page.token}` });
    expect(await screen.findByRole('heading', { name: 'This charter was cancelled' })).toBeVisible();
    expect(
      screen.getByText(/kept as a credit of .*AED\s2,850.*, valid until .*30 Apr 2031, 12:00/),
    ).toBeVisible();
    expect(screen.getByText('K483QSVGZK')).toBeVisible();
  });

  it('offers the page in the client’s language rather than switching to it', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend('ru');
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    expect(await screen.findByText('This page is also available in:')).toBeVisible();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'href',
      `/ru/charter/${page.token}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Azure Pearl' })).toBeVisible();
  });

  it('is in Arabic, with the Dubai label and the list’s count, and in Russian', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend('ar');
    await activateLocale('ar', { everything: true });
    const { unmount } = renderCharterApp({ backend, path: `/charter/${page.token}` });
    expect(await screen.findByText('أُضيف 0 من 6')).toBeVisible();
    expect(screen.getByText(/بتوقيت دبي \(GST، UTC\+4\)/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'الإلغاء والطقس' })).toBeVisible();
    expect(screen.queryByText('This page is also available in:')).not.toBeInTheDocument();
    unmount();
    await activateLocale('ru', { everything: true });
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    expect(await screen.findByText('Добавлено 0 из 6')).toBeVisible();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      `/ar/charter/${page.token}`,
    );
  });

  it('opens the guest list from its link without loading the page again, and Back returns', async () => {
    setClock(CHARTER_START - 5 * 24 * HOUR);
    const { backend, page } = await charterBackend();
    window.history.replaceState(null, '', `/charter/${page.token}`);
    renderCharterApp({ backend, path: `/charter/${page.token}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add yourself / share with your group' }));
    expect(window.location.pathname).toBe(`/charter/${page.guestToken}/guests`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest list: Azure Pearl' })).toBeVisible();
    // The header's language links follow the page shown.
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'href',
      `/ru/charter/${page.guestToken}/guests`,
    );
    window.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Azure Pearl' })).toBeVisible();
  });
});

describe('charterRoute', () => {
  it('names the two pages by their addresses, and nothing else', () => {
    expect(charterRoute('/charter/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({
      kind: 'page',
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(charterRoute('/charter/AAAAAAAAAAAAAAAAAAAAAA/guests/')).toEqual({
      kind: 'guests',
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(charterRoute('/charter')).toBeNull();
    expect(charterRoute('/charter/a/b')).toBeNull();
    expect(charterRoute('/contact')).toBeNull();
  });
});
