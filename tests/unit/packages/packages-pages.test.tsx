import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { packages } from '../../../src/config/catalogue';
import { paths } from '../../../src/config/paths';
import { createTestBackend, renderApp } from '../test-utils';

// Pages and the chat load lazily; a cold transform on a busy CI machine can take more than a second.

async function render(path: string) {
  const backend = await createTestBackend();
  renderApp({ backend, path });
  return { backend, user: userEvent.setup({ delay: null }) };
}

describe('packages list', () => {
  it('shows the eight packages in catalogue order, then the Custom Package, each linking to its page', async () => {
    await render('/packages');
    const list = await screen.findByRole('list', { name: 'Packages' }, { timeout: 5000 });
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Birthday Pack',
      'Party Pack',
      'Honeymoon Package',
      'Anniversary/Proposal Package',
      'Burj Al Arab Package',
      'Atlantis The Palm Tree Package',
      'Moon Island Trip Package',
      'Bachelor/Bachelorette Package',
      'Custom Package',
    ]);
    expect(
      within(list).getByRole('link', { name: 'View package: Anniversary/Proposal Package' }),
    ).toHaveAttribute('href', '/packages/anniversary-proposal_package&3');
    expect(within(list).getByRole('link', { name: 'Compose your trip: Custom Package' })).toHaveAttribute(
      'href',
      '/packages/custom_pack&-1',
    );
    // Each card's cover in the width of its 3:2 box (a column of the grid), the first row's at once.
    const covers = [...list.querySelectorAll('img')];
    expect(covers).toHaveLength(9);
    expect(covers[0]).toHaveAttribute('src', '/img/packages/birthday.webp');
    expect(covers[0]).toHaveAttribute(
      'srcset',
      '/img/packages/birthday-320.webp 320w, /img/packages/birthday-640.webp 640w, ' +
        '/img/packages/birthday-960.webp 960w, /img/packages/birthday.webp 1200w',
    );
    expect(covers[0]).toHaveAttribute(
      'sizes',
      '(min-width: 1400px) 414px, (min-width: 1200px) 354px, (min-width: 992px) 294px, ' +
        '(min-width: 768px) 334px, (min-width: 576px) 244px, calc(100vw - 26px)',
    );
    expect(covers[0]).toHaveAttribute('width', '1200');
    expect(covers[0]).toHaveAttribute('height', '800');
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([
      ...['eager', 'eager', 'eager'],
      ...Array<string>(6).fill('lazy'),
    ]);
    expect(covers[8]).toHaveAttribute(
      'srcset',
      '/img/packages/custom-320.webp 320w, /img/packages/custom-640.webp 640w, ' +
        '/img/packages/custom-960.webp 960w, /img/packages/custom.webp 1200w',
    );
  });
});

describe('package page', () => {
  it('shows the name as the heading, the images, the description and what it includes', async () => {
    const pack = packages[4];
    await render(paths.package(pack));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Burj Al Arab Package' }),
    ).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Burj Al Arab Package on board' });
    expect(photo).toHaveAttribute('src', '/img/packages/burj-al-arab.webp');
    expect(photo).toHaveAttribute(
      'srcset',
      '/img/packages/burj-al-arab-320.webp 320w, /img/packages/burj-al-arab-640.webp 640w, ' +
        '/img/packages/burj-al-arab-960.webp 960w, /img/packages/burj-al-arab.webp 1200w',
    );
    // As wide as its column, `col-12 col-lg-7`.
    expect(photo).toHaveAttribute(
      'sizes',
      '(min-width: 1400px) 746px, (min-width: 1200px) 641px, (min-width: 992px) 536px, ' +
        '(min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 24px)',
    );
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    // The header's wide picture: its variants, the screen's width (480 px at least: cropped to the header's height),
    // its size.
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    const backdrop = header.querySelector('img');
    expect(backdrop).toHaveAttribute('src', '/img/packages/bg-burj-al-arab.webp');
    expect(backdrop).toHaveAttribute(
      'srcset',
      '/img/packages/bg-burj-al-arab-320.webp 320w, /img/packages/bg-burj-al-arab-640.webp 640w, ' +
        '/img/packages/bg-burj-al-arab-960.webp 960w, /img/packages/bg-burj-al-arab.webp 1600w',
    );
    expect(backdrop).toHaveAttribute('sizes', '(min-width: 480px) 100vw, 480px');
    expect(backdrop).toHaveAttribute('width', '1600');
    expect(backdrop).toHaveAttribute('height', '600');
    expect(screen.getByText(pack.description)).toBeInTheDocument();
    const includes = screen.getByRole('heading', { name: 'Includes' }).nextElementSibling as HTMLElement;
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(pack.packIncludes);
  });

  it('books on WhatsApp with a message naming the package', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = await render(paths.package(packages[2]));
    await user.click(await screen.findByRole('button', { name: 'Book this package on WhatsApp' }));
    expect(decodeURIComponent(String(open.mock.calls[0][0]))).toContain(
      'Hi, I am interested in the package: Honeymoon Package',
    );
  });

  it.each([
    ['an unknown slug', '/packages/sunset_pack&0'],
    ['an unknown id', '/packages/birthday_pack&42'],
    ['a slug that belongs to another id', '/packages/party_pack&0'],
    ['no id', '/packages/birthday_pack'],
  ])('shows the error page for %s', async (_case, path) => {
    await render(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
