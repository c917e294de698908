import Button from 'react-bootstrap/Button';
import type { ManifestGuest } from '../../../backend/charter-types';
import { formatDubaiDateTime } from '../../../i18n/page-language';
import { countryName } from './guest-draft';
import { guestStrings as t, idTypeLabels } from './strings';

interface GuestTableProps {
  guests: readonly ManifestGuest[];
  /** While a change runs, or the form is open: no other starts. */
  disabled: boolean;
  onEdit: (guest: ManifestGuest) => void;
  onRemove: (guest: ManifestGuest) => void;
}

/** The full list as the operator sees it: name, nationality, ID type and number, when added; edit and remove. */
export default function GuestTable({ guests, disabled, onEdit, onRemove }: GuestTableProps) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle small mb-2 charter-guest-table">
        <caption className="visually-hidden">{t.heading}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.nationality}</th>
            <th scope="col">{t.idType}</th>
            <th scope="col">{t.idNumber}</th>
            <th scope="col">{t.addedAt}</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest, index) => (
            <tr key={guest.slot}>
              <td>{index + 1}</td>
              <th scope="row" className="fw-semibold text-break">
                <bdi>{guest.fullName}</bdi>
              </th>
              <td data-label={t.nationality}>{countryName(guest.nationality)}</td>
              <td data-label={t.idType} className="text-nowrap">
                {idTypeLabels[guest.idType]}
              </td>
              <td data-label={t.idNumber} className="text-nowrap font-monospace">
                {guest.idNumber ? (
                  <bdi dir="ltr">{guest.idNumber}</bdi>
                ) : (
                  <span className="text-body-secondary fst-italic">{t.erased}</span>
                )}
              </td>
              <td data-label={t.addedAt} className="text-nowrap">
                {formatDubaiDateTime(guest.addedAt)}
              </td>
              <td>
                <div className="d-flex gap-1 justify-content-end">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={disabled}
                    onClick={() => onEdit(guest)}
                    aria-label={t.edit(guest.fullName)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={disabled}
                    onClick={() => onRemove(guest)}
                    aria-label={t.remove(guest.fullName)}
                  >
                    Remove
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
