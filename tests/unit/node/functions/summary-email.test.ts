import { describe, expect, it } from 'vitest';
import { LATE_TEXT, summaryEmail } from '../../../../functions/src/summary-email';
import type { Enquiry, NotificationStatus } from '../../../../src/domain/enquiry';

const ORIGIN = 'https://yachts.example';

/** A call-back request whose operator email stands at `status` (batched past the ceilings, or failed). */
function request(reference: string, status: NotificationStatus): Enquiry {
  return {
    id: reference,
    reference,
    channel: 'callback',
    name: 'Layla Haddad',
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    createdAt: '2030-01-07T05:12:00.000Z',
    status: 'new',
    bookingId: null,
    quote: null,
    notification: {
      status,
      at: '2030-01-07T05:12:01.000Z',
      ...(status === 'failed' ? { error: 'connect ECONNREFUSED 127.0.0.1:587' } : {}),
    },
  };
}

const lineOf = (text: string, reference: string) =>
  text.split('\n').find((line) => line.startsWith(reference));

describe('the summary email', () => {
  it('says many arrived at once when every enquiry was held back past the hour’s emails', () => {
    const email = summaryEmail([request('MLY-AAAAAA', 'batched'), request('MLY-BBBBBB', 'batched')], ORIGIN);
    expect(email.subject).toBe('2 enquiries in one summary (many arrived at once)');
    expect(email.text).toMatch(
      /^2 enquiries were stored while more than the hour's emails arrived, so they are told here together\./,
    );
    expect(email.text).not.toContain(LATE_TEXT);
  });

  it('says an enquiry is told late because its own email failed, and marks its line', () => {
    const email = summaryEmail([request('MLY-CCCCCC', 'failed')], ORIGIN);
    expect(email.subject).toBe('1 enquiry in one summary (its email had failed)');
    expect(email.text).toMatch(
      /^1 enquiry could not be emailed when stored \(the mail server failed or was not set up\), so they/,
    );
    expect(lineOf(email.text, 'MLY-CCCCCC')).toBe(
      `MLY-CCCCCC · Call-back request · Layla Haddad, +971501234567 · received 7 Jan 2030, 09:12 · ${LATE_TEXT}`,
    );
    // The mail server's reason is the admin's to show, not the email's.
    expect(email.text).not.toContain('ECONNREFUSED');
    expect(email.html).toContain(LATE_TEXT);
  });

  it('tells held and failed ones apart in one email', () => {
    const email = summaryEmail(
      [request('MLY-DDDDDD', 'batched'), request('MLY-EEEEEE', 'failed'), request('MLY-FFFFFF', 'failed')],
      ORIGIN,
    );
    expect(email.subject).toBe('3 enquiries in one summary (many arrived at once; some emails had failed)');
    expect(email.text).toContain(
      "1 enquiry was stored while more than the hour's emails arrived; 2 enquiries could not be emailed when stored",
    );
    expect(lineOf(email.text, 'MLY-DDDDDD')).not.toContain(LATE_TEXT);
    expect(lineOf(email.text, 'MLY-EEEEEE')).toContain(LATE_TEXT);
    expect(lineOf(email.text, 'MLY-FFFFFF')).toContain(LATE_TEXT);
  });

  it('names two failed ones by their emails', () => {
    const email = summaryEmail([request('MLY-GGGGGG', 'failed'), request('MLY-HHHHHH', 'failed')], ORIGIN);
    expect(email.subject).toBe('2 enquiries in one summary (their emails had failed)');
  });
});
