import { Link } from 'react-router-dom';
import AppImage from '../../components/app-image';

interface PackageCardProps {
  name: string;
  image: string | undefined;
  summary: string;
  to: string;
  linkLabel: string;
  /** The link's name for screen readers: its label with the package's name. */
  linkName: string;
  eager?: boolean;
}

/** A package in the list: cover image, name, a short summary and a link to the package page. */
export default function PackageCard({
  name,
  image,
  summary,
  to,
  linkLabel,
  linkName,
  eager = false,
}: PackageCardProps) {
  return (
    <article className="card package-card h-100 shadow-sm">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="card-image-link">
        <AppImage
          src={image}
          alt=""
          width={480}
          height={320}
          sizes="(min-width: 992px) 300px, (min-width: 576px) 50vw, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          skeleton
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
