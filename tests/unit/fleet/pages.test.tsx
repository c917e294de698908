import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yachtFixtures } from '../../../fixtures/yachts';
import { expectConsoleErrors } from '../console-guard';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

describe('home page', () => {
  it('shows the heading, tagline and the fleet sorted by position (missing last)', async () => {
    renderApp({ backend: await createTestBackend(), path: '/home' });
    expect(screen.getByRole('heading', { level: 1, name: 'Best Yacht Rental Dubai' })).toBeInTheDocument();
    expect(
      screen.getByText('Unforgettable Yachting Experiences at Your Fingertips', { selector: 'header p' }),
    ).toBeInTheDocument();
    const fleet = await screen.findByRole('list', { name: 'Yachts' });
    const headings = within(fleet)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toHaveLength(yachtFixtures.length);
    expect(headings[0]).toBe('Marina Luxe Azure Pearl');
    expect(headings.at(-1)).toBe('Marina Luxe Blue Lagoon');
  });

  it('says "No products found" when there are none', async () => {
    const backend = await createTestBackend();
    renderApp({ backend: withOverrides(backend, { yachts: { list: async () => [] } }) });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty list', async () => {
    const logged = expectConsoleErrors();
    const backend = await createTestBackend();
    renderApp({
      backend: withOverrides(backend, { yachts: { list: () => Promise.reject(new Error('offline')) } }),
      path: '/index',
    });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(String(logged[0]?.[0])).toContain('Could not load products');
  });

  it('keeps the yachts a prerendered page was built with when the refresh fails', async () => {
    const logged = expectConsoleErrors();
    const backend = await createTestBackend();
    renderApp({
      backend: withOverrides(backend, { yachts: { list: () => Promise.reject(new Error('offline')) } }),
      initial: { yachts: yachtFixtures, services: [] },
    });
    await waitFor(() => expect(String(logged[0]?.[0])).toContain('Could not load products'));
    // The refresh has been applied (a transition) by the time the page marks its data loaded.
    await waitFor(() => expect(document.documentElement.dataset.siteData).toBe('loaded'));
    await act(async () => undefined);
    const fleet = screen.getByRole('list', { name: 'Yachts' });
    expect(within(fleet).getAllByRole('article')).toHaveLength(yachtFixtures.length);
  });
});

describe('VIP page', () => {
  it('shows only VIP yachts', async () => {
    renderApp({ backend: await createTestBackend(), path: '/vipRental' });
    const fleet = await screen.findByRole('list', { name: 'Yachts' });
    const names = within(fleet)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    const vip = yachtFixtures.filter((p) => p.isVIP).map((p) => `Marina Luxe ${p.name}`);
    expect(names.sort()).toEqual(vip.sort());
  });

  it('says so when no yacht is VIP', async () => {
    const backend = await createTestBackend();
    const plain = yachtFixtures.map((p) => ({ ...p, isVIP: false }));
    renderApp({
      backend: withOverrides(backend, { yachts: { list: async () => plain } }),
      path: '/vipRental',
    });
    expect(await screen.findByText(/No VIP yachts are available right now/)).toBeInTheDocument();
  });
});

describe('product detail', () => {
  it('shows a loading indicator, then the yacht whose id is in the URL', async () => {
    const backend = await createTestBackend();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowList = () => held.then(() => backend.yachts.list());
    renderApp({
      backend: withOverrides(backend, { yachts: { list: slowList } }),
      path: '/productdetail/royal-falcon',
    });
    expect(await screen.findByText('Loading yacht...')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marina Luxe Royal Falcon' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AED 2,200 / hour')).toBeInTheDocument();
    expect(screen.getByText('88 ft')).toBeInTheDocument();
    expect(screen.getByText('up to 40 guests')).toBeInTheDocument();
    expect(screen.getByText(/jacuzzi, premium sound/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book By WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeInTheDocument();
  });

  it("says 'Product not found...' for an unknown id", async () => {
    renderApp({ backend: await createTestBackend(), path: '/productdetail/no-such-yacht' });
    expect(await screen.findByText('Product not found...')).toBeInTheDocument();
  });

  it('finds a yacht added after the list was loaded', async () => {
    const backend = await createTestBackend();
    const { router } = renderApp({ backend, path: '/' });
    await screen.findByRole('list', { name: 'Yachts' });
    const id = await backend.yachts.add({ ...yachtFixtures[0], name: 'Brand New' });
    await router.navigate(`/productdetail/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marina Luxe Brand New' }),
    ).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('show the error page', async () => {
    renderApp({ backend: await createTestBackend(), path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
