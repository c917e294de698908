import { useRef, useState } from 'react';
import { useBackendOrNull } from '../../backend/react/backend-context';
import { activeLocale } from '../../i18n/catalogues';
import { emailConfig } from './email';
import { callbackStrings } from './strings';
import { campaignForEnquiry } from '../campaign';
import { submitCallback, type CallbackField, type CallbackFormValues } from './submit-callback';

export type CallbackStatus =
  | { kind: 'idle' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; field?: CallbackField };

/**
 * Sends call-back requests from a form: one at a time (no double submit), with a status to show.
 * `submit` resolves to true when the request was stored, so the form can clear its fields.
 */
export function useCallbackRequest() {
  const backend = useBackendOrNull();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<CallbackStatus>({ kind: 'idle' });
  const inFlight = useRef(false);

  async function submit(values: CallbackFormValues): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    setStatus({ kind: 'idle' });
    try {
      const outcome = await submitCallback(values, {
        backend,
        email: emailConfig(),
        language: activeLocale(),
        campaign: campaignForEnquiry(),
      });
      if (outcome.kind === 'success') {
        setStatus({ kind: 'success', message: callbackStrings.success });
        return true;
      }
      setStatus({
        kind: 'error',
        message: outcome.message,
        field: outcome.kind === 'invalid' ? outcome.field : undefined,
      });
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { submit, sending, status, clearStatus: () => setStatus({ kind: 'idle' }) };
}
