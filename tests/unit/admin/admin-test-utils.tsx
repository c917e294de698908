import { vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import AdminApp from '../../../src/app/admin/admin-app';
import LoginPage from '../../../src/features/auth/login-page';
import { createTestBackend, renderApp } from '../test-utils';

/** Sign-in and the admin area, without the public layout (its features are tested elsewhere). */
export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin/*', element: <AdminApp /> },
  { path: '/', element: <h1>Public home</h1> },
];

/** A fresh demo backend, signed in (as the operator unless told otherwise). */
export async function signedInBackend(
  account: { email: string; password: string } = DEMO_OPERATOR,
): Promise<Backend> {
  const backend = await createTestBackend();
  await backend.auth.signIn(account.email, account.password);
  return backend;
}

export function renderAdmin(backend: Backend, path = '/admin') {
  return renderApp({ backend, path, routes: adminRoutes });
}

/** A small PNG file (content is not decoded in jsdom). */
export const pngFile = (name = 'deck.png') =>
  new File([new Uint8Array(2048).fill(1)], name, { type: 'image/png' });

/** A promise to resolve later, for holding a backend call in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The backend's upload, recording each stored path (to check later that a failed save deleted them). */
export function recordingUploads(backend: Backend) {
  const uploaded: string[] = [];
  const upload: Backend['files']['upload'] = (path, blob, options) => {
    uploaded.push(path);
    return backend.files.upload(path, blob, options);
  };
  return { uploaded, upload };
}

interface CodecOptions {
  /** The decoded photo's size, as the browser turns it upright. */
  width?: number;
  height?: number;
  /** False: the browser answers a WebP request with PNG (Safari before 17). */
  webp?: boolean;
  /** Bytes of an encoded file per pixel. */
  bytesPerPixel?: number;
  /** Decoding rejects, as for a damaged file. */
  unreadable?: boolean;
}

/**
 * jsdom decodes and draws nothing: this stands in for the browser's codecs (`createImageBitmap`, `OffscreenCanvas`),
 * recording what the code asks of them. An encoded file's size follows its pixels.
 */
export function stubImageCodec({
  width = 4032,
  height = 3024,
  webp = true,
  bytesPerPixel = 0.1,
  unreadable = false,
}: CodecOptions = {}) {
  const close = vi.fn();
  const decode = vi.fn(async (...args: [Blob, ImageBitmapOptions?]) => {
    void args;
    if (unreadable) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width, height, close } as unknown as ImageBitmap;
  });
  const drawn: { width: number; height: number; smoothing: string }[] = [];
  const encoded: { type: string; quality?: number; blob: Blob }[] = [];
  class FakeCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {}
    getContext() {
      const canvas = { width: this.width, height: this.height };
      const context = {
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        drawImage: () => drawn.push({ ...canvas, smoothing: context.imageSmoothingQuality }),
      };
      return context;
    }
    async convertToBlob({ type = 'image/png', quality }: ImageEncodeOptions = {}) {
      const made = webp || type !== 'image/webp' ? type : 'image/png';
      const bytes = Math.max(1, Math.round(this.width * this.height * bytesPerPixel));
      const blob = new Blob([new Uint8Array(bytes).fill(7)], { type: made });
      encoded.push({ type, quality, blob });
      return blob;
    }
  }
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { decode, close, drawn, encoded };
}

/** A JPEG file as a camera makes it (content is not decoded in jsdom). */
export const jpegFile = (name = 'IMG_0042.jpg', bytes = 4096) =>
  new File([new Uint8Array(bytes).fill(3)], name, { type: 'image/jpeg' });
