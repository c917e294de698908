import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { Yacht } from '../../../domain/yacht';
import { paths } from '../../../config/paths';
import { formatFeet, formatPricePerHour } from '../../../i18n/format';
import AdminRow, { type RowControls } from '../list/admin-row';

/** One yacht in the admin list: 200 px thumbnail, name, price, VIP, position; edit, move and delete. */
export default function YachtRow({ yacht, controls }: { yacht: Yacht; controls: RowControls }) {
  const edit = paths.admin.editYacht(yacht.id);
  const heading = (
    <>
      <Link to={edit}>{yacht.name}</Link>
      {yacht.isVIP && (
        <Badge bg="warning" text="dark" className="ms-2">
          VIP
        </Badge>
      )}
    </>
  );
  return (
    <AdminRow
      controls={controls}
      name={yacht.name}
      heading={heading}
      image={{ src: yacht.images[0]?.src }}
      edit={edit}
      large
    >
      <span>{formatPricePerHour(yacht.price)}</span>
      <span>
        Size: {formatFeet(yacht.feet)} · capacity up to {yacht.capacity}
      </span>
      <span>Position: {yacht.position ?? 'not set'}</span>
    </AdminRow>
  );
}
