import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { firestore } from './admin';
import { sendEnquirySummary } from './enquiry-summary';
import { operatorMail, SMTP_PASSWORD } from './notify-trigger';

/**
 * Every 15 minutes, one email telling the operator the enquiries stored past the hourly ceilings and those whose
 * own email failed in the last 24 hours, if any (functions/src/enquiry-summary.ts,
 * docs/decisions/0040-limits-that-hold.md). A schedule rather than the next enquiry's trigger: when a flood stops, or
 * the mail server comes back, no enquiry comes to send it. The Functions emulator does not run schedules; the tests
 * run the handler on the Firestore emulator.
 */
export const sendEnquirySummaryEmail = onSchedule(
  {
    schedule: 'every 15 minutes',
    region: FUNCTIONS_REGION,
    secrets: [SMTP_PASSWORD],
    maxInstances: 1,
    memory: '256MiB',
    // Under CLAIM_LEASE_MS (functions/src/notify-operator.ts), so a claim outlives the run that made it.
    timeoutSeconds: 120,
  },
  async () => {
    const outcome = await sendEnquirySummary(firestore(), operatorMail());
    // 'not-set-up' says nothing: each enquiry's trigger has recorded (and logged) that the mail is not set up.
    if (outcome.status === 'failed') {
      logger.warn(`The summary of ${outcome.references.length} enquiries failed: ${outcome.error ?? ''}`);
    } else if (outcome.status === 'sent') {
      logger.info(`Summary email sent: ${outcome.references.length} enquiries.`);
    }
  },
);
