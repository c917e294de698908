import { useState } from 'react';
import { useFlash } from './flash';

interface ActionMessages {
  /** Shown when it worked; with none, a message left from before is cleared. */
  success?: string;
  /** Shown when it failed: fixed, or made from the error (e.g. a clash the backend named). */
  failure: string | ((error: unknown) => string);
  /** Written to the console with the error when it failed. */
  log: string;
}

/**
 * An operator's action (delete, reorder, change a status): `busy` while it runs, then a success or failure
 * message (`flash`, which may also arrive from the previous screen). `run` resolves to whether it worked.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  async function run(action: () => Promise<unknown>, messages: ActionMessages): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      setFlash(messages.success ? { variant: 'success', text: messages.success } : null);
      return true;
    } catch (error) {
      console.warn(messages.log, error);
      const text = typeof messages.failure === 'string' ? messages.failure : messages.failure(error);
      setFlash({ variant: 'danger', text });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    flash,
    dismiss: () => setFlash(null),
    /** Says something went well that was done elsewhere (a form that saved). */
    succeeded: (text: string) => setFlash({ variant: 'success', text }),
    run,
  };
}

export type AdminAction = ReturnType<typeof useAdminAction>;
