/**
 * The summary email (docs/decisions/0040-limits-that-hold.md): the enquiries that arrived past the hourly ceilings,
 * and those whose own email failed to send (told late, marked so), one line each, in one email, so a flood does not
 * flood the operator's inbox and no enquiry goes untold. Built without Firebase or the network, like the single
 * enquiry's email (operator-email.ts), and escaped the same way.
 */
import { paths } from '../../src/config/paths';
import { ENQUIRY_FLAG_TEXT, type Enquiry } from '../../src/domain/enquiry';
import { createFormats } from '../../src/domain/formats';
import { LOCALE_INFO } from '../../src/domain/locales';
import { adminLink, escapeHtml, type OperatorEmail } from './operator-email';

const formats = createFormats(LOCALE_INFO.en.intl);
/** Control characters and line or paragraph separators: none may reach a mail header. */
const HEADER_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/** The mark on an enquiry told late because its own email had failed (the mail server's reason is in the admin). */
export const LATE_TEXT = 'Told late: its own email failed to send';

/**
 * Whether its own email failed (rather than being held back past the hourly ceilings), or was claimed by a run that
 * died before it could say whether it went (`sending`, told by the summary once the claim is stale).
 */
const late = (enquiry: Enquiry) =>
  enquiry.notification?.status === 'failed' || enquiry.notification?.status === 'sending';
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One enquiry's line of the summary after its reference: what, who, when it came and what was noticed. */
function details(enquiry: Enquiry): string {
  const what = enquiry.quote
    ? `${enquiry.quote.yachtName}, ${formats.date(enquiry.quote.selection.date, { day: 'numeric', month: 'short', year: 'numeric' })}`
    : 'Call-back request';
  const who = [enquiry.name, enquiry.phone].filter(Boolean).join(', ') || 'No name or phone';
  const flags = (enquiry.flags ?? []).map((flag) => ENQUIRY_FLAG_TEXT[flag]);
  return [
    what,
    who,
    `received ${formats.dateTime(enquiry.createdAt)}`,
    ...flags,
    ...(late(enquiry) ? [LATE_TEXT] : []),
  ]
    .join(' · ')
    .replace(HEADER_BREAKERS, ' ');
}

/** The email listing `enquiries` (oldest first), each with its link in the admin at `siteOrigin`. */
export function summaryEmail(enquiries: readonly Enquiry[], siteOrigin: string): OperatorEmail {
  const count = enquiries.length;
  const failed = enquiries.filter(late).length;
  const held = count - failed;
  const why =
    failed === 0
      ? 'many arrived at once'
      : held > 0
        ? 'many arrived at once; some emails had failed'
        : count === 1
          ? 'its email had failed'
          : 'their emails had failed';
  const subject = `${counted(count, 'enquiry', 'enquiries')} in one summary (${why})`;
  const reasons = [
    held > 0 &&
      `${counted(held, 'enquiry was', 'enquiries were')} stored while more than the hour's emails arrived`,
    failed > 0 &&
      `${counted(failed, 'enquiry', 'enquiries')} could not be emailed when stored (the mail server failed or ` +
        'was not set up)',
  ].filter((reason) => reason !== false);
  const headline = `${reasons.join('; ')}, so they are told here together. Times are Dubai time.`;
  const pipeline = `${siteOrigin.replace(/\/+$/, '')}${paths.admin.enquiries}`;
  const text =
    `${headline}\n\n` +
    enquiries
      .map((enquiry) => `${enquiry.reference} · ${details(enquiry)}\n${adminLink(enquiry, siteOrigin)}\n`)
      .join('\n') +
    `\nAll enquiries: ${pipeline}\n`;
  const items = enquiries
    .map(
      (enquiry) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(adminLink(enquiry, siteOrigin))}">${escapeHtml(enquiry.reference)}</a> ` +
        `<bdi dir="auto">${escapeHtml(details(enquiry))}</bdi></li>`,
    )
    .join('');
  const html =
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f4f4f0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">' +
    '<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">' +
    `<p style="margin:0 0 16px">${escapeHtml(headline)}</p>` +
    `<ol style="padding-left:20px;font-size:14px">${items}</ol>` +
    `<p style="margin:24px 0 0"><a href="${escapeHtml(pipeline)}">All enquiries in the admin</a></p>` +
    '</div></body></html>';
  return { subject, text, html };
}
