import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePhoto } from '../../../fixtures/photos';
import { describe, expect, it, vi } from 'vitest';
import type { Yacht } from '../../../src/domain/yacht';
import YachtCard from '../../../src/features/fleet/yacht-card';
import { createTestBackend, renderWithProviders } from '../test-utils';

const yacht: Yacht = {
  id: 'y1',
  name: 'Azure Pearl',
  price: 1450,
  feet: 42,
  capacity: 12,
  complementary: 'Soft drinks',
  images: [sitePhoto('yachts/azure-pearl-1'), sitePhoto('yachts/azure-pearl-2')],
  isVIP: false,
};

describe('ProductCard', () => {
  it('shows the brand-prefixed name, first image, price per hour, size and capacity', async () => {
    renderWithProviders(<YachtCard yacht={yacht} />, { backend: await createTestBackend() });
    expect(screen.getByRole('heading', { name: 'Marina Luxe Azure Pearl' })).toBeInTheDocument();
    expect(screen.getByText('AED 1,450 / hour')).toBeInTheDocument();
    expect(screen.getByText('Size: 42 ft')).toBeInTheDocument();
    expect(screen.getByText('capacity up to 12')).toBeInTheDocument();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', '/img/yachts/azure-pearl-1.webp');
    // Its own size (nothing shifts), its variants and the width its box takes at each breakpoint.
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute(
      'srcset',
      '/img/yachts/azure-pearl-1-320.webp 320w, /img/yachts/azure-pearl-1-640.webp 640w, ' +
        '/img/yachts/azure-pearl-1-960.webp 960w, /img/yachts/azure-pearl-1.webp 1200w',
    );
    // Its square box shows the 3:2 photo cropped, drawn 1.5 times the box's width (a column of the grid).
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1400px) 621px, (min-width: 1200px) 531px, (min-width: 992px) 441px, ' +
        '(min-width: 768px) 501px, (min-width: 576px) 366px, calc(150vw - 39px)',
    );
  });

  it('loads the first cards at once, the very first first of all, and the others when scrolled near', async () => {
    const backend = await createTestBackend();
    renderWithProviders(
      <>
        <YachtCard yacht={yacht} eager first />
        <YachtCard yacht={{ ...yacht, id: 'y2' }} eager />
        <YachtCard yacht={{ ...yacht, id: 'y3' }} />
      </>,
      { backend },
    );
    const [first, second, third] = [...document.querySelectorAll('img')];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(third).toHaveAttribute('loading', 'lazy');
  });

  it('shows the photo’s colour in its box while it loads', async () => {
    const colourful = { ...yacht, images: [{ ...yacht.images[0], placeholder: '#34506e' }] };
    renderWithProviders(<YachtCard yacht={colourful} />, { backend: await createTestBackend() });
    expect(document.querySelector('.card-image-link .photo-preview rect')).toHaveAttribute('fill', '#34506e');
  });

  it('links the image and the info to the detail page', async () => {
    renderWithProviders(<YachtCard yacht={yacht} />, { backend: await createTestBackend() });
    const links = document.querySelectorAll('a[href="/productdetail/y1"]');
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Marina Luxe Azure Pearl' })).toHaveAttribute(
      'href',
      '/productdetail/y1',
    );
  });

  it('uses the placeholder when the yacht has no image', async () => {
    renderWithProviders(<YachtCard yacht={{ ...yacht, images: [] }} />, {
      backend: await createTestBackend(),
    });
    expect(document.querySelector('img')).toHaveAttribute('src', '/img/placeholder.jpg');
  });

  it('books by WhatsApp with the yacht text, and explains a blocked popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<YachtCard yacht={yacht} />, { backend: await createTestBackend() });
    await userEvent.click(screen.getByRole('button', { name: 'Book By WhatsApp' }));
    const link = String(open.mock.calls[0][0]);
    expect(link).toContain(
      'text=Hi%2C%20I%20am%20interested%20in%20booking%20the%20Yacht%3A%20Azure%20Pearl.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Unable to open WhatsApp. Please enable pop-ups or copy this link: ${link}`,
    );
  });
});
