/** The run's mail server (TEST_SMTP_PORT, chosen by scripts/test-e2e-firebase.mjs --load), where the functions send. */
import { startInbox, type Inbox } from '../functions/smtp-inbox';

export function smtpPort(): number {
  const port = Number(process.env.TEST_SMTP_PORT);
  if (!port) throw new Error('No TEST_SMTP_PORT: run the load run with `npm run bench -- --load`.');
  return port;
}

export const openInbox = (): Promise<Inbox> => startInbox({ port: smtpPort() });

/**
 * The functions' mail params in this process too, so the summary's handler (run here, as the Functions emulator
 * does not run schedules) sends where the functions do.
 */
export function applyRunMailSettings() {
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort()),
    SMTP_USER: '',
    OPERATOR_EMAIL: 'operator@marina.test',
    MAIL_FROM: 'notify@marina.test',
    SITE_ORIGIN: 'http://site.test',
  });
}

/** The functions' bundle the emulator runs (functions/lib/index.js, CommonJS), as far as this run uses it. */
interface FunctionsBundle {
  sendEnquirySummaryEmail: { run(event: { scheduleTime: string }): Promise<void> };
}

/**
 * One run of the 15-minute summary (functions/src/summary-schedule.ts): the deployed bundle's handler, the one the
 * Functions emulator loaded, on this run's Firestore.
 */
export async function runSummary() {
  applyRunMailSettings();
  // The built bundle (no types of its own, and absent from a fresh clone until the emulators' start builds it): its
  // shape is FunctionsBundle's.
  const bundleUrl = new URL('../../functions/lib/index.js', import.meta.url).href;
  const bundle = (await import(bundleUrl)) as { default: FunctionsBundle };
  await bundle.default.sendEnquirySummaryEmail.run({ scheduleTime: new Date().toISOString() });
}
