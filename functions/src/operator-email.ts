/**
 * The operator's email about a new enquiry or call-back request (docs/decisions/0035-operator-notifications.md):
 * subject, plain text and HTML, built from the stored enquiry without Firebase or the network, so it is unit-tested.
 * The client's name, message and campaign are the visitor's own words: escaped in the HTML, and isolated (`bdi`,
 * `dir="auto"`) so an Arabic name or message reads right to left without reordering the line around it.
 */
import { paths } from '../../src/config/paths';
import { MINUTES_PER_DAY } from '../../src/domain/booking/dubai-time';
import { campaignText, ENQUIRY_FLAG_TEXT, type Enquiry } from '../../src/domain/enquiry';
import { createFormats } from '../../src/domain/formats';
import { isLocale, LOCALE_INFO } from '../../src/domain/locales';

export interface OperatorEmail {
  subject: string;
  text: string;
  html: string;
}

/** One line of the email: a label and its value; `visitor` marks the visitor's own words. */
interface Row {
  label: string;
  value: string;
  visitor?: boolean;
  /** A block of text (the message): line breaks kept. */
  block?: boolean;
}

const formats = createFormats(LOCALE_INFO.en.intl);
const UNIT_TEXT = { booking: '', hour: ' per hour', guest: ' per guest' } as const;
/** Control characters and line or paragraph separators: none may reach a mail header. */
const HEADER_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML text or attribute value: nothing in it can open a tag, an entity or leave an attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]);

const clock = (minute: number) => (minute >= MINUTES_PER_DAY ? '24:00' : formats.time(minute));
const languageName = (code: string) => (isLocale(code) ? LOCALE_INFO[code].englishName : code || 'Unknown');

function selectionRows(enquiry: Enquiry): Row[] {
  const { quote } = enquiry;
  if (!quote) return [];
  const { selection } = quote;
  const end = selection.startMinute + selection.hours * 60;
  const addOns = quote.lines.flatMap((line) =>
    line.kind === 'add-on'
      ? [
          `${line.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}${UNIT_TEXT[line.unit]}: ${formats.aed(line.amountFils)}`,
        ]
      : [],
  );
  return [
    { label: 'Yacht', value: quote.yachtName + (quote.packageName ? ` (${quote.packageName})` : '') },
    {
      label: 'When (Dubai)',
      value: `${formats.date(selection.date)}, ${clock(selection.startMinute)}–${clock(end)} (${selection.hours} h)`,
    },
    { label: 'Guests', value: String(selection.guests) },
    { label: 'Add-ons', value: addOns.length > 0 ? addOns.join(', ') : 'None' },
    {
      label: 'Total',
      value: `${formats.aed(quote.totalFils)} (VAT ${quote.vatMode === 'included' ? 'included' : 'added'}: ${formats.aed(quote.vatFils)})`,
    },
    { label: 'Deposit', value: formats.aed(quote.depositFils) },
  ];
}

function clientRows(enquiry: Enquiry): Row[] {
  const campaign = campaignText(enquiry.campaign);
  return [
    { label: 'Name', value: enquiry.name || 'Not given', visitor: Boolean(enquiry.name) },
    { label: 'Phone', value: enquiry.phone || 'Not given' },
    ...(enquiry.channel === 'callback'
      ? [{ label: 'Preferred time', value: enquiry.preferredTime || 'Any time' }]
      : []),
    {
      label: 'Message',
      value: enquiry.message || 'No message',
      visitor: Boolean(enquiry.message),
      block: true,
    },
    { label: 'Language', value: languageName(enquiry.language) },
    ...(campaign ? [{ label: 'Campaign', value: campaign, visitor: true }] : []),
    // What the server noticed (docs/decisions/0040-limits-that-hold.md): a phone named in many requests today.
    ...(enquiry.flags?.length
      ? [{ label: 'Noticed', value: enquiry.flags.map((flag) => ENQUIRY_FLAG_TEXT[flag]).join('; ') }]
      : []),
    { label: 'Received', value: `${formats.dateTime(enquiry.createdAt)} (Dubai)` },
  ];
}

const textSection = (title: string, rows: Row[]) =>
  rows.length === 0 ? '' : `${title}\n${rows.map(({ label, value }) => `${label}: ${value}`).join('\n')}\n\n`;

function htmlValue({ value, visitor, block }: Row): string {
  const escaped = escapeHtml(value);
  if (block) {
    return `<div dir="auto" style="white-space:pre-wrap;margin:0">${escaped}</div>`;
  }
  return visitor ? `<bdi dir="auto">${escaped}</bdi>` : escaped;
}

function htmlSection(title: string, rows: Row[]): string {
  if (rows.length === 0) return '';
  const cells = rows
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="padding:4px 0;vertical-align:top">${htmlValue(row)}</td></tr>`,
    )
    .join('');
  return (
    `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(title)}</h2>` +
    `<table role="presentation" style="border-collapse:collapse;font-size:14px">${cells}</table>`
  );
}

/** The admin's screen of this enquiry, on the site's origin. */
export const adminLink = (enquiry: Pick<Enquiry, 'id'>, siteOrigin: string) =>
  `${siteOrigin.replace(/\/+$/, '')}${paths.admin.enquiry(enquiry.id)}`;

/** The email telling the operator of `enquiry`, with a link to it in the admin at `siteOrigin`. */
export function operatorEmail(enquiry: Enquiry, siteOrigin: string): OperatorEmail {
  const isCallback = enquiry.quote === null;
  const kind = isCallback ? 'Call-back request' : 'New enquiry';
  const channel = enquiry.channel === 'whatsapp' ? 'WhatsApp' : 'call back';
  const headline = `${kind} ${enquiry.reference} (${channel})`;
  const about = enquiry.quote
    ? `${enquiry.quote.yachtName}, ${formats.date(enquiry.quote.selection.date, { day: 'numeric', month: 'short', year: 'numeric' })}`
    : enquiry.name || enquiry.phone;
  const subject = `${kind} ${enquiry.reference}${about ? `: ${about}` : ''}`
    .replace(HEADER_BREAKERS, ' ')
    .slice(0, 200);
  const link = adminLink(enquiry, siteOrigin);
  const selection = selectionRows(enquiry);
  const client = clientRows(enquiry);

  const text =
    `${headline}\n\n` +
    textSection('Selection', selection) +
    textSection('Client', client) +
    `Open it in the admin: ${link}\n`;

  const html =
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f4f4f0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">' +
    '<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">' +
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(headline)}</h1>` +
    htmlSection('Selection', selection) +
    htmlSection('Client', client) +
    `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b3d5c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open ${escapeHtml(enquiry.reference)} in the admin</a></p>` +
    '</div></body></html>';

  return { subject, text, html };
}
