import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceFixtures } from '../../../fixtures/services';
import { relatedPackageIds, relatedPackages } from '../../../src/features/services/related-packages';
import { activateLocale } from '../../../src/i18n/catalogues';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

// Pages and the chat load lazily; a cold transform on a busy CI machine can take more than a second.

async function render(path: string, options: { noServices?: boolean } = {}) {
  let backend = await createTestBackend();
  if (options.noServices) backend = withOverrides(backend, { services: { list: async () => [] } });
  const result = renderApp({ backend, path });
  return { ...result, backend, user: userEvent.setup({ delay: null }) };
}

describe('services list', () => {
  it('shows every service from the backend as a card linking to its page', async () => {
    const { backend } = await render('/services');
    const list = await screen.findByRole('list', { name: 'Services' }, { timeout: 5000 });
    const names = (await backend.services.list()).map((s) => s.name);
    expect(names).toHaveLength(serviceFixtures.length);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(names);
    expect(within(list).getByRole('link', { name: 'Learn more: Catering & Dining' })).toHaveAttribute(
      'href',
      '/services/Catering%20%26%20Dining',
    );
  });

  it('says so when there are no services', async () => {
    await render('/services', { noServices: true });
    expect(await screen.findByText(/No services yet/)).toBeInTheDocument();
  });
});

describe('service page', () => {
  it('shows the service found by its (encoded) name, related packages and booking actions', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = await render('/services/Catering%20%26%20Dining');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catering & Dining' })).toBeInTheDocument();
    expect(screen.getByText(/From a canapé platter to a full BBQ/)).toBeInTheDocument();

    const related = screen.getByRole('heading', { name: 'Packages with this service' })
      .parentElement as HTMLElement;
    expect(within(related).getByRole('link', { name: 'Moon Island Trip Package' })).toHaveAttribute(
      'href',
      '/packages/moon_island_trip_package&6',
    );
    expect(screen.getByRole('link', { name: 'Request a call back' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Book on WhatsApp' }));
    expect(decodeURIComponent(String(open.mock.calls[0][0]))).toContain(
      'Hi, I am interested in the service: Catering & Dining',
    );
  });

  it('shows the error page for an unknown service', async () => {
    await render('/services/Helicopter%20Tours');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('maps every seeded service to existing packages', () => {
    for (const service of serviceFixtures) {
      expect(relatedPackages(service.id).length, service.id).toBe(relatedPackageIds[service.id].length);
      expect(relatedPackages(service.id).length, service.id).toBeGreaterThan(0);
    }
    expect(relatedPackages('unknown')).toEqual([]);
  });
});

describe('in the visitor’s language', () => {
  afterEach(async () => {
    await activateLocale('en', { everything: true });
  });

  it('the list, the menu and a service page show the Arabic texts; the addresses stay the English names', async () => {
    await activateLocale('ar', { everything: true });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = await render('/services');
    const list = await screen.findByRole('list', { name: 'الخدمات' }, { timeout: 5000 });
    const catering = within(list)
      .getByRole('heading', { name: 'الضيافة والطعام' })
      .closest('article') as HTMLElement;
    expect(within(catering).getByText(/^من طبق مقبّلات/)).toBeInTheDocument();
    expect(within(catering).getByRole('link')).toHaveAttribute('href', '/services/Catering%20%26%20Dining');
    const menu = screen.getByRole('button', { name: 'الخدمات' });
    await user.click(menu);
    expect(screen.getByRole('link', { name: 'رحلات الصيد' })).toHaveAttribute(
      'href',
      '/services/Fishing%20Trips',
    );

    await user.click(within(catering).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'الضيافة والطعام' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /WhatsApp/ }));
    expect(decodeURIComponent(String(open.mock.calls[0][0]))).toContain('الضيافة والطعام');
  });

  it('a service without a Russian text shows its English one on a Russian page', async () => {
    await activateLocale('ru', { everything: true });
    const backend = await createTestBackend();
    const plain = { id: 'helicopter', name: 'Helicopter Tours', description: 'Fly over the Palm.' };
    renderApp({
      backend: withOverrides(backend, { services: { list: async () => [plain] } }),
      path: '/services/Helicopter%20Tours',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helicopter Tours' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Fly over the Palm.')).toBeVisible();
  });
});
