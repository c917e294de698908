import { guestListCount, type CharterPage } from '../../domain/charter';
import { localePath } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { absoluteAddress, dubaiDeadline } from './format';
import ShareGuestList from './share-guest-list';
import { charterStrings as t } from './strings';
import { useGuests } from './use-charter-reads';
import { charterPaths } from '../../config/charter-paths';

/** The list's state on the client's page: "k of N added", when it locks, and its address to pass to the group. */
export default function GuestListSummary({
  page,
  locksAt,
  now,
  dateText,
}: {
  page: CharterPage;
  locksAt: number;
  now: number;
  dateText: string;
}) {
  const guests = useGuests(page.guestToken);
  const count = guestListCount(guests.data?.length ?? 0, page.quote.selection.guests);
  const locked = now >= locksAt;
  const url = absoluteAddress(localePath(activeLocale(), charterPaths.guests(page.guestToken)));
  return (
    <section aria-labelledby="charter-guests" className="charter-section">
      <h2 id="charter-guests" className="h4">
        {t.guestListHeading}
      </h2>
      <p className="fs-5 mb-1" aria-live="polite">
        {guests.data ? t.guestListCount(count.added, count.booked) : t.loading}
        {count.complete && <span className="ms-2 badge text-bg-success">{t.guestListComplete}</span>}
      </p>
      <p className="mb-2">
        {locked ? t.lockedAt(dubaiDeadline(locksAt)) : t.locksAt(dubaiDeadline(locksAt))}
      </p>
      <p className="small text-body-secondary">{t.guestListWhy}</p>
      {!locked && (
        <>
          <a
            className="btn btn-primary"
            href={localePath(activeLocale(), charterPaths.guests(page.guestToken))}
          >
            {t.addYourself}
          </a>
          <ShareGuestList url={url} message={t.shareMessage(page.yacht.name, dateText, url)} />
        </>
      )}
    </section>
  );
}
