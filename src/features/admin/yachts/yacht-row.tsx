import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { Yacht } from '../../../domain/yacht';
import AppImage from '../../../components/app-image';
import { paths } from '../../../config/paths';
import { formatFeet, formatPricePerHour } from '../../../i18n/format';

interface YachtRowProps {
  yacht: Yacht;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** One yacht in the admin list: 200 px thumbnail, name, price, VIP, position; edit, move and delete. */
export default function YachtRow({ yacht, isFirst, isLast, busy, onMove, onDelete }: YachtRowProps) {
  const edit = paths.admin.editYacht(yacht.id);
  return (
    <li className="card admin-yacht-row">
      <div className="card-body d-flex flex-wrap gap-3">
        <Link to={edit} tabIndex={-1} aria-hidden="true" className="admin-thumb">
          <AppImage src={yacht.images[0]?.src} alt="" width={200} height={150} />
        </Link>
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-item-info">
          <h2 className="h5 mb-0">
            <Link to={edit}>{yacht.name}</Link>
            {yacht.isVIP && (
              <Badge bg="warning" text="dark" className="ms-2">
                VIP
              </Badge>
            )}
          </h2>
          <span>{formatPricePerHour(yacht.price)}</span>
          <span>
            Size: {formatFeet(yacht.feet)} · capacity up to {yacht.capacity}
          </span>
          <span>Position: {yacht.position ?? 'not set'}</span>
          <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
            <Link className="btn btn-sm btn-primary" to={edit} aria-label={`Edit ${yacht.name}`}>
              Edit
            </Link>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={busy || isFirst}
              onClick={() => onMove(-1)}
              aria-label={`Move ${yacht.name} up`}
            >
              Move up
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={busy || isLast}
              onClick={() => onMove(1)}
              aria-label={`Move ${yacht.name} down`}
            >
              Move down
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy}
              onClick={onDelete}
              aria-label={`Delete ${yacht.name}`}
            >
              Delete
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
