import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../../../src/config/origin';
import { createTestBackend, renderApp } from '../test-utils';

/** The page's managed head elements, as the browser has them. */
const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  descriptions: document.head.querySelectorAll('meta[name="description"]').length,
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
  ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
  preloads: document.head.querySelectorAll('link[rel="preload"][as="image"]').length,
  jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '')['@type'],
  ),
});

describe('page metadata in the browser', () => {
  it('follows the visitor from page to page, replacing the previous page’s tags', async () => {
    const { router } = renderApp({ backend: await createTestBackend(), path: '/productdetail/azure-pearl' });
    await screen.findByRole('heading', { level: 1, name: 'Marina Luxe Azure Pearl' });
    await waitFor(() => expect(head().canonical).toBe(`${siteOrigin}/productdetail/azure-pearl`));
    expect(head()).toMatchObject({
      title: 'Azure Pearl yacht rental in Dubai | Marina Luxe Yachts',
      description: expect.stringContaining('up to 12 guests'),
      ogImage: `${siteOrigin}/img/yachts/azure-pearl-1.webp`,
      jsonLd: ['Product', 'BreadcrumbList'],
      robots: undefined,
    });
    // The yacht's first photo is fetched first: the very file its gallery picks.
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    const first = screen.getByRole('img', { name: 'Azure Pearl, photo 1 of 3' });
    expect(preload).toHaveAttribute('href', first.getAttribute('src'));
    expect(preload).toHaveAttribute('imagesrcset', first.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', first.getAttribute('sizes'));
    expect(preload).toHaveAttribute('fetchpriority', 'high');

    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(head().canonical).toBe(`${siteOrigin}/contact`));
    expect(head()).toMatchObject({
      title: 'Contact | Marina Luxe Yachts',
      descriptions: 1,
      jsonLd: ['TravelAgency'],
      preloads: 0,
    });

    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(head().robots).toBe('noindex'));
    expect(head()).toMatchObject({
      title: 'Page not found | Marina Luxe Yachts',
      canonical: undefined,
      jsonLd: [],
    });
  });

  it('gives home’s other addresses the home page’s canonical', async () => {
    renderApp({ backend: await createTestBackend(), path: '/home' });
    await waitFor(() => expect(head().canonical).toBe(`${siteOrigin}/`));
    expect(head().jsonLd).toEqual(['TravelAgency']);
  });

  it('marks an unknown yacht not to index', async () => {
    renderApp({ backend: await createTestBackend(), path: '/productdetail/no-such-yacht' });
    await screen.findByText('Product not found...');
    await waitFor(() => expect(head().robots).toBe('noindex'));
    expect(head().canonical).toBeUndefined();
  });

  it('keeps the sign-in page out of search results', async () => {
    renderApp({ backend: await createTestBackend(), path: '/login' });
    await waitFor(() => expect(head().robots).toBe('noindex'));
  });
});
