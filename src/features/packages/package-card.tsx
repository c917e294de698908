import { Link } from 'react-router-dom';
import PhotoImage from '../../components/photo-image';
import { photoSizes, type PhotoLayout } from '../../components/photo-sizes';
import type { Photo } from '../../domain/photo';

/**
 * A package card's photo box is 3:2 (_packages.scss) and as wide as its column less the card's 1-px borders: one
 * column on phones, two from 576 px and three from 992 px (packages-page.tsx), in Bootstrap's container (540, 720,
 * 960, 1140, 1320 px wide, 24-px gutters).
 */
export const PACKAGE_CARD_PHOTO: PhotoLayout = {
  widths: [
    [1400, 414],
    [1200, 354],
    [992, 294],
    [768, 334],
    [576, 244],
    [0, -26, 100],
  ],
  crop: 1.5,
};

interface PackageCardProps {
  name: string;
  photo: Photo | undefined;
  summary: string;
  to: string;
  linkLabel: string;
  /** The link's name for screen readers: its label with the package's name. */
  linkName: string;
  eager?: boolean;
}

/** A package in the list: cover photo, name, a short summary and a link to the package page. */
export default function PackageCard({
  name,
  photo,
  summary,
  to,
  linkLabel,
  linkName,
  eager = false,
}: PackageCardProps) {
  return (
    <article className="card package-card h-100 shadow-sm">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="card-image-link">
        <PhotoImage
          photo={photo}
          alt=""
          sizes={photoSizes(PACKAGE_CARD_PHOTO, photo)}
          loading={eager ? 'eager' : 'lazy'}
          className="card-img-top"
        />
      </Link>
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title">
          <Link to={to} className="text-reset">
            {name}
          </Link>
        </h2>
        <p className="card-text flex-grow-1">{summary}</p>
        <Link to={to} className="btn btn-outline-primary mt-2" aria-label={linkName}>
          {linkLabel}
        </Link>
      </div>
    </article>
  );
}
