/** The enquiries the load run sends through createEnquiry, as the site's own callable client would. */
import { addDays, dubaiToday, weekdayOf } from '../../src/domain/booking/dubai-time';
import type { EnquiryInput } from '../../src/domain/enquiry';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import { functionsBaseUrl } from './traffic';

/** A weekday (Monday–Thursday) two weeks or more ahead: bookable, past the lead time, at the weekday rate. */
export function weekdayAhead(now: number): string {
  let date = addDays(dubaiToday(now), 14);
  while (![1, 2, 3, 4].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** Call-back requests name one of a few phone numbers, as a flood in real customers' names would. */
export const FLOOD_PHONES = ['+971501110001', '+971501110002', '+971501110003'];

/**
 * Enquiry `index` of a run: four in five are quotes for Azure Pearl sent on WhatsApp (the browser's total forged at
 * one fils: the server prices it again), one in five a call-back request with a name in Arabic or Latin letters.
 */
export function loadEnquiry(index: number, date: string): EnquiryInput {
  if (index % 5 === 4) {
    return {
      channel: 'callback',
      name: index % 2 === 0 ? `ليلى حداد ${index}` : `Load Visitor ${index}`,
      phone: FLOOD_PHONES[index % FLOOD_PHONES.length],
      preferredTime: '18:30',
      message: 'Sunset trip for a family of six, please call back.',
      language: index % 2 === 0 ? 'ar' : 'en',
      campaign: {},
      quote: null,
    };
  }
  return {
    channel: 'whatsapp',
    name: '',
    phone: '',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: { utmCampaign: 'load' },
    quote: {
      selection: {
        yachtId: 'azure-pearl',
        date,
        startMinute: (10 + (index % 6)) * 60,
        hours: 2,
        guests: 6,
        addOnIds: [],
      },
      yachtName: 'Azure Pearl',
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 1, quantity: 2, amountFils: 2 }],
      subtotalFils: 2,
      vatMode: 'included',
      vatFils: 0,
      totalFils: 2,
      depositFils: 1,
    },
  };
}

export type CallOutcome =
  | { kind: 'accepted'; reference: string }
  | { kind: 'refused'; status: number; code: string }
  | { kind: 'failed'; status: number; code: string };

/** createEnquiry over the callable protocol from `ip` (a one-entry X-Forwarded-For: the caller, on the emulators). */
export async function sendEnquiry(input: EnquiryInput, ip: string): Promise<CallOutcome> {
  const response = await fetch(`${functionsBaseUrl()}/${FUNCTION_NAMES.createEnquiry}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: 'http://site.test' },
    body: JSON.stringify({ data: input }),
  });
  const body = (await response.json().catch(() => null)) as {
    result?: { reference?: string };
    error?: { status?: string };
  } | null;
  if (response.ok && body?.result?.reference) return { kind: 'accepted', reference: body.result.reference };
  const code = body?.error?.status ?? `HTTP ${response.status}`;
  return response.status === 429
    ? { kind: 'refused', status: response.status, code }
    : { kind: 'failed', status: response.status, code };
}
