import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import AppImage from '../../../components/app-image';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { languageName } from '../translation-fields';
import MoveButtons from './move-buttons';

/** What the list screen gives each row: its buttons' state and actions. */
export interface RowControls {
  busy: boolean;
  onDelete: () => void;
  /** For a list in an order the operator sets. */
  move?: { first: boolean; last: boolean; onMove: (direction: -1 | 1) => void };
}

interface AdminRowProps {
  controls: RowControls;
  /** How the buttons name the item: "Edit {name}", "Delete {name}". */
  name: string;
  heading: ReactNode;
  /** The item's picture before its details (none: the placeholder); a large row's links to its edit screen. */
  image?: { src: string | undefined };
  /** An edit screen's address, or opening the form on this screen. */
  edit?: string | (() => void);
  /** A row of a screen of its own (yachts): a larger heading, the buttons under the details. */
  large?: boolean;
  /** The details under the heading. */
  children: ReactNode;
}

/** One item of an admin list: picture, heading and details, then edit, move and delete. */
export default function AdminRow({ controls, name, heading, image, edit, large, children }: AdminRowProps) {
  const { busy, move, onDelete } = controls;
  const Heading = large ? 'h2' : 'h3';
  const picture =
    image &&
    (large && typeof edit === 'string' ? (
      <Link to={edit} tabIndex={-1} aria-hidden="true" className="admin-thumb">
        <AppImage src={image.src} alt="" width={200} height={150} />
      </Link>
    ) : (
      <AppImage src={image.src} alt="" width={120} height={90} className="admin-thumb-small" />
    ));
  const small = { size: 'sm', disabled: busy } as const;
  const actions = (
    <div
      className={large ? 'd-flex flex-wrap gap-2 mt-auto pt-2' : 'align-self-start d-flex flex-wrap gap-2'}
    >
      {typeof edit === 'string' && (
        <Link className="btn btn-sm btn-primary" to={edit} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      )}
      {typeof edit === 'function' && (
        <Button {...small} variant="outline-primary" onClick={edit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {move && (
        <MoveButtons
          {...move}
          texts={['Move up', 'Move down']}
          label={(direction) => `Move ${name} ${direction < 0 ? 'up' : 'down'}`}
          disabled={busy}
        />
      )}
      <Button {...small} variant="outline-danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
  return (
    <li className={large ? 'card admin-yacht-row' : 'card'}>
      <div className="card-body d-flex flex-wrap gap-3">
        {picture}
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-item-info">
          <Heading className={large ? 'h5 mb-0' : 'h6 mb-0'}>{heading}</Heading>
          {children}
          {large && actions}
        </div>
        {!large && actions}
      </div>
    </li>
  );
}

/** Which of the other languages an item has texts in, as badges; "English only" with none. */
export function LanguageBadges({
  translations,
  children,
}: {
  translations?: Partial<Record<TranslatedLocale, unknown>>;
  children?: ReactNode;
}) {
  const translated = TRANSLATED_LOCALES.filter((locale) => translations?.[locale]);
  return (
    <span className="d-flex flex-wrap gap-1">
      {children}
      {translated.length > 0 ? (
        translated.map((locale) => (
          <Badge key={locale} bg="info" text="dark">
            {languageName(locale)}
          </Badge>
        ))
      ) : (
        <span className="small text-body-secondary">English only</span>
      )}
    </span>
  );
}
