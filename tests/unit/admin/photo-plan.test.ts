import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  newPhotoId,
  placeholderSize,
  planVariants,
  sanitizeFileName,
  variantPath,
} from '../../../src/features/admin/uploads/photo-plan';

/** The Storage rules' names (storage.rules): a safe name, and a variant's file name. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const VARIANT_NAME = /^[1-9][0-9]{1,4}[.](webp|avif|jpg)$/;

describe('planVariants', () => {
  it('makes a camera photo in every standard width up to 1600 px, largest first, keeping its aspect ratio', () => {
    expect(planVariants(4032, 3024)).toEqual([
      { width: 1600, height: 1200 },
      { width: 1280, height: 960 },
      { width: 960, height: 720 },
      { width: 640, height: 480 },
      { width: 480, height: 360 },
      { width: 320, height: 240 },
    ]);
  });

  it('fits a portrait photo (a turned camera photo) within 1600 px on its long side', () => {
    expect(planVariants(3024, 4032)).toEqual([
      { width: 1200, height: 1600 },
      { width: 960, height: 1280 },
      { width: 640, height: 853 },
      { width: 480, height: 640 },
      { width: 320, height: 427 },
    ]);
  });

  it('never makes a photo larger than it is', () => {
    expect(planVariants(1000, 750).map((size) => size.width)).toEqual([1000, 960, 640, 480, 320]);
    expect(planVariants(960, 640).map((size) => size.width)).toEqual([960, 640, 480, 320]);
    expect(planVariants(200, 100)).toEqual([{ width: 200, height: 100 }]);
  });

  it('never makes a side zero for extreme panoramas', () => {
    expect(planVariants(100_000, 10)).toContainEqual({ width: 320, height: 1 });
    expect(planVariants(100_000, 10)[0]).toEqual({ width: 1600, height: 1 });
  });

  it('makes only the largest for a form that stores one file', () => {
    expect(planVariants(4032, 3024, 'largest')).toEqual([{ width: 1600, height: 1200 }]);
    expect(planVariants(800, 600, 'largest')).toEqual([{ width: 800, height: 600 }]);
  });
});

describe('placeholderSize', () => {
  it('is 16 px on the long side', () => {
    expect(placeholderSize(1600, 1200)).toEqual({ width: 16, height: 12 });
    expect(placeholderSize(1200, 1600)).toEqual({ width: 12, height: 16 });
    expect(placeholderSize(1600, 1)).toEqual({ width: 16, height: 1 });
    expect(placeholderSize(10, 8)).toEqual({ width: 10, height: 8 });
  });
});

describe('names and paths', () => {
  it('sanitises names to letters, digits, dots, dashes and underscores', () => {
    expect(sanitizeFileName('My Yacht (1).JPG')).toBe('my-yacht-1.jpg');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\photos\\Côte d’Azur.png')).toBe('cote-d-azur.png');
    expect(sanitizeFileName('???')).toBe('image');
    expect(sanitizeFileName('.hidden')).toBe('hidden');
  });

  it('gives each upload a new photo id the Storage rules accept, with the file name in it', () => {
    expect(newPhotoId('Deck View.JPG', 1_700_000_000_000, () => 'abc1234')).toBe(
      'loyw3v28-abc1234-deck-view',
    );
    const many = Array.from({ length: 50 }, () => newPhotoId('IMG_0042.jpg'));
    expect(new Set(many).size).toBe(50);
    for (const id of [...many, newPhotoId('???.png'), newPhotoId(`${'é'.repeat(300)}.jpg`)]) {
      expect(id).toMatch(SAFE_NAME);
      expect(id.length).toBeLessThanOrEqual(64);
    }
    expect(newPhotoId('a.b.c.heic', 1, () => 'r')).toBe('1-r-a-b-c');
  });

  it('stores a variant at {folder}/{owner}/{photo}/{width}.{ext}, named as the rules accept', () => {
    expect(variantPath('Products', 'p1', 'lx-1-deck', 1600, 'image/webp')).toBe(
      'Products/p1/lx-1-deck/1600.webp',
    );
    expect(variantPath('Offers', 'o1', 'x', 320, 'image/jpeg')).toBe('Offers/o1/x/320.jpg');
    expect(extensionOf('image/avif')).toBe('avif');
    for (const width of [10, 320, 1600]) {
      expect(variantPath('Products', 'p', 'x', width, 'image/webp').split('/')[3]).toMatch(VARIANT_NAME);
    }
  });
});
