import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { CharterRecord, ManifestGuest } from '../../../backend/charter-types';
import { guestListCount } from '../../../domain/charter';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { QuestionModal } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import EraseIds from './erase-ids';
import GuestForm from './guest-form';
import GuestTable from './guest-table';
import Manifest from './manifest';
import { guestStrings as t } from './strings';
import type { CharterControls } from './use-charter';

interface GuestListSectionProps {
  record: CharterRecord;
  charter: CharterControls;
  /** The client's phone, for the manifest. */
  phone: string;
}

/**
 * The charter's guest list as the operator keeps it: "k of N", the full table with ID numbers, a guest added,
 * edited or removed at any time, the manifest printed, and the ID numbers erased (with when, and how many).
 */
export default function GuestListSection({ record, charter, phone }: GuestListSectionProps) {
  const { guests } = record;
  const booked = record.page.quote.selection.guests;
  const count = guestListCount(guests.length, booked);
  const [editing, setEditing] = useState<ManifestGuest | 'new' | null>(null);
  const [removing, setRemoving] = useState<ManifestGuest | null>(null);
  const action = charter.guestAction;
  const busy = action.busy || editing !== null;

  function done(saved: boolean) {
    setEditing(null);
    if (saved) action.succeeded(t.saved);
  }

  return (
    <section aria-labelledby="guest-list-title" className="d-flex flex-column gap-2">
      <h4 id="guest-list-title" className="h6 mb-0 d-flex flex-wrap gap-2 align-items-baseline">
        {t.heading}
        <span className={`badge ${count.complete ? 'text-bg-success' : 'text-bg-warning'}`}>
          {t.state(guests.length, booked)}
        </span>
      </h4>
      {record.idsErasedAt && (
        <p className="small mb-0 text-body-secondary">
          {t.erasedRecord(formatDubaiDateTime(record.idsErasedAt), record.idsErasedCount ?? 0)}
        </p>
      )}
      <FlashAlert action={action} className="py-1 mb-0" />
      {guests.length === 0 ? (
        <p className="small mb-0">{t.none}</p>
      ) : (
        <GuestTable guests={guests} disabled={busy} onEdit={setEditing} onRemove={setRemoving} />
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-primary"
          disabled={busy || count.complete}
          onClick={() => setEditing('new')}
          title={count.complete ? t.full : undefined}
        >
          {t.add}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <EraseIds anything={guests.length > 0} busy={action.busy} onErase={charter.eraseIds} />
      </div>
      {editing !== null && (
        <GuestForm
          key={editing === 'new' ? 'new' : editing.slot}
          editing={editing === 'new' ? null : editing}
          save={charter.saveGuest}
          onDone={done}
        />
      )}
      <QuestionModal
        show={removing !== null}
        titleId="remove-guest-title"
        title={t.removeTitle(removing?.fullName ?? '')}
        detail={t.removeDetail}
        busy={action.busy}
        yes="Remove"
        working="Removing..."
        no="Keep"
        onYes={() => {
          if (removing) void charter.removeGuest(removing.slot).then(() => setRemoving(null));
        }}
        onNo={() => setRemoving(null)}
      />
      <Manifest record={record} phone={phone} />
    </section>
  );
}
