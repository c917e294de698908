import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceFixtures } from '../../../fixtures/services';
import { createTestBackend, renderApp } from '../test-utils';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('navbar', () => {
  it('has the main links and a Packages dropdown with every package and Custom Package', async () => {
    renderApp({ backend: await createTestBackend() });
    const nav = document.querySelector('.site-navbar') as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'VIPYacht' })).toHaveAttribute('href', '/vipRental');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    await userEvent.click(screen.getByRole('button', { name: 'Packages' }));
    expect(screen.getByRole('link', { name: 'Birthday Pack' })).toHaveAttribute(
      'href',
      '/packages/birthday_pack&0',
    );
    expect(screen.getByRole('link', { name: 'Anniversary/Proposal Package' })).toHaveAttribute(
      'href',
      '/packages/anniversary-proposal_package&3',
    );
    expect(screen.getByRole('link', { name: 'Custom Package' })).toHaveAttribute(
      'href',
      '/packages/custom_pack&-1',
    );
  });

  it('lists every service in the Services dropdown and keeps only one dropdown open', async () => {
    renderApp({ backend: await createTestBackend() });
    await screen.findByRole('list', { name: 'Yachts' });
    await userEvent.click(screen.getByRole('button', { name: 'Packages' }));
    expect(document.querySelector('.dropdown-menu.show')).toContainElement(
      screen.getByRole('link', { name: 'Party Pack' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    const openMenus = document.querySelectorAll('.dropdown-menu.show');
    expect(openMenus).toHaveLength(1);
    expect(within(openMenus[0] as HTMLElement).queryByRole('link', { name: 'Party Pack' })).toBeNull();
    for (const service of serviceFixtures) {
      expect(screen.getByRole('link', { name: service.name })).toHaveAttribute(
        'href',
        `/services/${encodeURIComponent(service.name)}`,
      );
    }
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Packages' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gains the scrolled style after 50 px', async () => {
    renderApp({ backend: await createTestBackend() });
    const navbar = document.querySelector('.site-navbar');
    scrollTo(50);
    expect(navbar).not.toHaveClass('navbar-scrolled');
    scrollTo(51);
    expect(navbar).toHaveClass('navbar-scrolled');
    scrollTo(0);
    expect(navbar).not.toHaveClass('navbar-scrolled');
  });
});

describe('layout', () => {
  it('has a footer with its links, phone links and the 2024 copyright', async () => {
    renderApp({ backend: await createTestBackend() });
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/about', '/contact', '/packages', '/services', '/policies']),
    );
    expect(hrefs.filter((href) => href?.startsWith('tel:'))).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('© 2024');
  });

  it('shows the scroll-to-top button only after one viewport height', async () => {
    renderApp({ backend: await createTestBackend() });
    scrollTo(window.innerHeight);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(window.innerHeight + 1);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(0);
  });

  it('opens and closes the offers panel with the toggle and with its X', async () => {
    renderApp({ backend: await createTestBackend() });
    await screen.findByRole('list', { name: 'Yachts' });
    await userEvent.click(screen.getByRole('button', { name: 'View Offers' }));
    expect(await screen.findByRole('dialog', { name: 'Special Offers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close Offers' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Special Offers' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View Offers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close offers panel' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Special Offers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Offers' })).toBeInTheDocument();
  });

  it('shows the demo mode marker', async () => {
    renderApp({ backend: await createTestBackend() });
    expect(screen.getByText('Demo mode')).toBeInTheDocument();
  });
});

describe('phone bar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  const bar = () => screen.getByRole('navigation', { name: 'Quick actions' });

  /** The WhatsApp message the bar's WhatsApp button opens. */
  async function whatsappText() {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await userEvent.click(within(bar()).getByRole('button', { name: 'WhatsApp' }));
    return decodeURIComponent(String(open.mock.calls[0][0]));
  }

  it('calls, checks the fleet on the home page and asks on WhatsApp which yachts are free', async () => {
    renderApp({ backend: await createTestBackend() });
    await screen.findByRole('list', { name: 'Yachts' });
    expect(within(bar()).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+971501234567');
    expect(within(bar()).getByRole('link', { name: 'Check availability' })).toHaveAttribute('href', '#fleet');
    expect(await whatsappText()).toContain(
      'I would like to charter a yacht. Which yachts are free on my date?',
    );
    // The offers and chat buttons are the bar's too.
    expect(within(bar()).getByRole('button', { name: 'View Offers' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it("on a yacht page leads to its booking and sends the yacht's WhatsApp message", async () => {
    renderApp({ backend: await createTestBackend(), path: '/productdetail/majesty' });
    await screen.findByRole('heading', { level: 1, name: /Majesty/ });
    expect(within(bar()).getByRole('link', { name: 'Check availability' })).toHaveAttribute(
      'href',
      '#booking',
    );
    expect(document.getElementById('booking')).toContainElement(
      await screen.findByRole('region', { name: 'Check availability & price' }),
    );
    expect(await whatsappText()).toMatch(/text=Hi, I am interested in booking the Yacht: Majesty\. Price: /);
  });

  it("on a package page leads to its booking and sends the package's WhatsApp message", async () => {
    renderApp({ backend: await createTestBackend(), path: '/packages/honeymoon_package&2' });
    await screen.findByRole('heading', { level: 1, name: 'Honeymoon Package' });
    expect(within(bar()).getByRole('link', { name: 'Check availability' })).toHaveAttribute(
      'href',
      '#booking',
    );
    expect(await whatsappText()).toContain('Hi, I am interested in the package: Honeymoon Package');
  });

  it("elsewhere leads to the home page's fleet", async () => {
    // jsdom has no scrolling: what is scrolled into view is recorded.
    const scrolled = vi.fn<(this: Element) => void>();
    Element.prototype.scrollIntoView = scrolled;
    const { router } = renderApp({ backend: await createTestBackend(), path: '/about' });
    expect(await whatsappText()).toContain('Which yachts are free on my date?');
    const check = within(bar()).getByRole('link', { name: 'Check availability' });
    expect(check).toHaveAttribute('href', '/#fleet');
    await userEvent.click(check);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#fleet' });
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'fleet');
  });

  it('gives a yacht that is not in the fleet the general message and the fleet', async () => {
    renderApp({ backend: await createTestBackend(), path: '/productdetail/no-such-yacht' });
    expect(await screen.findByText('Product not found...')).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Check availability' })).toHaveAttribute(
      'href',
      '/#fleet',
    );
    expect(await whatsappText()).toContain('Which yachts are free on my date?');
  });
});
