import { Link } from 'react-router-dom';
import type { Product } from '../../backend/types';
import AppImage from '../../components/app-image';
import { site } from '../../config/site';
import WhatsAppButton from '../booking/whatsapp-button';
import { yachtEnquiryText } from '../booking/whatsapp';
import { formatFeet, formatPricePerHour } from './format';

interface ProductCardProps {
  product: Product;
  /** Admin cards link to the admin detail route and have no booking button. */
  admin?: boolean;
  /** The first cards on a page load eagerly; the rest lazily. */
  eager?: boolean;
}

export function productPath(id: string, admin = false): string {
  return `${admin ? '/admin' : ''}/productdetail/${encodeURIComponent(id)}`;
}

export default function ProductCard({ product, admin = false, eager = false }: ProductCardProps) {
  const to = productPath(product.id, admin);
  const heading = `${site.cardPrefix} ${product.name}`;
  return (
    <article className="card product-card h-100 shadow-sm">
      <Link to={to} className="card-image-link" tabIndex={-1} aria-hidden="true">
        <AppImage
          src={product.images[0]}
          alt=""
          width={300}
          height={300}
          sizes="(min-width: 576px) 300px, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="card-img-top"
        />
      </Link>
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title">
          <Link to={to} className="text-reset">
            {heading}
          </Link>
        </h2>
        <Link to={to} className="text-reset text-decoration-none product-card-info">
          <span className="d-block fw-semibold text-gold">{formatPricePerHour(product.price)}</span>
          <span className="d-block">Size: {formatFeet(product.feet)}</span>
          <span className="d-block">capacity up to {product.capacity}</span>
        </Link>
        {!admin && (
          <div className="mt-auto pt-3">
            <WhatsAppButton text={() => yachtEnquiryText(product)} className="w-100">
              Book By WhatsApp
            </WhatsAppButton>
          </div>
        )}
      </div>
    </article>
  );
}
