import { env, type Env } from '../../config/env';

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** The EmailJS template parameters (named in the README). */
export interface CallbackEmailParams extends Record<string, unknown> {
  name: string;
  phone: string;
  preferred_time: string;
  message: string;
}

/** EmailJS settings when all three are set in the environment; otherwise requests are only stored. */
export function emailConfig(source: Env = env): EmailConfig | null {
  const { VITE_EMAILJS_PUBLIC_KEY: publicKey, VITE_EMAILJS_SERVICE_ID: serviceId } = source;
  const templateId = source.VITE_EMAILJS_TEMPLATE_ID;
  return publicKey && serviceId && templateId ? { publicKey, serviceId, templateId } : null;
}

/** Sends the notification email; the EmailJS library is downloaded only now, on the first send. */
export async function sendCallbackEmail(config: EmailConfig, params: CallbackEmailParams): Promise<void> {
  const { send } = await import('@emailjs/browser');
  await send(config.serviceId, config.templateId, params, { publicKey: config.publicKey });
}
