import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/domain/limits';
import { MAX_SOURCE_BYTES } from '../../../src/features/admin/uploads/prepare-image';
import { preparePhoto } from '../../../src/features/admin/uploads/prepare-photo';
import { jpegFile, stubImageCodec } from './admin-test-utils';

const sizes = (items: readonly { width: number; height: number }[]) =>
  items.map(({ width, height }) => `${width}x${height}`);

describe('preparePhoto', () => {
  it('makes a 4032×3024 camera photo into six WebP variants from 1600 to 320 px, and a placeholder', async () => {
    const codec = stubImageCodec({ width: 4032, height: 3024 });
    const file = jpegFile('IMG_0042.jpg');
    const prepared = await preparePhoto(file);

    expect(prepared).toMatchObject({ width: 1600, height: 1200 });
    expect(sizes(prepared.variants)).toEqual([
      '1600x1200',
      '1280x960',
      '960x720',
      '640x480',
      '480x360',
      '320x240',
    ]);
    for (const variant of prepared.variants) expect(variant.blob.type).toBe('image/webp');
    // Every file is what the canvas encoded, never the chosen file (its EXIF, GPS included, goes nowhere).
    const encodedBlobs = codec.encoded.map((entry) => entry.blob);
    for (const variant of prepared.variants) {
      expect(encodedBlobs).toContain(variant.blob);
      expect(variant.blob).not.toBe(file);
    }
    expect(codec.encoded[0]).toMatchObject({ type: 'image/webp', quality: 0.82 });
    // Drawn with the best smoothing, each from the one before; then the 16 px placeholder from the smallest.
    expect(codec.drawn.map((entry) => entry.smoothing)).toEqual(Array(7).fill('high'));
    expect(sizes(codec.drawn).at(-1)).toBe('16x12');
    expect(prepared.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(prepared.placeholder.length).toBeLessThanOrEqual(LIMITS.placeholder);
    expect(codec.close).toHaveBeenCalledTimes(1);
  });

  it('decodes the photo turned as its EXIF orientation says: a turned camera photo is made portrait', async () => {
    // The browser applies Orientation=6 when asked: the 4032×3024 sensor image decodes as 3024×4032.
    const codec = stubImageCodec({ width: 3024, height: 4032 });
    const prepared = await preparePhoto(jpegFile());
    expect(codec.decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(prepared).toMatchObject({ width: 1200, height: 1600 });
    expect(sizes(prepared.variants)[0]).toBe('1200x1600');
    expect(sizes(codec.drawn).at(-1)).toBe('12x16');
  });

  it('makes only the largest variant for a form that stores one file', async () => {
    stubImageCodec({ width: 800, height: 600 });
    const prepared = await preparePhoto(jpegFile(), 'largest');
    expect(sizes(prepared.variants)).toEqual(['800x600']);
  });

  it('re-encodes even a small photo, never uploading it as it came', async () => {
    const codec = stubImageCodec({ width: 300, height: 200 });
    const file = jpegFile('small.jpg');
    const prepared = await preparePhoto(file);
    expect(sizes(prepared.variants)).toEqual(['300x200']);
    expect(prepared.variants[0].blob).toBe(codec.encoded[0].blob);
  });

  it('uses JPEG where the browser cannot encode WebP', async () => {
    stubImageCodec({ webp: false });
    const prepared = await preparePhoto(jpegFile());
    expect(new Set(prepared.variants.map((variant) => variant.blob.type))).toEqual(new Set(['image/jpeg']));
    expect(prepared.placeholder).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('leaves the placeholder out rather than store one over the rules’ limit', async () => {
    // 16 × 12 px at 8 bytes a pixel: 1536 bytes, 2048 characters in base64.
    stubImageCodec({ width: 400, height: 300, bytesPerPixel: 8 });
    const prepared = await preparePhoto(jpegFile());
    expect(prepared.variants).toHaveLength(2);
    expect(prepared.placeholder).toBe('');
  });

  it('refuses a file the browser cannot read, naming it', async () => {
    stubImageCodec({ unreadable: true });
    await expect(preparePhoto(jpegFile('broken.jpg'))).rejects.toThrow(
      '“broken.jpg” could not be read as an image: the file may be damaged, or not really a JPEG, PNG, WebP or AVIF.',
    );
  });

  it('refuses HEIC, other types and files over 25 MB before reading them', async () => {
    const codec = stubImageCodec();
    await expect(preparePhoto(new File(['x'], 'IMG_1.HEIC'))).rejects.toThrow(/is a HEIC photo/);
    await expect(preparePhoto(new File(['x'], 'a.gif', { type: 'image/gif' }))).rejects.toThrow(
      /not accepted/,
    );
    await expect(preparePhoto(jpegFile('big.jpg', MAX_SOURCE_BYTES + 1))).rejects.toThrow(
      '“big.jpg” is 25.0 MB: a photo may be at most 25 MB.',
    );
    expect(codec.decode).not.toHaveBeenCalled();
    await expect(preparePhoto(jpegFile('edge.jpg', MAX_SOURCE_BYTES))).resolves.toMatchObject({
      width: 1600,
    });
  });

  it('refuses a variant still 5 MB or more, and a photo too narrow to name', async () => {
    stubImageCodec({ bytesPerPixel: 3 });
    await expect(preparePhoto(jpegFile('noise.jpg'))).rejects.toThrow(
      '“noise.jpg” is still 5 MB or more after resizing.',
    );
    stubImageCodec({ width: 9, height: 400 });
    await expect(preparePhoto(jpegFile('line.png'))).rejects.toThrow('“line.png” is only 9 px wide');
  });

  it('says so where the browser has no canvas to resize with', async () => {
    stubImageCodec();
    delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    await expect(preparePhoto(jpegFile())).rejects.toThrow('This browser cannot resize photos.');
  });
});
