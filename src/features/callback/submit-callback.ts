import { BackendError, type Backend } from '../../backend/types';
import { type Campaign } from '../../domain/enquiry';
import { fits, LIMITS, nameProblem } from '../../domain/limits';
import { sendCallbackEmail, type EmailConfig } from './email';
import { callbackStrings } from './strings';
import { recordCallbackSent, throttleRemainingMs } from './throttle';

/** What the person typed. `website` is the honeypot: people never see it, bots fill it in. */
export interface CallbackFormValues {
  name: string;
  phone: string;
  preferredTime: string;
  message: string;
  website?: string;
}

export type CallbackField = 'name' | 'phone' | 'message';

export type CallbackOutcome =
  | { kind: 'success'; email: 'sent' | 'not-configured' | 'failed' | 'skipped' }
  | { kind: 'invalid'; message: string; field: CallbackField }
  | { kind: 'throttled'; message: string }
  | { kind: 'failed'; message: string };

export interface SubmitDeps {
  backend: Backend | null;
  email: EmailConfig | null;
  sendEmail?: typeof sendCallbackEmail;
  now?: () => number;
  /** The page's language ('en', 'ar' or 'ru'); English when not given. */
  language?: string;
  /** Where the visit came from, when known. */
  campaign?: Campaign;
}

/** The phone library (~30 kB gzipped) downloads on the first submit, not with the page. */
export const loadPhoneValidator = () => import('./phone').then((m) => m.normalisePhone);

/** Starts that download early, when the phone field gets focus. */
export function prefetchPhoneValidator() {
  loadPhoneValidator().catch(() => undefined);
}

type Invalid = { ok: false; message: string; field: CallbackField };

/** What is wrong with the name and message (the limits the backend and the rules enforce), if anything. */
function textProblem(values: CallbackFormValues): Invalid | null {
  const problem = nameProblem(values.name.trim());
  if (problem === 'missing') return { ok: false, message: callbackStrings.required, field: 'name' };
  if (problem === 'too-long') return { ok: false, message: callbackStrings.nameTooLong, field: 'name' };
  if (problem) return { ok: false, message: callbackStrings.nameControl, field: 'name' };
  if (!fits(values.message.trim(), LIMITS.text)) {
    return { ok: false, message: callbackStrings.messageTooLong, field: 'message' };
  }
  return null;
}

/**
 * Name and phone required (not only spaces of any kind); name and message within the limits; the phone must be a
 * valid number, stored in E.164.
 */
export function validateCallback(
  values: CallbackFormValues,
  normalisePhone: (value: string) => string | null,
): { ok: true; phone: string } | Invalid {
  const text = textProblem(values);
  if (text) return text;
  if (!values.phone.trim()) return { ok: false, message: callbackStrings.required, field: 'phone' };
  const phone = normalisePhone(values.phone);
  if (!phone) return { ok: false, message: callbackStrings.invalidPhone, field: 'phone' };
  return { ok: true, phone };
}

/**
 * Validates, then stores the request through the backend FIRST, then emails it when EmailJS is configured.
 * Stored means success, whatever happens to the email; nothing stored means failure.
 */
export async function submitCallback(values: CallbackFormValues, deps: SubmitDeps): Promise<CallbackOutcome> {
  const now = deps.now ?? Date.now;
  const text = textProblem(values);
  if (text) return { kind: 'invalid', message: text.message, field: text.field };
  if (!values.phone.trim()) return { kind: 'invalid', message: callbackStrings.required, field: 'phone' };
  let normalise: (value: string) => string | null;
  try {
    normalise = await loadPhoneValidator();
  } catch (error) {
    console.error('The phone number check could not be loaded.', error);
    return { kind: 'failed', message: callbackStrings.failure };
  }
  const checked = validateCallback(values, normalise);
  if (!checked.ok) return { kind: 'invalid', message: checked.message, field: checked.field };

  const wait = throttleRemainingMs(now());
  if (wait > 0) return { kind: 'throttled', message: callbackStrings.throttled(Math.ceil(wait / 1000)) };

  // A filled honeypot is a bot: it is told all went well, and nothing is stored or sent.
  if (values.website?.trim()) {
    recordCallbackSent(now());
    return { kind: 'success', email: 'skipped' };
  }

  const request = {
    name: values.name.trim(),
    phone: checked.phone,
    preferredTime: values.preferredTime.trim(),
    message: values.message.trim() || callbackStrings.noMessage,
  };
  try {
    if (!deps.backend) throw new Error('The backend is not ready yet.');
    await deps.backend.enquiries.create({
      ...request,
      channel: 'callback',
      language: deps.language ?? 'en',
      campaign: deps.campaign ?? {},
      quote: null,
    });
  } catch (error) {
    console.error('The call-back request could not be stored.', error);
    // A value the backend refused says what is wrong; anything else is a failure to try again.
    const refused = error instanceof BackendError && error.code === 'invalid-argument';
    // Over the server's limit per connection (Cloud Functions; never per phone number): what was typed stays.
    if (error instanceof BackendError && error.code === 'resource-exhausted') {
      return { kind: 'failed', message: callbackStrings.tooManyRequests };
    }
    return { kind: 'failed', message: refused ? error.message : callbackStrings.failure };
  }
  recordCallbackSent(now());

  if (!deps.email) return { kind: 'success', email: 'not-configured' };
  try {
    await (deps.sendEmail ?? sendCallbackEmail)(deps.email, {
      name: request.name,
      phone: request.phone,
      preferred_time: request.preferredTime || 'Any time',
      message: request.message,
    });
    return { kind: 'success', email: 'sent' };
  } catch (error) {
    // The request is stored and the operator sees it in the admin area; the email is only a notification.
    console.warn('The call-back request was stored but the email could not be sent.', error);
    return { kind: 'success', email: 'failed' };
  }
}
