import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { Product } from '../../../domain/yacht';
import AppImage from '../../../components/app-image';
import { paths } from '../../../config/paths';
import { formatFeet, formatPricePerHour } from '../../../i18n/format';

interface ProductRowProps {
  product: Product;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** One yacht in the admin list: 200 px thumbnail, name, price, VIP, position; edit, move and delete. */
export default function ProductRow({ product, isFirst, isLast, busy, onMove, onDelete }: ProductRowProps) {
  const edit = paths.admin.editProduct(product.id);
  return (
    <li className="card admin-product-row">
      <div className="card-body d-flex flex-wrap gap-3">
        <Link to={edit} tabIndex={-1} aria-hidden="true" className="admin-thumb">
          <AppImage src={product.images[0]?.src} alt="" width={200} height={150} />
        </Link>
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-product-info">
          <h2 className="h5 mb-0">
            <Link to={edit}>{product.name}</Link>
            {product.isVIP && (
              <Badge bg="warning" text="dark" className="ms-2">
                VIP
              </Badge>
            )}
          </h2>
          <span>{formatPricePerHour(product.price)}</span>
          <span>
            Size: {formatFeet(product.feet)} · capacity up to {product.capacity}
          </span>
          <span>Position: {product.position ?? 'not set'}</span>
          <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
            <Link className="btn btn-sm btn-primary" to={edit} aria-label={`Edit ${product.name}`}>
              Edit
            </Link>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={busy || isFirst}
              onClick={() => onMove(-1)}
              aria-label={`Move ${product.name} up`}
            >
              Move up
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={busy || isLast}
              onClick={() => onMove(1)}
              aria-label={`Move ${product.name} down`}
            >
              Move down
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy}
              onClick={onDelete}
              aria-label={`Delete ${product.name}`}
            >
              Delete
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
