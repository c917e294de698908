import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePhoto } from '../../../fixtures/photos';
import { photoSizes } from '../../../src/components/photo-sizes';
import type { Photo } from '../../../src/domain/photo';
import PhotoGallery, { GALLERY_PHOTO } from '../../../src/features/fleet/gallery/photo-gallery';
import { lightboxSizes } from '../../../src/features/fleet/gallery/gallery-lightbox';
import { activateLocale } from '../../../src/i18n/catalogues';

const photos: Photo[] = [
  { ...sitePhoto('yachts/royal-falcon-1'), placeholder: '#2d4a6b' },
  { ...sitePhoto('yachts/royal-falcon-2'), alt: 'The flybridge at night' },
  sitePhoto('yachts/royal-falcon-3'),
  sitePhoto('yachts/royal-falcon-4'),
];

function renderGallery(shown: Photo[] = photos) {
  const { unmount } = render(<PhotoGallery photos={shown} name="Royal Falcon" />);
  return {
    unmount,
    user: userEvent.setup({ delay: null }),
    gallery: screen.getByRole('region', { name: 'Photos of Royal Falcon' }),
  };
}

/** The counter: which photo is shown, of how many. */
const counter = (gallery: HTMLElement) => gallery.querySelector('.gallery-counter')?.textContent;

function swipe(element: HTMLElement, dx: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 110 }] });
}

describe('the yacht page’s gallery', () => {
  it('shows every photo with its variants, the sizes of its box and its size; the first at once, the rest later', () => {
    const { gallery } = renderGallery();
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Royal Falcon, photo 1 of 4',
      'The flybridge at night',
      'Royal Falcon, photo 3 of 4',
      'Royal Falcon, photo 4 of 4',
    ]);
    for (const [at, image] of images.entries()) {
      expect(image).toHaveAttribute('src', photos[at].src);
      expect(image).toHaveAttribute('srcset', photos[at].srcset);
      expect(image).toHaveAttribute('sizes', photoSizes(GALLERY_PHOTO, photos[at]));
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '800');
    }
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    // The first photo's colour shows until it has loaded.
    expect(images[0].parentElement?.querySelector('.photo-preview rect')).toHaveAttribute('fill', '#2d4a6b');
  });

  it('counts the photos, and moves with the arrows, the dots, the keys and a swipe', async () => {
    const { user, gallery } = renderGallery();
    expect(counter(gallery)).toBe('1 / 4');
    expect(within(gallery).getByRole('button', { name: 'Show photo 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Next' }));
    expect(counter(gallery)).toBe('2 / 4');
    expect(within(gallery).getByRole('button', { name: 'Show photo 2 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // One photo slides in at a time: the next move waits for it.
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next')).toBeNull());
    await user.click(within(gallery).getByRole('button', { name: 'Show photo 4 of 4' }));
    await waitFor(() => expect(counter(gallery)).toBe('4 / 4'));
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    // Infinite: forward from the last is the first.
    within(gallery).getByRole('button', { name: 'View full screen' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(counter(gallery)).toBe('1 / 4');
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    await user.keyboard('{ArrowLeft}');
    expect(counter(gallery)).toBe('4 / 4');
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    swipe(gallery, -120);
    expect(counter(gallery)).toBe('1 / 4');
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    // Mostly downwards is the page scrolling.
    fireEvent.touchStart(gallery, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 150, clientY: 300 }] });
    expect(counter(gallery)).toBe('1 / 4');
  });

  it('has no arrows, dots or counter for one photo, and the site’s picture without a photo', () => {
    const { gallery, unmount } = renderGallery([photos[0]]);
    expect(within(gallery).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(gallery).queryByRole('button', { name: /Show photo/ })).toBeNull();
    expect(counter(gallery)).toBeUndefined();
    expect(within(gallery).getByRole('button', { name: 'View full screen' })).toBeInTheDocument();
    unmount();
    render(<PhotoGallery photos={[]} name="Royal Falcon" />);
    expect(screen.getByRole('img', { name: 'Royal Falcon, photo 1 of 1' })).toHaveAttribute(
      'src',
      '/img/placeholder.jpg',
    );
    expect(screen.queryByRole('button', { name: 'View full screen' })).toBeNull();
  });
});

describe('the full-screen view', () => {
  it('opens on the photo shown, moves with the arrows, the keys and the thumbnails, and closes with Esc', async () => {
    const { user, gallery } = renderGallery();
    const opener = within(gallery).getByRole('button', { name: 'View full screen' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Royal Falcon' });
    expect(within(dialog).getByText('1 / 4')).toBeInTheDocument();
    const image = within(dialog).getByRole('img', { name: 'Royal Falcon, photo 1 of 4' });
    expect(image).toHaveAttribute('srcset', photos[0].srcset);
    expect(image).toHaveAttribute('sizes', lightboxSizes(photos[0]));
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 4')).toBeInTheDocument();
    // The photo's own description is its caption.
    expect(
      within(dialog).getByText('The flybridge at night', { selector: 'figcaption' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('1 / 4')).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    const thumbnails = within(dialog).getByRole('list', { name: 'Photos of Royal Falcon' });
    await user.click(within(thumbnails).getByRole('button', { name: 'Show photo 3 of 4' }));
    expect(within(dialog).getByText('3 / 4')).toBeInTheDocument();
    expect(within(thumbnails).getByRole('button', { name: 'Show photo 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Focus stays in the dialog, round and round, both ways.
    const close = within(dialog).getByRole('button', { name: 'Close full screen' });
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    close.focus();
    await user.tab({ shift: true });
    expect(within(thumbnails).getByRole('button', { name: 'Show photo 4 of 4' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where it was opened, the gallery on the photo last seen.
    expect(opener).toHaveFocus();
    expect(counter(gallery)).toBe('3 / 4');
  });

  it('closes with its button', async () => {
    const { user, gallery } = renderGallery();
    await user.click(within(gallery).getByRole('button', { name: 'View full screen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(gallery).getByRole('button', { name: 'View full screen' })).toHaveFocus();
  });
});

describe('right to left', () => {
  afterEach(async () => {
    await activateLocale('en', { everything: true });
  });

  it('moves forward with ← and a swipe to the right, in the gallery and full screen', async () => {
    await activateLocale('ar', { everything: true });
    const user = userEvent.setup({ delay: null });
    render(<PhotoGallery photos={photos} name="Royal Falcon" />);
    const gallery = screen.getByRole('region', { name: 'صور Royal Falcon' });
    expect(counter(gallery)).toBe('1 من 4');
    swipe(gallery, 120);
    expect(counter(gallery)).toBe('2 من 4');
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    const opener = within(gallery).getByRole('button', { name: 'عرض بملء الشاشة' });
    opener.focus();
    await user.keyboard('{ArrowLeft}');
    expect(counter(gallery)).toBe('3 من 4');
    await waitFor(() => expect(gallery.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'صور Royal Falcon' });
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 من 4')).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.carousel-item-next, .carousel-item-prev')).toBeNull());
    swipe(dialog.querySelector('.carousel') as HTMLElement, 120);
    expect(within(dialog).getByText('3 من 4')).toBeInTheDocument();
  });
});
