import type { QuoteCheck } from '../../../domain/booking/quote-check';
import type { EnquiryQuote } from '../../../domain/enquiry';
import { formatAed, formatDubaiDate, formatDubaiTime } from '../../../i18n/page-language';
import { clockText } from '../calendar/calendar-model';
import { quoteCheckStrings as t } from './strings';

/**
 * The yacht as the fleet names it (by the quote's yacht id), never by the name stored with the quote; that one is
 * shown only beside it when it differs, or with a warning when the yacht is gone or the fleet could not be read.
 */
function YachtName({
  quote,
  check,
  failed,
}: {
  quote: EnquiryQuote;
  check: QuoteCheck | null;
  failed: boolean;
}) {
  if (failed) return <>{`“${quote.yachtName}” (${t.fleetUnread})`}</>;
  if (!check) return <>...</>;
  if (check.status === 'no-yacht') {
    return <span className="text-danger-emphasis">{`“${quote.yachtName}” (${t.notInFleet})`}</span>;
  }
  return (
    <>
      {check.yachtName}
      {check.storedName !== check.yachtName && (
        <span className="text-warning-emphasis">{` (${t.asQuoted(check.storedName)})`}</span>
      )}
    </>
  );
}

const unitText = { booking: '', hour: ' per hour', guest: ' per guest' } as const;

/** The quote the visitor saw: yacht, Dubai date and time, hours, guests, add-ons, total and deposit. */
export default function EnquiryQuoteDetails({
  quote,
  check,
  failed = false,
}: {
  quote: EnquiryQuote;
  /** The price check (null while today's price list loads). */
  check: QuoteCheck | null;
  /** Today's price list could not be read. */
  failed?: boolean;
}) {
  const { selection } = quote;
  const end = selection.startMinute + selection.hours * 60;
  const addOns = quote.lines.filter((line) => line.kind === 'add-on');
  return (
    <dl className="enquiry-quote small mb-0">
      <dt>Yacht</dt>
      <dd>
        <YachtName quote={quote} check={check} failed={failed} />
        {quote.packageName && ` (${quote.packageName})`}
      </dd>
      <dt>When (Dubai)</dt>
      <dd>
        {formatDubaiDate(selection.date)}, {formatDubaiTime(selection.startMinute)}–{clockText(end)} (
        {selection.hours} h)
      </dd>
      <dt>Guests</dt>
      <dd>{selection.guests}</dd>
      <dt>Add-ons</dt>
      <dd>
        {addOns.length === 0
          ? 'None'
          : addOns
              .map(
                (line) =>
                  `${line.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}${unitText[line.unit]}: ${formatAed(line.amountFils)}`,
              )
              .join(', ')}
      </dd>
      <dt>Total (quoted)</dt>
      <dd>
        {formatAed(quote.totalFils)} (VAT {quote.vatMode === 'included' ? 'included' : 'added'}:{' '}
        {formatAed(quote.vatFils)})
      </dd>
      <dt>Deposit</dt>
      <dd>{formatAed(quote.depositFils)}</dd>
    </dl>
  );
}
