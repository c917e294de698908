import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../domain/yacht';
import PhotoImage from '../../components/photo-image';
import { site } from '../../config/site';
import { paths } from '../../config/paths';
import { WhatsAppButton } from '../booking';
import { fleetStrings as t } from './strings';
import { i18n } from '@lingui/core';
import { yachtEnquiryText } from '../../domain/whatsapp';
import { formatFeet, formatPricePerHour } from '../../i18n/format';

/**
 * A card's photo is as wide as its column: one column on phones (the page's width less its padding), two from 576 px
 * and three from 992 px in Bootstrap's container (540, 720, 960, 1140, 1320 px wide, 24 px gutters).
 */
const CARD_SIZES =
  '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, ' +
  '(min-width: 768px) 336px, (min-width: 576px) 246px, calc(100vw - 24px)';

interface ProductCardProps {
  product: Product;
  /** The first cards on a page load eagerly; the rest lazily. */
  eager?: boolean;
}

function ProductCard({ product, eager = false }: ProductCardProps) {
  const to = paths.yacht(product.id);
  const heading = `${site.cardPrefix} ${product.name}`;
  return (
    <article className="card product-card h-100 shadow-sm">
      <Link to={to} className="card-image-link" tabIndex={-1} aria-hidden="true">
        <PhotoImage
          photo={product.images[0]}
          alt=""
          sizes={CARD_SIZES}
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
          <span className="d-block">{t.size(formatFeet(product.feet))}</span>
          <span className="d-block">{t.capacityUpTo(product.capacity)}</span>
        </Link>
        <div className="mt-auto pt-3">
          <WhatsAppButton text={() => yachtEnquiryText(product, i18n)} className="w-100">
            {t.bookByWhatsApp}
          </WhatsAppButton>
        </div>
      </div>
    </article>
  );
}

/** Memoized: a refresh that leaves a yacht unchanged keeps its object (site data), and its card is not rendered again. */
export default memo(ProductCard);
