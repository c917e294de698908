import { useEffect, useState } from 'react';
import { useBackendOrNull } from '../../backend/react/backend-context';
import type { Backend, SessionUser } from '../../backend/types';

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/** The signed-in user as the backend reports it; 'loading' until the backend and its auth state are known. */
export function useSession(): Session {
  const backend = useBackendOrNull();
  const [known, setKnown] = useState<{ backend: Backend; user: SessionUser | null } | null>(null);

  useEffect(() => {
    if (!backend) return;
    return backend.auth.onChange((user) => setKnown({ backend, user }));
  }, [backend]);

  if (!backend || known?.backend !== backend) return { status: 'loading' };
  return known.user ? { status: 'signed-in', user: known.user } : { status: 'signed-out' };
}
