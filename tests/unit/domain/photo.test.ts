import { describe, expect, it } from 'vitest';
import { filePhoto, sitePhoto } from '../../../fixtures/photos';
import { LIMITS } from '../../../src/domain/limits';
import {
  mapPhotoFiles,
  photoFiles,
  readPhoto,
  storageObjectUrl,
  storagePathOf,
  type Photo,
} from '../../../src/domain/photo';
import { photoProblem } from '../../../src/domain/photo-checks';
import {
  fitWithin,
  photoOf,
  srcsetOf,
  srcsetWidths,
  variantWidths,
} from '../../../src/domain/photo-variants';

const publicUrl = (path: string) =>
  storageObjectUrl('https://firebasestorage.googleapis.com', 'marina.appspot.com', path);

describe('the variants of a photo', () => {
  it('are the standard widths narrower than the photo, and its own width, never more than 1600 px', () => {
    expect(variantWidths(4032)).toEqual([320, 480, 640, 960, 1280, 1600]);
    expect(variantWidths(1600)).toEqual([320, 480, 640, 960, 1280, 1600]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 960, 1000]);
    expect(variantWidths(500)).toEqual([320, 480, 500]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('keep the aspect ratio within the longest side, portrait or landscape, never enlarging', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 533)).toEqual({ width: 800, height: 533 });
    expect(fitWithin(4032, 3024, 320)).toEqual({ width: 320, height: 240 });
  });

  it('make a srcset, smallest first, one entry per width', () => {
    const srcset = srcsetOf([
      { url: '/p/1600.webp', width: 1600 },
      { url: '/p/320.webp', width: 320 },
      { url: '/p/640.webp', width: 640 },
      { url: '/p/640b.webp', width: 640 },
    ]);
    expect(srcset).toBe('/p/320.webp 320w, /p/640b.webp 640w, /p/1600.webp 1600w');
    expect(srcsetWidths(srcset)).toEqual([320, 640, 1600]);
    expect(srcsetWidths('')).toEqual([]);
  });

  it('make a photo whose address is the largest variant, with its placeholder and description', () => {
    const photo = photoOf(
      [
        { url: 'a/320.webp', width: 320 },
        { url: 'a/1600.webp', width: 1600 },
      ],
      { width: 1600, height: 1200 },
      { placeholder: 'data:image/webp;base64,AAAA', alt: 'The flybridge' },
    );
    expect(photo).toEqual({
      src: 'a/1600.webp',
      srcset: 'a/320.webp 320w, a/1600.webp 1600w',
      width: 1600,
      height: 1200,
      placeholder: 'data:image/webp;base64,AAAA',
      alt: 'The flybridge',
    });
    expect(photoOf([{ url: 'one.webp', width: 300 }], { width: 300, height: 200 }).srcset).toBe('');
    expect(() => photoOf([], { width: 1, height: 1 })).toThrow(RangeError);
  });

  it('of the site’s own pictures list every file the site has of them, with a preview', () => {
    expect(sitePhoto('yachts/azure-pearl-1')).toEqual({
      src: '/img/yachts/azure-pearl-1.webp',
      srcset:
        '/img/yachts/azure-pearl-1-320.webp 320w, /img/yachts/azure-pearl-1-640.webp 640w, ' +
        '/img/yachts/azure-pearl-1-960.webp 960w, /img/yachts/azure-pearl-1.webp 1200w',
      width: 1200,
      height: 800,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/),
      alt: '',
    });
    // The offers' pictures are 800 px wide: no wider variant than that. Their placeholder is their colour (their
    // manifest is in the demo backend's code).
    expect(sitePhoto('offers/family-day')).toMatchObject({
      src: '/img/offers/family-day.webp',
      srcset:
        '/img/offers/family-day-320.webp 320w, /img/offers/family-day-640.webp 640w, /img/offers/family-day.webp 800w',
      width: 800,
      height: 533,
      placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(() => sitePhoto('yachts/no-such-yacht-1')).toThrow(/npm run images:variants/);
  });
});

