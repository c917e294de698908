import { isPublicUrl } from '../types';
import { useBackendRead } from './use-backend-read';

export type ResolvedUrl = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** Turns a public URL or a storage path into something an <img> can show. Public URLs resolve at once. */
export function useResolvedUrl(pathOrUrl: string | undefined): ResolvedUrl {
  const direct = !pathOrUrl || isPublicUrl(pathOrUrl);
  const read = useBackendRead(direct ? null : `image/${pathOrUrl}`, (backend) =>
    backend.files.resolveUrl(pathOrUrl ?? ''),
  );
  if (!pathOrUrl) return { status: 'failed' };
  if (direct) return { status: 'ready', url: pathOrUrl };
  return read.status === 'ready' ? { status: 'ready', url: read.data } : { status: read.status };
}
