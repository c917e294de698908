import { describe, expect, it } from 'vitest';
import {
  isAcceptedImage,
  isHeic,
  MAX_SOURCE_BYTES,
  refusalMessages,
  sourceProblem,
} from '../../../src/features/admin/uploads/prepare-image';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('which chosen files are taken', () => {
  it('accepts JPEG, PNG, WebP and AVIF only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(isAcceptedImage({ type })).toBe(true);
    }
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '', 'image/heic']) {
      expect(isAcceptedImage({ type })).toBe(false);
    }
  });

  it('knows a HEIC photo by its type or, where the system gives none, by its name', () => {
    expect(isHeic(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isHeic(file('IMG_1.heif', 'application/octet-stream'))).toBe(true);
    expect(isHeic(file('photo', 'image/heic'))).toBe(true);
    expect(isHeic(file('photo', 'image/heif-sequence'))).toBe(true);
    expect(isHeic(file('heic.jpg', 'image/jpeg'))).toBe(false);
  });

  it('takes a photo of exactly 25 MB and refuses one byte more', () => {
    expect(MAX_SOURCE_BYTES).toBe(25 * 1024 * 1024);
    expect(sourceProblem(file('a.jpg', 'image/jpeg', MAX_SOURCE_BYTES))).toBeNull();
    expect(sourceProblem(file('a.jpg', 'image/jpeg', MAX_SOURCE_BYTES + 1))).toBe('size');
  });

  it('says what is wrong with each refused file: other types together, HEIC and size each on its own', () => {
    expect(
      refusalMessages([
        file('ok.jpg', 'image/jpeg'),
        file('notes.txt', 'text/plain'),
        file('IMG_0007.HEIC', 'image/heic'),
        file('anim.gif', 'image/gif'),
        file('huge.png', 'image/png', 30 * 1024 * 1024),
      ]),
    ).toEqual([
      '“notes.txt”, “anim.gif” are not accepted: only JPEG, PNG, WebP or AVIF images can be uploaded.',
      '“IMG_0007.HEIC” is a HEIC photo, which browsers cannot read. On an iPhone, set Settings › Camera › ' +
        'Formats › Most Compatible, or export the photo as JPEG, and choose it again.',
      '“huge.png” is 30.0 MB: a photo may be at most 25 MB. Export it smaller (or as JPEG) and choose it again.',
    ]);
    expect(refusalMessages([file('ok.jpg', 'image/jpeg')])).toEqual([]);
  });
});
