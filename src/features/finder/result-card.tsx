import { memo } from 'react';
import { Link } from 'react-router-dom';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { bookingHref, type FinderResult, type FinderSelection } from '../../domain/finder';
import { formatFeet, formatPricePerHour } from '../../i18n/format';
import { formatAed } from '../../i18n/page-language';
import { finderResultStrings as t } from './result-strings';

/** The same boxes as the home grid's cards (features/fleet/yacht-card.tsx): square, one to three columns. */
const PHOTO: PhotoLayout = {
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

interface ResultCardProps {
  result: FinderResult;
  selection: FinderSelection | null;
  eager: boolean;
}

/** A yacht the finder found: its photo, the selection's price (or its from-price) and a "Book" link. */
function ResultCardView({ result, selection, eager }: ResultCardProps) {
  const { yacht } = result;
  const to = bookingHref(paths.yacht(yacht.id), selection);
  const photo = yacht.images[0];
  return (
    <article className="card yacht-card h-100 shadow-sm">
      <Link to={to} className="card-image-link" tabIndex={-1} aria-hidden="true">
        <PhotoImage
          photo={photo}
          alt=""
          sizes={photoSizes(PHOTO, photo)}
          loading={eager ? 'eager' : 'lazy'}
          className="card-img-top"
        />
      </Link>
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title">
          <Link to={to} className="text-reset">
            {`${site.cardPrefix} ${yacht.name}`}
          </Link>
        </h3>
        <p className="mb-0">
          {selection ? (
            <>
              <span className="d-block fw-semibold text-gold fs-5">{formatAed(result.priceFils)}</span>
              <span className="d-block small">{t.total(selection.hours)}</span>
            </>
          ) : (
            <span className="d-block fw-semibold text-gold">{formatPricePerHour(yacht.price)}</span>
          )}
          <span className="d-block">{t.size(formatFeet(yacht.feet))}</span>
          <span className="d-block">{t.capacity(yacht.capacity)}</span>
        </p>
        <div className="mt-auto pt-3">
          <Link to={to} className="btn btn-gold w-100" aria-label={t.bookYacht(yacht.name)}>
            {t.book}
          </Link>
        </div>
      </div>
    </article>
  );
}

export const ResultCard = memo(ResultCardView);
