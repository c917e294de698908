import { describe, expect, it, vi } from 'vitest';
import {
  isAcceptedImage,
  MAX_UPLOAD_BYTES,
  planResize,
  prepareImage,
  sanitizeFileName,
  storagePath,
} from '../../../src/features/admin/uploads/prepare-image';

describe('planResize', () => {
  it('leaves images up to 1600 px on their long side alone', () => {
    expect(planResize(1600, 1200)).toEqual({ resize: false });
    expect(planResize(900, 1600)).toEqual({ resize: false });
    expect(planResize(1, 1)).toEqual({ resize: false });
  });

  it('shrinks a longer image so its long side is 1600 px, keeping the aspect ratio', () => {
    expect(planResize(4000, 3000)).toEqual({ resize: true, width: 1600, height: 1200 });
    expect(planResize(3000, 6000)).toEqual({ resize: true, width: 800, height: 1600 });
    expect(planResize(1601, 1601)).toEqual({ resize: true, width: 1600, height: 1600 });
  });

  it('never makes a side zero for extreme panoramas', () => {
    expect(planResize(100_000, 10)).toEqual({ resize: true, width: 1600, height: 1 });
  });
});

describe('file names and paths', () => {
  it('sanitises names to letters, digits, dots, dashes and underscores', () => {
    expect(sanitizeFileName('My Yacht (1).JPG')).toBe('my-yacht-1.jpg');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\photos\\Côte d’Azur.png')).toBe('cote-d-azur.png');
    expect(sanitizeFileName('???')).toBe('image');
    expect(sanitizeFileName('.hidden')).toBe('hidden');
  });

  it('builds Products/{id}/{timestamp}-{name} and Offers/{id}/{timestamp}-{name}', () => {
    expect(storagePath('Products', 'abc', 1700000000000, 'Deck View.png')).toBe(
      'Products/abc/1700000000000-deck-view.png',
    );
    expect(storagePath('Offers', 'o1', 5, 'a/b.webp')).toBe('Offers/o1/5-b.webp');
  });

  it('accepts JPEG, PNG, WebP and AVIF only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(isAcceptedImage({ type })).toBe(true);
    }
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(isAcceptedImage({ type })).toBe(false);
    }
  });
});

describe('prepareImage', () => {
  function stubBitmap(width: number, height: number) {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width, height, close })),
    );
    return close;
  }

  function stubCanvas(output: Blob) {
    const drawImage = vi.fn();
    const sizes: number[][] = [];
    class FakeOffscreenCanvas {
      constructor(width: number, height: number) {
        sizes.push([width, height]);
      }
      getContext() {
        return { drawImage };
      }
      async convertToBlob(options: { type: string }) {
        expect(options.type).toBe('image/webp');
        return output;
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    return { sizes, drawImage };
  }

  it('uploads a small image as it is', async () => {
    const close = stubBitmap(800, 600);
    const file = new File(['png'], 'small.png', { type: 'image/png' });
    expect(await prepareImage(file)).toBe(file);
    expect(close).toHaveBeenCalled();
  });

  it('resizes a large image to 1600 px and re-encodes it as WebP', async () => {
    stubBitmap(4000, 2000);
    const { sizes, drawImage } = stubCanvas(new Blob(['webp'], { type: 'image/webp' }));
    const prepared = await prepareImage(new File(['big'], 'Big Photo.jpg', { type: 'image/jpeg' }));
    expect(sizes).toEqual([[1600, 800]]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 800);
    expect(prepared.type).toBe('image/webp');
    expect(prepared.name).toBe('Big Photo.webp');
  });

  it('refuses a file still over 5 MB', async () => {
    stubBitmap(1000, 1000);
    const file = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', { type: 'image/png' });
    await expect(prepareImage(file)).rejects.toThrow(
      '“huge.png” is over 5 MB even after resizing. Choose a smaller image.',
    );
  });

  it('refuses exactly 5 MiB, as the Storage rules do, and accepts one byte less', async () => {
    stubBitmap(1000, 1000);
    const exactly = new File([new Uint8Array(MAX_UPLOAD_BYTES)], 'edge.png', { type: 'image/png' });
    await expect(prepareImage(exactly)).rejects.toThrow('“edge.png” is over 5 MB even after resizing.');
    const under = new File([new Uint8Array(MAX_UPLOAD_BYTES - 1)], 'under.png', { type: 'image/png' });
    await expect(prepareImage(under)).resolves.toMatchObject({
      name: 'under.png',
      size: MAX_UPLOAD_BYTES - 1,
    });
  });

  it('refuses a file the browser cannot read as an image', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('decode'))),
    );
    await expect(prepareImage(new File(['x'], 'fake.png', { type: 'image/png' }))).rejects.toThrow(
      '“fake.png” could not be read as an image.',
    );
  });
});
