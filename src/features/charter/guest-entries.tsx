import type { ListedGuest } from '../../backend/types';
import { charterStrings as t } from './strings';

interface GuestEntriesProps {
  guests: readonly ListedGuest[];
  /** This device may still correct or remove its own entries. */
  open: boolean;
  onEdit: (guest: ListedGuest) => void;
  onRemove: (guest: ListedGuest) => void;
}

/** The names on the list, never a number; this device's own with Edit and Remove until the lock. */
export default function GuestEntries({ guests, open, onEdit, onRemove }: GuestEntriesProps) {
  if (guests.length === 0) return <p className="text-body-secondary">{t.nobodyYet}</p>;
  return (
    <ol className="guest-entries mb-0" aria-label={t.onTheList}>
      {guests.map((guest) => (
        <li key={guest.slot} className="guest-entry">
          <div className="guest-entry-row">
            <span className="guest-name">
              <bdi>{guest.fullName}</bdi>
              {guest.mine && <span className="text-body-secondary ms-1">{t.you}</span>}
            </span>
            {guest.mine && open && (
              <span className="d-flex gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-label={t.editName(guest.fullName)}
                  onClick={() => onEdit(guest)}
                >
                  {t.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t.removeName(guest.fullName)}
                  onClick={() => onRemove(guest)}
                >
                  {t.remove}
                </button>
              </span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
