import { useEffect, useState } from 'react';
import { isPublicUrl } from '../backend/types';
import { useBackendOrNull } from '../app/backend-context';

export type ResolvedUrl = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** Turns a public URL or a storage path into something an <img> can show. Public URLs resolve at once. */
export function useResolvedUrl(pathOrUrl: string | undefined): ResolvedUrl {
  const backend = useBackendOrNull();
  const direct = !pathOrUrl || isPublicUrl(pathOrUrl);
  const [resolved, setResolved] = useState<{ key: string; result: ResolvedUrl } | null>(null);

  useEffect(() => {
    if (direct || !backend || !pathOrUrl) return;
    let active = true;
    backend.files.resolveUrl(pathOrUrl).then(
      (url) => active && setResolved({ key: pathOrUrl, result: { status: 'ready', url } }),
      () => active && setResolved({ key: pathOrUrl, result: { status: 'failed' } }),
    );
    return () => {
      active = false;
    };
  }, [backend, direct, pathOrUrl]);

  if (!pathOrUrl) return { status: 'failed' };
  if (direct) return { status: 'ready', url: pathOrUrl };
  return resolved?.key === pathOrUrl ? resolved.result : { status: 'loading' };
}
