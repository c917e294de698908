import { useState } from 'react';
import { quoteHoldHours } from '../../../domain/booking/hold';
import { checkQuote } from '../../../domain/booking/quote-check';
import CharterPanel from '../charter/charter-panel';
import type { CharterControls } from '../charter/use-charter';
import DepositPanel from './deposit-panel';
import LedgerPanel from '../ledger/ledger-panel';
import { CancellationPanel } from '../cancellation';
import EnquiryActions, { type EnquiryActionsProps } from './enquiry-actions';
import EnquiryNotes from './enquiry-notes';
import HoldPanel from './hold-panel';
import EnquiryQuoteDetails from './enquiry-quote';
import EnquirySummary from './enquiry-summary';
import QuoteCheckNotice from './quote-check-notice';
import type { PriceListState } from './use-price-list';
import { pipelineStrings as t } from './strings';

type EnquiryItemProps = Omit<EnquiryActionsProps, 'notesOpen' | 'onToggleNotes'> & {
  /** Today's price list, read once for the whole screen: the quote is checked against it. */
  prices: PriceListState;
  /** Make (or give again) its deposit link: `online` false where no server makes them (the demo). */
  deposit: { online: boolean; onCreate: () => Promise<void> };
  /** Its charter page and guest list (the enquiry's own screen): shown once it is confirmed. */
  charter?: CharterControls;
};

/** One enquiry: reference, who, the quote, its status and the steps it can take, and its notes. */
export default function EnquiryItem({ enquiry, prices, deposit, charter, ...actions }: EnquiryItemProps) {
  const [notesOpen, setNotesOpen] = useState(false);
  const quote = enquiry.quote;
  const check = quote && prices.status === 'ready' ? checkQuote(quote, prices.prices) : null;

  return (
    <li className="card">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex flex-wrap gap-3 justify-content-between">
          <EnquirySummary enquiry={enquiry} />
          {quote && (
            <div className="admin-item-info">
              <EnquiryQuoteDetails quote={quote} check={check} failed={prices.status === 'failed'} />
            </div>
          )}
        </div>
        {quote && !enquiry.bookingId && <QuoteCheckNotice check={check} prices={prices.status} />}
        <HoldPanel
          enquiry={enquiry}
          defaultHours={prices.status === 'ready' ? quoteHoldHours(prices.prices.settings) : null}
        />
        {enquiry.notification?.status === 'failed' && (
          <p className="alert alert-warning small mb-0 py-2 text-break">
            {t.notificationFailed(enquiry.notification.error ?? '')}
          </p>
        )}
        <DepositPanel enquiry={enquiry} online={deposit.online} onCreate={deposit.onCreate} />
        {charter && <LedgerPanel enquiry={enquiry} />}
        {charter && <CancellationPanel enquiry={enquiry} />}
        {charter && <CharterPanel enquiry={enquiry} charter={charter} />}
        <EnquiryActions
          enquiry={enquiry}
          {...actions}
          notesOpen={notesOpen}
          onToggleNotes={() => setNotesOpen((open) => !open)}
        />
        {notesOpen && <EnquiryNotes enquiryId={enquiry.id} reference={enquiry.reference} />}
      </div>
    </li>
  );
}
