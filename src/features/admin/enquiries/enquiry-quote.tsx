import type { EnquiryQuote } from '../../../domain/enquiry';
import { formatAed, formatDubaiDate, formatDubaiTime } from '../../../i18n/page-language';
import { clockText } from '../calendar/calendar-model';

const unitText = { booking: '', hour: ' per hour', guest: ' per guest' } as const;

/** The quote the visitor saw: yacht, Dubai date and time, hours, guests, add-ons, total and deposit. */
export default function EnquiryQuoteDetails({ quote }: { quote: EnquiryQuote }) {
  const { selection } = quote;
  const end = selection.startMinute + selection.hours * 60;
  const addOns = quote.lines.filter((line) => line.kind === 'add-on');
  return (
    <dl className="enquiry-quote small mb-0">
      <dt>Yacht</dt>
      <dd>
        {quote.yachtName}
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
      <dt>Total</dt>
      <dd>
        {formatAed(quote.totalFils)} (VAT {quote.vatMode === 'included' ? 'included' : 'added'}:{' '}
        {formatAed(quote.vatFils)})
      </dd>
      <dt>Deposit</dt>
      <dd>{formatAed(quote.depositFils)}</dd>
    </dl>
  );
}
