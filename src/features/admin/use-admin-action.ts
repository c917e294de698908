import { useState } from 'react';
import { useFlash } from './flash';
import type { Flash } from './strings';

interface ActionMessages<T> {
  /** Shown when it worked (fixed, or made from what the action returned); with none, a message left from before is cleared. */
  success?: string | ((result: T) => string);
  /** Shown when it failed: fixed, or made from the error (e.g. a clash the backend named). */
  failure: string | ((error: unknown) => string);
  /** Written to the console with the error when it failed. */
  log: string;
}

type FlashState = [Flash | null, (flash: Flash | null) => void];

/** `busy` while an action runs, then its outcome in `flash`; `clearFirst` hides the last outcome as one starts. */
function useActionOn([flash, setFlash]: FlashState, clearFirst: boolean) {
  const [busy, setBusy] = useState(false);

  async function run<T>(action: () => Promise<T>, messages: ActionMessages<T>): Promise<boolean> {
    setBusy(true);
    if (clearFirst) setFlash(null);
    try {
      const result = await action();
      const success = typeof messages.success === 'function' ? messages.success(result) : messages.success;
      setFlash(success ? { variant: 'success', text: success } : null);
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
    /** Says something failed that needs no busy state (a copy to the clipboard). */
    failed: (text: string) => setFlash({ variant: 'danger', text }),
    run,
  };
}

/**
 * An operator's action (delete, reorder, change a status): `busy` while it runs, then a success or failure
 * message (`flash`, which may also arrive from the previous screen). `run` resolves to whether it worked.
 */
export function useAdminAction() {
  return useActionOn(useFlash(), false);
}

/**
 * The same for one part of a screen (an enquiry's booking, its deposit, an export): its own message, shown beside
 * it, none carried from the previous screen; the last one is hidden as the next action starts.
 */
export function useLocalAction() {
  return useActionOn(useState<Flash | null>(null), true);
}

export type AdminAction = ReturnType<typeof useAdminAction>;
