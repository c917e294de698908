/**
 * notifyOperator: a Firestore trigger on each new enquiry or call-back request (whoever stored it), which emails the
 * operator over SMTP (docs/decisions/0035-operator-notifications.md). The mail server and the operator's address
 * are params (functions/.env.<project>, or functions/.env.local on the emulator); the password is a secret
 * (`firebase functions:secrets:set SMTP_PASSWORD`, or functions/.secret.local on the emulator).
 */
import { createTransport } from 'nodemailer';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { OPERATOR_EMAILS_PER_HOUR, RATE_LIMIT_KEY } from './limit-params';
import { countTowardCeiling, HOUR_SECONDS } from './limits';
import { notifyOperator, type NotifyDeps, type SendMail } from './notify-operator';
import { SITE_ORIGIN } from './site-origin';

export const SMTP_HOST = defineString('SMTP_HOST', {
  default: '',
  description:
    'The mail server that sends the operator’s emails (empty: no emails, recorded on each enquiry).',
});
export const SMTP_PORT = defineInt('SMTP_PORT', {
  default: 587,
  description: 'Its port: 587 (STARTTLS, required) or 465 (TLS from the start).',
});
export const SMTP_USER = defineString('SMTP_USER', {
  default: '',
  description: 'The account to sign in to the mail server with (empty: no sign-in).',
});
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const OPERATOR_EMAIL = defineString('OPERATOR_EMAIL', {
  default: '',
  description: 'Where new enquiries are emailed: the operator’s address.',
});
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: '',
  description: 'The sender of those emails (empty: SMTP_USER, else OPERATOR_EMAIL).',
});

/** How long the mail server may take to answer at each step: well inside the trigger's timeout. */
const SMTP_TIMEOUT_MS = 15_000;

/** Sends over SMTP with the params' settings, or null when no mail server is set. */
export function smtpSender(): SendMail | null {
  const host = SMTP_HOST.value().trim();
  if (!host) return null;
  const port = SMTP_PORT.value();
  const user = SMTP_USER.value().trim();
  const transport = createTransport({
    host,
    port,
    // 465: TLS from the first byte. Any other port: STARTTLS, required, so a server (or an attacker on the path)
    // that does not offer it gets no email rather than one in plain text (docs/decisions/0039).
    secure: port === 465,
    requireTLS: port !== 465,
    ...(user ? { auth: { user, pass: SMTP_PASSWORD.value() } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return async ({ from, to, replyTo, subject, text, html }) => {
    try {
      await transport.sendMail({ from, to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    } finally {
      transport.close();
    }
  };
}

/** Where and how the operator's emails go, from the params (the single enquiry's and the summary's). */
export function operatorMail(): NotifyDeps {
  const to = OPERATOR_EMAIL.value().trim();
  return {
    send: smtpSender(),
    to,
    from: MAIL_FROM.value().trim() || SMTP_USER.value().trim() || to,
    siteOrigin: SITE_ORIGIN.value(),
  };
}

/** The whole site's hourly counter of emails about single enquiries (docs/decisions/0040-limits-that-hold.md). */
export const OPERATOR_EMAILS_KEY = 'email:operator';

export const notifyOperatorOfEnquiry = onDocumentCreated(
  {
    document: 'enquiries/{enquiryId}',
    region: FUNCTIONS_REGION,
    secrets: [SMTP_PASSWORD, RATE_LIMIT_KEY],
    maxInstances: 5,
    memory: '256MiB',
    // Under CLAIM_LEASE_MS (functions/src/notify-operator.ts), so a claim outlives the run that made it.
    timeoutSeconds: 60,
  },
  async (event) => {
    if (!event.data) return;
    const { ref } = event.data;
    const outcome = await notifyOperator(ref, {
      ...operatorMail(),
      takeEmail: () =>
        countTowardCeiling(OPERATOR_EMAILS_KEY, OPERATOR_EMAILS_PER_HOUR.value(), HOUR_SECONDS, {
          db: ref.firestore,
        }),
    });
    if (outcome === 'failed')
      logger.warn(`Operator email for ${event.params.enquiryId} failed (recorded on it).`);
    else logger.info(`Operator email for ${event.params.enquiryId}: ${outcome}.`);
  },
);
