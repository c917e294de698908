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
import type { BookingRequest, PackageInfo } from './panel-types';
import { bookingPanelStrings as t } from './panel-strings';

export type Channel = BookingRequest['channel'];

export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; channel: Channel }
  | { kind: 'sent'; channel: Channel; reference: string; whatsappLink?: string }
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
  send: (request: BookingRequest) => Promise<{ reference: string }>;
}

/** Sends a priced selection: stored first (the reference comes back), then WhatsApp opens with it. */
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
      const { reference } = await send(request);
      if (request.channel === 'whatsapp') {
        const link = whatsappUrl(whatsappText(request.selection, request.quote, reference));
        try {
          if (tab && !tab.closed) tab.location.href = link;
        } catch {
          // The tab went away; the link shown with the reference still opens WhatsApp.
        }
        setStatus({ kind: 'sent', channel: 'whatsapp', reference, whatsappLink: link });
      } else {
        setStatus({ kind: 'sent', channel: 'callback', reference });
      }
      return true;
    } catch (error) {
      console.warn('The booking enquiry could not be sent.', error);
      tab?.close();
      setStatus({ kind: 'failed', channel: request.channel, message: t.sendFailed });
      return false;
    } finally {
      inFlight.current = false;
    }
  }

  function whatsappText(selection: BookingSelection, quote: Quote, reference: string): string {
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
    sendWhatsapp: (selection: BookingSelection, quote: Quote) =>
      deliver({ channel: 'whatsapp', selection, quote }, openBlankTab()),
    sendCallback: (selection: BookingSelection, quote: Quote, name: string, phone: string) =>
      deliver({ channel: 'callback', selection, quote, name, phone }, null),
    /** A message about a problem found before sending (fields to correct, a phone number to fix). */
    fail: (channel: Channel, message: string) => setStatus({ kind: 'failed', channel, message }),
    reset: () => setStatus({ kind: 'idle' }),
  };
}
