import { describe, expect, it, vi } from 'vitest';
import { BackendError, type FilesApi, type UploadOptions } from '../../../src/backend/types';
import { storageObjectUrl } from '../../../src/domain/photo';
import { photoProblem } from '../../../src/domain/photo-checks';
import { srcsetWidths } from '../../../src/domain/photo-variants';
import { ImageRefusedError } from '../../../src/features/admin/uploads/prepare-image';
import type { PreparedPhoto } from '../../../src/features/admin/uploads/prepare-photo';
import {
  photoStoredFiles,
  uploadFailureMessage,
  uploadPhoto,
} from '../../../src/features/admin/uploads/upload-photo';

const ORIGIN = 'https://firebasestorage.googleapis.com';
const publicUrl = (path: string) => storageObjectUrl(ORIGIN, 'demo.appspot.com', path);

function prepared(widths: number[]): PreparedPhoto {
  return {
    width: widths[0],
    height: Math.round(widths[0] * 0.75),
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants: widths.map((width) => ({
      width,
      height: Math.round(width * 0.75),
      blob: new Blob([new Uint8Array(width)], { type: 'image/webp' }),
    })),
  };
}

/** Storage as Firebase's: each upload reports half its bytes, then all; `fail` names paths that fail. */
function fakeFiles(fail: (path: string) => boolean = () => false) {
  const stored = new Map<string, Blob>();
  const files: FilesApi = {
    upload: vi.fn(async (path: string, blob: Blob, options?: UploadOptions) => {
      options?.onProgress?.({ bytesTransferred: blob.size / 2, totalBytes: blob.size });
      await Promise.resolve();
      if (fail(path)) throw new BackendError('unavailable', 'offline');
      options?.onProgress?.({ bytesTransferred: blob.size, totalBytes: blob.size });
      stored.set(path, blob);
      return path;
    }),
    resolveUrl: async (path) => path,
    publicUrl,
    remove: vi.fn(async (path: string) => {
      stored.delete(path);
    }),
  };
  return { files, stored };
}

const target = { folder: 'Products' as const, ownerId: 'yacht-1', photoId: 'lx1-abc-deck' };

describe('uploadPhoto', () => {
  it('stores every variant at its own path and makes the photo the pages show', async () => {
    const { files, stored } = fakeFiles();
    const progress: number[] = [];
    const { photo, paths } = await uploadPhoto(files, prepared([1600, 960, 320]), target, (percent) =>
      progress.push(percent),
    );
    expect(paths).toEqual([
      'Products/yacht-1/lx1-abc-deck/1600.webp',
      'Products/yacht-1/lx1-abc-deck/960.webp',
      'Products/yacht-1/lx1-abc-deck/320.webp',
    ]);
    expect([...stored.keys()]).toEqual(paths);
    expect(files.upload).toHaveBeenCalledWith(
      paths[0],
      expect.any(Blob),
      expect.objectContaining({ contentType: 'image/webp' }),
    );
    expect(photo).toEqual({
      src: publicUrl(paths[0]),
      srcset: `${publicUrl(paths[2])} 320w, ${publicUrl(paths[1])} 960w, ${publicUrl(paths[0])} 1600w`,
      width: 1600,
      height: 1200,
      placeholder: 'data:image/webp;base64,UklGRg==',
      alt: '',
    });
    expect(srcsetWidths(photo.srcset)).toEqual([320, 960, 1600]);
    expect(photoProblem(photo)).toBeNull();
    // The percentage of all the photo's bytes, rising to 100.
    expect(progress[0]).toBeLessThan(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(progress).toContain(50);
    // Its files, as `files.remove` takes them, are the paths it stored.
    expect(photoStoredFiles(photo).sort()).toEqual([...paths].sort());
  });

  it('stores a photo whole or not at all: when one variant fails, the others are deleted', async () => {
    const { files, stored } = fakeFiles((path) => path.endsWith('/960.webp'));
    await expect(uploadPhoto(files, prepared([1600, 960, 320]), target)).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(stored.size).toBe(0);
    expect(files.remove).toHaveBeenCalledWith('Products/yacht-1/lx1-abc-deck/1600.webp');
    expect(files.remove).toHaveBeenCalledWith('Products/yacht-1/lx1-abc-deck/320.webp');
  });
});

describe('photoStoredFiles', () => {
  it('gives the storage paths of a Firebase photo, and other addresses as they are', () => {
    expect(photoStoredFiles({ src: 'blob:http://x/1', srcset: '' })).toEqual(['blob:http://x/1']);
    expect(photoStoredFiles({ src: '/img/yacht-1.webp', srcset: '' })).toEqual(['/img/yacht-1.webp']);
    expect(
      photoStoredFiles({
        src: 'Products/p/x/640.webp',
        srcset: 'Products/p/x/320.webp 320w, Products/p/x/640.webp 640w',
      }),
    ).toEqual(['Products/p/x/640.webp', 'Products/p/x/320.webp']);
  });
});

describe('uploadFailureMessage', () => {
  it('names the file and says why', () => {
    expect(uploadFailureMessage('a.jpg', new BackendError('unavailable', 'x'))).toBe(
      '“a.jpg” could not be uploaded: the connection failed. Check it and try again.',
    );
    expect(uploadFailureMessage('a.jpg', new TypeError('Failed to fetch'))).toBe(
      '“a.jpg” could not be uploaded: the connection failed. Check it and try again.',
    );
    expect(uploadFailureMessage('a.jpg', new BackendError('permission-denied', 'x'))).toBe(
      '“a.jpg” could not be uploaded: this account may not upload photos. Sign in again as the operator.',
    );
    expect(uploadFailureMessage('a.jpg', new ImageRefusedError('its own words'))).toBe('its own words');
    expect(uploadFailureMessage('a.jpg', new Error('?'))).toBe(
      '“a.jpg” could not be uploaded. Please try again.',
    );
  });
});
