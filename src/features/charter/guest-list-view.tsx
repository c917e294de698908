import { memo, useMemo } from 'react';
import type { ListedGuest } from '../../backend/types';
import { charterTerms, guestListCount, type GuestListPage } from '../../domain/charter';
import BerthRow from './berth-row';
import CharterWhenRow from './charter-when';
import ContactLinks from './contact-links';
import { dubaiDeadline, isolate } from './format';
import GuestEntries from './guest-entries';
import GuestFormFields from './guest-form';
import { CancelledNotice, LanguageOffer } from './page-states';
import { charterStrings as t } from './strings';
import { useGuestForm, type FormStatus } from './use-guest-form';
import { useStableHandler } from './use-stable-handler';
import { charterPaths } from '../../config/charter-paths';

function StatusLine({ status }: { status: FormStatus }) {
  const failed = status.kind === 'failed';
  const message = status.kind === 'saved' || failed ? status.message : '';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={message ? `alert ${failed ? 'alert-danger' : 'alert-success'} py-2` : 'visually-hidden'}
    >
      {message}
    </div>
  );
}

interface GuestListViewProps {
  list: GuestListPage;
  guests: readonly ListedGuest[];
  now: number;
}

interface ListColumnProps {
  list: GuestListPage;
  guests: readonly ListedGuest[];
  open: boolean;
  locked: boolean;
  lockText: string;
  onEdit: (guest: ListedGuest) => void;
  onRemove: (guest: ListedGuest) => void;
}

/**
 * When and where, the names on the list and "k of N added", and when it locks: apart from the form, and memoised,
 * so a keystroke in the form redraws only the form (the bench's 4× slowed phone answers within a frame).
 */
const ListColumn = memo(function ListColumn({
  list,
  guests,
  open,
  locked,
  lockText,
  onEdit,
  onRemove,
}: ListColumnProps) {
  const count = guestListCount(guests.length, list.booked);
  return (
    <div className="col-lg-6">
      <dl className="charter-facts">
        <CharterWhenRow selection={list.selection} />
        <BerthRow berth={list.berth} />
      </dl>
      <section aria-labelledby="guest-list-heading" className="charter-section">
        <h2 id="guest-list-heading" className="h4">
          {t.onTheList}
        </h2>
        <p className="fs-5 mb-1">{t.guestListCount(count.added, count.booked)}</p>
        <p>{locked ? t.lockedAt(lockText) : t.locksAt(lockText)}</p>
        <GuestEntries guests={guests} open={open} onEdit={onEdit} onRemove={onRemove} />
      </section>
    </div>
  );
});

/** Which charter, the names on the list and "k of N added", when it locks, and the form to add yourself. */
export default function GuestListView({ list, guests, now }: GuestListViewProps) {
  const form = useGuestForm(list.guestToken);
  const terms = useMemo(
    () => charterTerms(list.selection, list.cutoffHours),
    [list.selection, list.cutoffHours],
  );
  const cancelled = list.status === 'cancelled';
  const locked = now >= terms.guestListLocksAt;
  const open = !cancelled && !locked;
  const count = guestListCount(guests.length, list.booked);
  const edited = form.draft.slot === null ? undefined : guests.find(({ slot }) => slot === form.draft.slot);
  const editing = edited !== undefined;
  const full = count.added >= count.booked && !editing;
  const lockText = useMemo(() => dubaiDeadline(terms.guestListLocksAt), [terms.guestListLocksAt]);
  const onEdit = useStableHandler((guest: ListedGuest) => form.edit(guest.slot, guest.fullName));
  const onRemove = useStableHandler((guest: ListedGuest) => void form.remove(guest.slot, guest.fullName));
  return (
    <article className="container py-4 charter-page guest-list-page">
      <LanguageOffer language={list.language} path={charterPaths.guests(list.guestToken)} />
      <p className="text-body-secondary mb-1">
        {t.reference}: <bdi className="fw-semibold charter-reference">{list.reference}</bdi>
      </p>
      <h1 className="h2 charter-title">{t.guestPageHeading(isolate(list.yachtName))}</h1>
      {cancelled && <CancelledNotice reference={list.reference} />}
      <div className="row g-4">
        <ListColumn
          list={list}
          guests={guests}
          open={open}
          locked={locked}
          lockText={lockText}
          onEdit={onEdit}
          onRemove={onRemove}
        />
        <div className="col-lg-6">
          <section aria-labelledby="guest-form-heading" className="charter-section">
            <h2 id="guest-form-heading" className="h4">
              {edited ? t.editHeading(isolate(edited.fullName)) : t.addHeading}
            </h2>
            <StatusLine status={form.status} />
            {!open && !cancelled && <p className="alert alert-secondary">{t.listClosed}</p>}
            {open && full && <p className="alert alert-secondary">{t.listFull}</p>}
            {open && !full && <GuestFormFields form={form} />}
            {!open && <ContactLinks reference={list.reference} />}
          </section>
        </div>
      </div>
    </article>
  );
}
