import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/react/backend-context';
import { authStrings } from './strings';
import { paths } from '../../config/paths';

/** Signs out and goes to /login; a failure is shown, not only logged. */
export function useSignOut() {
  const backend = useBackend();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setBusy(true);
    setError(null);
    try {
      await backend.auth.signOut();
      navigate(paths.login, { replace: true });
    } catch (cause) {
      console.warn('Sign-out failed.', cause);
      setError(authStrings.logoutFailed);
      setBusy(false);
    }
  }

  return { signOut, busy, error };
}
