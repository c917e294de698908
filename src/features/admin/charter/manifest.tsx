import { createPortal } from 'react-dom';
import type { CharterRecord } from '../../../backend/charter-types';
import { site } from '../../../config/site';
import { charterSpan } from '../../../domain/charter/charter-page';
import { formatDubaiDate, formatDubaiTime } from '../../../i18n/page-language';
import { countryName } from './guest-draft';
import { guestStrings as g, idTypeLabels, manifestStrings as t } from './strings';

/** From this many guests the manifest's rows are tighter, so the list still fits one A4 page. */
const DENSE_FROM = 26;

/** The charter's Dubai date and its start and end: "Monday, 6 May 2030, 17:30–21:30". */
function whenText({ date, startMinute, hours }: CharterRecord['page']['quote']['selection']) {
  const span = charterSpan({ date, startMinute, hours });
  const endMinute = startMinute + Math.round((span.end - span.start) / 60_000);
  return `${formatDubaiDate(date)}, ${formatDubaiTime(startMinute)}–${formatDubaiTime(endMinute)}`;
}

/**
 * The passenger manifest the Coast Guard checks before departure, printed on one A4 page (charter.scss): the
 * charter, each guest's name, nationality, ID type and number, and a line for the captain's signature. It is drawn
 * at the end of the document, hidden on screen; printing the screen prints it alone.
 */
export default function Manifest({ record, phone }: { record: CharterRecord; phone: string }) {
  const { page, guests } = record;
  const selection = page.quote.selection;
  const dense = guests.length >= DENSE_FROM ? ' charter-manifest-dense' : '';
  return createPortal(
    <article className={`charter-manifest${dense}`} aria-label={`${t.title} ${page.reference}`}>
      <header className="charter-manifest-head">
        <h1>{t.title}</h1>
        <p>{site.name}</p>
      </header>
      <dl className="charter-manifest-facts">
        <dt>{t.yacht}</dt>
        <dd>{page.yacht.name}</dd>
        <dt>{t.when}</dt>
        <dd>
          {whenText(selection)} {t.dubai}
        </dd>
        <dt>{t.reference}</dt>
        <dd>{page.reference}</dd>
        <dt>{t.client}</dt>
        <dd>
          <bdi>{page.clientName || '—'}</bdi>
          {phone && <span dir="ltr"> · {phone}</span>}
        </dd>
        <dt>{t.guests}</dt>
        <dd>{g.state(guests.length, selection.guests)}</dd>
      </dl>
      <table className="charter-manifest-table">
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{g.name}</th>
            <th scope="col">{g.nationality}</th>
            <th scope="col">{g.idType}</th>
            <th scope="col">{g.idNumber}</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest, index) => (
            <tr key={guest.slot}>
              <td>{index + 1}</td>
              <td>
                <bdi>{guest.fullName}</bdi>
              </td>
              <td>{countryName(guest.nationality)}</td>
              <td>{idTypeLabels[guest.idType]}</td>
              <td dir="ltr">{guest.idNumber || g.erased}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="charter-manifest-sign">
        <p>
          {t.signature}: <span className="charter-manifest-line" />
        </p>
        <p>
          {t.date}: <span className="charter-manifest-line charter-manifest-line-short" />
        </p>
      </footer>
    </article>,
    document.body,
  );
}
