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
