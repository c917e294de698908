import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Yacht } from '../../domain/yacht';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import { site } from '../../config/site';
import { paths } from '../../config/paths';
import { WhatsAppButton } from '../booking';
import { fleetStrings as t } from './strings';
import { i18n } from '@lingui/core';
import { yachtEnquiryText } from '../../domain/whatsapp';
import { formatFeet, formatPricePerHour } from '../../i18n/format';

/**
 * A card's photo box is square (app.scss) and as wide as its column less the card's 1-px borders: one column on
 * phones (the screen less the container's padding), two from 576 px and three from 992 px (yacht-grid.tsx) in
 * Bootstrap's container (540, 720, 960, 1140, 1320 px wide, 24-px gutters). A 3:2 photo fills it cropped, drawn
 * 1.5 times as wide.
 */
export const CARD_PHOTO: PhotoLayout = {
  widths: [
    [1400, 414],
    [1200, 354],
    [992, 294],
    [768, 334],
    [576, 244],
    [0, -26, 100],
  ],
  crop: 1,
};

interface YachtCardProps {
  yacht: Yacht;
  /** The first cards on a page load at once, the very first first of all; the rest when scrolled near. */
  eager?: boolean;
  first?: boolean;
}

function YachtCard({ yacht, eager = false, first = false }: YachtCardProps) {
  const to = paths.yacht(yacht.id);
  const heading = `${site.cardPrefix} ${yacht.name}`;
  return (
    <article className="card yacht-card h-100 shadow-sm">
      <Link to={to} className="card-image-link" tabIndex={-1} aria-hidden="true">
        <PhotoImage
          photo={yacht.images[0]}
          alt=""
          sizes={photoSizes(CARD_PHOTO, yacht.images[0])}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className="card-img-top"
        />
      </Link>
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title">
          <Link to={to} className="text-reset">
            {heading}
          </Link>
        </h2>
        <Link to={to} className="text-reset text-decoration-none yacht-card-info">
          <span className="d-block fw-semibold text-gold">{formatPricePerHour(yacht.price)}</span>
          <span className="d-block">{t.size(formatFeet(yacht.feet))}</span>
          <span className="d-block">{t.capacityUpTo(yacht.capacity)}</span>
        </Link>
        <div className="mt-auto pt-3">
          <WhatsAppButton text={() => yachtEnquiryText(yacht, i18n)} className="w-100">
            {t.bookByWhatsApp}
          </WhatsAppButton>
        </div>
      </div>
    </article>
  );
}

/** Memoized: a refresh that leaves a yacht unchanged keeps its object (site data), and its card is not rendered again. */
export default memo(YachtCard);
