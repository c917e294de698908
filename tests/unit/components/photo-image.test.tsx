import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PhotoImage from '../../../src/components/photo-image';
import type { Photo } from '../../../src/domain/photo';

const photo: Photo = {
  src: 'https://cdn.example/deck-1600.webp',
  srcset: 'https://cdn.example/deck-480.webp 480w, https://cdn.example/deck-1600.webp 1600w',
  width: 1600,
  height: 1200,
  placeholder: '#1c3b5a',
  alt: '',
};

describe('PhotoImage', () => {
  it('is an <img> with its address, variants, sizes and size, and the description it is given', () => {
    render(<PhotoImage photo={photo} alt="The deck" sizes="50vw" loading="lazy" className="x" />);
    const image = screen.getByRole('img', { name: 'The deck' });
    expect(image).toHaveAttribute('src', photo.src);
    expect(image).toHaveAttribute('srcset', photo.srcset);
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('x');
  });

  it('says the photo’s own description when it has one', () => {
    render(<PhotoImage photo={{ ...photo, alt: 'Sun deck at dusk' }} alt="The deck" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Sun deck at dusk' })).toBeInTheDocument();
  });

  it('says nothing, not even its own description, when what surrounds it names it', () => {
    const { container } = render(
      <button type="button" aria-label="Show photo 2 of 3">
        <PhotoImage photo={{ ...photo, alt: 'Sun deck at dusk' }} alt="" decorative sizes="96px" />
      </button>,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toBeInTheDocument();
  });

  it('shows its colour behind it while it loads, with no style attribute (the CSP refuses them in HTML)', () => {
    const { container } = render(<PhotoImage photo={photo} alt="" sizes="50vw" />);
    const frame = container.querySelector('.photo') as HTMLElement;
    expect(frame.querySelector('svg.photo-preview rect')).toHaveAttribute('fill', '#1c3b5a');
    expect(frame.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[style]')).toBeNull();
    // The preview comes first: the photo covers it once loaded.
    expect(frame.lastElementChild?.tagName).toBe('IMG');
  });

  it('shows a few-pixel preview stretched over its box', () => {
    const preview = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAQAAAAfQ//73v/+BiOh/AAA=';
    const { container } = render(
      <PhotoImage photo={{ ...photo, placeholder: preview }} alt="" sizes="50vw" />,
    );
    const image = container.querySelector('svg.photo-preview image');
    expect(image).toHaveAttribute('href', preview);
    expect(image).toHaveAttribute('preserveAspectRatio', 'xMidYMid slice');
  });

  it('has only the frame’s tint when there is no preview', () => {
    const { container } = render(<PhotoImage photo={{ ...photo, placeholder: '' }} alt="" sizes="50vw" />);
    expect(container.querySelector('.photo')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows one file as it is, without srcset or sizes', () => {
    render(<PhotoImage photo={{ ...photo, srcset: '' }} alt="Deck" sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Deck' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows the site’s placeholder picture for no photo, and for one that fails to load', () => {
    const { unmount } = render(<PhotoImage photo={undefined} alt="Deck" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Deck' })).toHaveAttribute('src', '/img/placeholder.jpg');
    unmount();
    render(<PhotoImage photo={photo} alt="Deck" sizes="50vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Deck' }));
    const image = screen.getByRole('img', { name: 'Deck' });
    expect(image).toHaveAttribute('src', '/img/placeholder.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '1200');
  });
});
