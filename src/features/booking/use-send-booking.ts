import { useRef, useState } from 'react';
import {
  bookingWhatsappText,
  chosenAddOns,
  type AddOn,
  type BookingSelection,
  type Quote,
} from '../../domain/booking';
import { whatsappUrl } from '../../components/whatsapp-url';
import { site } from '../../config/site';
import { pageLanguage } from '../../i18n/page-language';
import { addOnName } from './add-on-name';
import { BackendError } from '../../backend/types';
import type { BookingRequest, PackageInfo, SentEnquiry } from './panel-types';
import { bookingPanelStrings as t } from './panel-strings';

export type Channel = BookingRequest['channel'];

export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; channel: Channel }
  | {
      kind: 'sent';
      channel: Channel;
      reference: string;
      whatsappLink?: string;
      /** The server's total where it differs from the one shown (Cloud Functions price every enquiry). */
      serverTotalFils?: number;
    }
  | { kind: 'failed'; channel: Channel; message: string };

/**
 * A tab opened while the click still counts as the visitor's own (popup blockers allow that), pointed at WhatsApp
 * once the enquiry is stored. Null when the browser blocked it: the panel then shows the link to tap.
 */
function openBlankTab(): Window | null {
  try {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    return tab;
  } catch {
    return null;
  }
}

interface SendContext {
  yachtName: string;
  addOns: readonly AddOn[];
  /** The package booked, named in the WhatsApp text with the visitor's own lines. */
  packageInfo?: PackageInfo;
  send: (request: BookingRequest) => Promise<SentEnquiry>;
}

/** What the visitor is told when sending failed: the server's limit, a slot just taken, or to try again. */
function failureMessage(error: unknown): string {
  if (error instanceof BackendError && error.code === 'resource-exhausted') return t.tooManyRequests;
  if (error instanceof BackendError && error.code === 'conflict') return t.slotTaken;
  return t.sendFailed;
}

/**
 * Sends a priced selection: stored first (the reference comes back), then WhatsApp opens with it. Where the server
 * priced it differently (docs/decisions/0033-server-side.md), WhatsApp does not open by itself: the visitor sees the
 * server's total first, and the link to send it.
 */
export function useSendBooking({ yachtName, addOns, packageInfo, send }: SendContext) {
  const [status, setStatus] = useState<SendStatus>({ kind: 'idle' });
  const inFlight = useRef(false);

  async function deliver(request: BookingRequest, tab: Window | null): Promise<boolean> {
    if (inFlight.current) {
      tab?.close();
      return false;
    }
    inFlight.current = true;
    setStatus({ kind: 'sending', channel: request.channel });
    try {
      const { reference, quote: stored } = await send(request);
      const repriced = stored && stored.totalFils !== request.quote.totalFils ? stored : null;
      const server = repriced ? { serverTotalFils: repriced.totalFils } : {};
      if (request.channel === 'whatsapp') {
        const link = whatsappUrl(whatsappText(request.selection, repriced ?? request.quote, reference));
        try {
          if (repriced) tab?.close();
          else if (tab && !tab.closed) tab.location.href = link;
        } catch {
          // The tab went away; the link shown with the reference still opens WhatsApp.
        }
        setStatus({ kind: 'sent', channel: 'whatsapp', reference, whatsappLink: link, ...server });
      } else {
        setStatus({ kind: 'sent', channel: 'callback', reference, ...server });
      }
      return true;
    } catch (error) {
      console.warn('The booking enquiry could not be sent.', error);
      tab?.close();
      setStatus({ kind: 'failed', channel: request.channel, message: failureMessage(error) });
      return false;
    } finally {
      inFlight.current = false;
    }
  }

  function whatsappText(
    selection: BookingSelection,
    quote: Pick<Quote, 'totalFils' | 'vatMode'>,
    reference: string,
  ): string {
    return bookingWhatsappText(
      {
        brand: site.name,
        reference,
        yachtName,
        date: selection.date,
        startMinute: selection.startMinute,
        hours: selection.hours,
        guests: selection.guests,
        addOnNames: chosenAddOns(selection.addOnIds, addOns).map(addOnName),
        totalFils: quote.totalFils,
        vatMode: quote.vatMode,
        packageName: packageInfo?.name,
        details: packageInfo?.details,
      },
      pageLanguage(),
    );
  }

  return {
    status,
    /** Call straight from the click (the tab must open before anything is awaited). */
    sendWhatsapp: (selection: BookingSelection, quote: Quote, voucherCode?: string) =>
      deliver(
        { channel: 'whatsapp', selection, quote, ...(voucherCode ? { voucherCode } : {}) },
        openBlankTab(),
      ),
    sendCallback: (
      selection: BookingSelection,
      quote: Quote,
      name: string,
      phone: string,
      voucherCode?: string,
    ) =>
      deliver(
        { channel: 'callback', selection, quote, name, phone, ...(voucherCode ? { voucherCode } : {}) },
        null,
      ),
    /** A message about a problem found before sending (fields to correct, a phone number to fix). */
    fail: (channel: Channel, message: string) => setStatus({ kind: 'failed', channel, message }),
    reset: () => setStatus({ kind: 'idle' }),
  };
}
