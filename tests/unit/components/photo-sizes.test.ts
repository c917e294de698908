import { describe, expect, it } from 'vitest';
import { photoSizes, type BoxWidth, type PhotoLayout } from '../../../src/components/photo-sizes';
import { CARD_PHOTO } from '../../../src/features/fleet/yacht-card';
import { GALLERY_PHOTO } from '../../../src/features/fleet/gallery/photo-gallery';
import { lightboxSizes, THUMBNAIL_PHOTO } from '../../../src/features/fleet/gallery/gallery-lightbox';
import { PACKAGE_CARD_PHOTO } from '../../../src/features/packages/package-card';
import { PACKAGE_PHOTO } from '../../../src/features/packages/package-detail';

/**
 * Bootstrap 5.3's grid, as its stylesheet lays it out: from each breakpoint a container of a fixed width (padding
 * included), below 576 px the screen's width less 12 px each side; a row with `g-4` widens it by the 24-px gutter,
 * which each column takes back as 12 px of padding each side.
 */
const CONTAINERS = [
  [1400, 1320],
  [1200, 1140],
  [992, 960],
  [768, 720],
  [576, 540],
] as const;
const GUTTER = 24;

/** The widths of a column spanning `span(breakpoint)` of 12, less `inset` px (a card's borders). */
function columnWidths(span: (minWidth: number) => number, inset = 0): BoxWidth[] {
  const widths: BoxWidth[] = CONTAINERS.map(([minWidth, container]) => [
    minWidth,
    (container * span(minWidth)) / 12 - GUTTER - inset,
  ]);
  // Below 576 px every layout here is one column: the screen (the row's width) less the column's padding.
  return [...widths, [0, -(GUTTER + inset), 100]];
}

/** `row-cols-1 row-cols-sm-2 row-cols-lg-3`: one card a row on phones, two from 576 px, three from 992 px. */
const cardGrid = (minWidth: number) => (minWidth >= 992 ? 4 : minWidth >= 576 ? 6 : 12);
/** `col-12 col-lg-7`: the whole row below 992 px, 7/12 of it from 992 px. */
const wideColumn = (minWidth: number) => (minWidth >= 992 ? 7 : 12);
const CARD_BORDERS = 2;

describe('the layouts’ box widths follow Bootstrap’s grid', () => {
  it.each([
    ['yacht cards', CARD_PHOTO, columnWidths(cardGrid, CARD_BORDERS)],
    ['package cards', PACKAGE_CARD_PHOTO, columnWidths(cardGrid, CARD_BORDERS)],
    ['the yacht page’s gallery', GALLERY_PHOTO, columnWidths(wideColumn)],
    ['a package page’s photos', PACKAGE_PHOTO, columnWidths(wideColumn)],
  ])('%s', (_, layout: PhotoLayout, expected) => {
    expect(layout.widths).toEqual(expected);
  });

  it('crops as their boxes do: a square yacht card, 3:2 elsewhere', () => {
    expect(CARD_PHOTO.crop).toBe(1);
    expect([PACKAGE_CARD_PHOTO, GALLERY_PHOTO, PACKAGE_PHOTO, THUMBNAIL_PHOTO].map((l) => l.crop)).toEqual([
      1.5, 1.5, 1.5, 1.5,
    ]);
  });
});

describe('photoSizes', () => {
  const threeByTwo = { width: 1200, height: 800 };

  it('says each box width, widest screens first, for a photo of the box’s shape', () => {
    expect(photoSizes(GALLERY_PHOTO, { width: 1200, height: 800 })).toBe(
      '(min-width: 1400px) 746px, (min-width: 1200px) 641px, (min-width: 992px) 536px, ' +
        '(min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 24px)',
    );
  });

  it('says the width a cropped photo is drawn at: a 3:2 photo in a square card is 1.5 times as wide', () => {
    expect(photoSizes(CARD_PHOTO, threeByTwo)).toBe(
      '(min-width: 1400px) 621px, (min-width: 1200px) 531px, (min-width: 992px) 441px, ' +
        '(min-width: 768px) 501px, (min-width: 576px) 366px, calc(150vw - 39px)',
    );
    // A camera's 4:3 photo is drawn 4/3 as wide as the square; a portrait one, as wide as its box.
    expect(photoSizes(CARD_PHOTO, { width: 4032, height: 3024 })).toMatch(
      /^\(min-width: 1400px\) 552px, .*, calc\(133\.33vw - 35px\)$/,
    );
    expect(photoSizes(CARD_PHOTO, { width: 800, height: 1200 })).toBe(photoSizes(CARD_PHOTO));
  });

  it('does not shrink a photo narrower than its box: it is cropped at top and bottom, drawn as wide as the box', () => {
    expect(photoSizes(GALLERY_PHOTO, { width: 4032, height: 3024 })).toBe(photoSizes(GALLERY_PHOTO));
    expect(photoSizes(GALLERY_PHOTO, threeByTwo)).toBe(photoSizes(GALLERY_PHOTO));
  });

  it('says a fixed width for a thumbnail', () => {
    expect(photoSizes(THUMBNAIL_PHOTO, { width: 1200, height: 800 })).toBe('96px');
    expect(photoSizes(THUMBNAIL_PHOTO, { width: 1600, height: 800 })).toBe('128px');
  });
});

describe('lightboxSizes', () => {
  it('fits the whole photo below the bar: as wide as the screen, or as its height allows for its shape', () => {
    expect(lightboxSizes({ width: 1200, height: 800 })).toBe(
      '(min-width: 768px) min(100vw, calc((100vh - 152px) * 1.5)), min(100vw, calc((100vh - 56px) * 1.5))',
    );
    expect(lightboxSizes({ width: 3024, height: 4032 })).toMatch(/calc\(\(100vh - 56px\) \* 0\.75\)\)$/);
  });
});