describe('where a photo’s files are', () => {
  it('is Cloud Storage’s public address of the object, with no token', () => {
    expect(publicUrl('Products/p1/u 1/640.webp')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/marina.appspot.com/o/Products%2Fp1%2Fu%201%2F640.webp?alt=media',
    );
    expect(storageObjectUrl('https://x', 'b', 'Offers/o/1.webp')).toBe(
      'https://x/v0/b/b/o/Offers%2Fo%2F1.webp?alt=media',
    );
  });

  it('reads the storage path back from such an address, and nothing from any other', () => {
    expect(storagePathOf(publicUrl('Products/p1/u1/640.webp'))).toBe('Products/p1/u1/640.webp');
    expect(storagePathOf('/img/a.webp')).toBeNull();
    expect(storagePathOf('https://example.com/v0/b/x/o/%E0%A4%A?alt=media')).toBeNull();
  });

  it('lists every file of a photo once', () => {
    const photo = { src: 'a/1600.webp', srcset: 'a/320.webp 320w, a/1600.webp 1600w' };
    expect(photoFiles(photo)).toEqual(['a/1600.webp', 'a/320.webp']);
    expect(photoFiles({ src: 'b.webp', srcset: '' })).toEqual(['b.webp']);
  });

  it('maps every file’s address, keeping the widths', async () => {
    const photo: Photo = { ...filePhoto('a/1600.webp'), srcset: 'a/320.webp 320w, a/1600.webp 1600w' };
    const mapped = await mapPhotoFiles(photo, async (file) => `blob:${file}`);
    expect(mapped).toEqual({
      ...photo,
      src: 'blob:a/1600.webp',
      srcset: 'blob:a/320.webp 320w, blob:a/1600.webp 1600w',
    });
  });
});

describe('a stored photo read back', () => {
  it('is a photo as it is, a storage path made public', () => {
    const stored = { ...filePhoto('Products/p1/u1/1600.webp', { width: 1600, height: 900 }), alt: 'Deck' };
    expect(readPhoto(stored, publicUrl)).toEqual({ ...stored, src: publicUrl('Products/p1/u1/1600.webp') });
  });

  it('from before photos had variants (an address or a storage path) is one file at the usual size', () => {
    expect(readPhoto('/img/yachts/a.webp', publicUrl)).toEqual(filePhoto('/img/yachts/a.webp'));
    expect(readPhoto(' Products/p1/a.jpg ', publicUrl)).toEqual(filePhoto(publicUrl('Products/p1/a.jpg')));
    expect(readPhoto('https://cdn.example.com/a.jpg', publicUrl)).toEqual(
      filePhoto('https://cdn.example.com/a.jpg'),
    );
  });

  it('is nothing when it is empty or not a photo, and the usual size when its size is not', () => {
    for (const junk of ['', '  ', null, undefined, 7, [], { url: 'x' }, { src: '' }]) {
      expect(readPhoto(junk, publicUrl)).toBeNull();
    }
    expect(
      readPhoto({ src: '/img/a.webp', width: 0, height: 'tall', srcset: 3, alt: null }, publicUrl),
    ).toEqual(filePhoto('/img/a.webp'));
  });
});

describe('a photo to store', () => {
  const good = {
    ...filePhoto('https://x/a.webp'),
    srcset: 'https://x/a-320.webp 320w',
    placeholder: '#102030',
  };

  it('passes within every limit', () => {
    expect(photoProblem(good)).toBeNull();
    expect(
      photoProblem({
        src: `https://${'x'.repeat(LIMITS.path - 8)}`,
        srcset: 'x'.repeat(LIMITS.srcset),
        width: LIMITS.photoSide,
        height: 1,
        placeholder: 'x'.repeat(LIMITS.placeholder),
        alt: 'ب'.repeat(LIMITS.alt),
      }),
    ).toBeNull();
  });

  it.each([
    ['no address', { src: ' ' }, /address/],
    ['a 1001-character address', { src: 'x'.repeat(LIMITS.path + 1) }, /address/],
    ['a 4001-character srcset', { srcset: 'x'.repeat(LIMITS.srcset + 1) }, /variants/],
    ['a width of 0', { width: 0 }, /width and height/],
    ['a fractional height', { height: 800.5 }, /width and height/],
    ['a width past 10000', { width: LIMITS.photoSide + 1 }, /width and height/],
    ['a 1501-character placeholder', { placeholder: 'x'.repeat(LIMITS.placeholder + 1) }, /placeholder/],
    ['a 201-character description', { alt: 'x'.repeat(LIMITS.alt + 1) }, /description/],
    ['a description of two lines', { alt: 'Deck\nat dusk' }, /description/],
  ])('says what is wrong with %s', (_, change, message) => {
    expect(photoProblem({ ...good, ...change } as Photo)).toMatch(message);
  });
});
