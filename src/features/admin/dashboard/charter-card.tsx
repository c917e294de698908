import { Link } from 'react-router-dom';
import { site } from '../../../config/site';
import { paths } from '../../../config/paths';
import type { DayCharter } from '../../../domain/dashboard/today';
import { isMobileDevice, whatsappLink } from '../../../domain/whatsapp';
import { formatAed } from '../../../i18n/page-language';
import { guestStrings } from '../charter/strings';
import { clockText } from '../calendar/calendar-model';
import { dashboardStrings as t } from './strings';

const greeting = (name: string, reference: string) =>
  `Hello${name ? ` ${name}` : ''}, this is ${site.name} about your charter ${reference}.`;

/** One charter of the today list: Dubai times, yacht, guests, client with call and WhatsApp, add-ons, balance. */
export default function CharterCard({
  charter,
  yachtName,
  guestList,
}: {
  charter: DayCharter;
  yachtName: string | null;
  /** Its guest list's state, for a charter with a page (read once the list is). */
  guestList?: { added: number; booked: number };
}) {
  const { enquiry, booking } = charter;
  const who = enquiry ? enquiry.name || enquiry.reference : null;
  const phone = enquiry?.phone ?? '';
  const reference = booking.reference ?? enquiry?.reference ?? '';
  const time = `${clockText(charter.startMinute)}–${clockText(charter.endMinute)}`;
  const mobile = typeof navigator !== 'undefined' && isMobileDevice(navigator.userAgent);
  return (
    <li className="card dashboard-charter">
      <div className="card-body">
        <h3 className="h6 mb-2 d-flex flex-wrap gap-2 align-items-baseline">
          <span className="fs-5 fw-bold">{time}</span>
          <span className="small text-body-secondary">Dubai</span>
          <span>{yachtName ?? `${t.unknownYacht} (${charter.yachtId})`}</span>
        </h3>
        <dl className="dashboard-facts small mb-2">
          <dt>Client</dt>
          <dd>{who ? <bdi>{who}</bdi> : t.unknownClient}</dd>
          <dt>Guests</dt>
          <dd>{charter.guests ?? '—'}</dd>
          {guestList && (
            <>
              <dt>{guestStrings.heading}</dt>
              <dd>{guestStrings.state(guestList.added, guestList.booked)}</dd>
            </>
          )}
          <dt>Add-ons</dt>
          <dd>
            {charter.addOns.length === 0
              ? 'None'
              : charter.addOns
                  .map(({ name, quantity }) => (quantity > 1 ? `${name} × ${quantity}` : name))
                  .join(', ')}
          </dd>
          <dt>Balance due</dt>
          <dd>
            {charter.balanceFils === null ? (
              '—'
            ) : (
              <>
                <strong>{formatAed(charter.balanceFils)}</strong>{' '}
                <span className="text-body-secondary">
                  (total {formatAed(charter.totalFils ?? 0)} − paid {formatAed(charter.paidFils ?? 0)})
                </span>
              </>
            )}
          </dd>
          {enquiry?.deposit?.status === 'paid' && (
            <>
              <dt>Deposit</dt>
              <dd>
                <strong className="text-success-emphasis">{t.depositPaid}</strong>
              </dd>
            </>
          )}
        </dl>
        <div className="d-flex flex-wrap gap-2">
          {phone && (
            <a
              className="btn btn-outline-primary"
              href={`tel:${phone}`}
              aria-label={`Call ${who} on ${phone}`}
            >
              Call
            </a>
          )}
          {phone && enquiry && (
            <a
              className="btn btn-outline-success"
              href={whatsappLink(greeting(enquiry.name, reference), {
                mobile,
                phone: phone.replace(/\D/g, ''),
              })}
              target="_blank"
              rel="noreferrer"
              aria-label={`WhatsApp ${who}`}
            >
              WhatsApp
            </a>
          )}
          {enquiry && (
            <Link className="btn btn-outline-secondary" to={paths.admin.enquiry(enquiry.id)}>
              Open {reference}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
