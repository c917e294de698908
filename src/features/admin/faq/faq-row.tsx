import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { FaqEntry } from '../../../domain/faq';
import { TRANSLATED_LOCALES } from '../../../domain/locales';
import { languageName } from '../translation-fields';
import { faqStrings } from './strings';

interface FaqRowProps {
  entry: FaqEntry;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** A question in the list, in the order visitors read it: published or draft, its languages; edit, move, delete. */
export default function FaqRow({ entry, isFirst, isLast, busy, onEdit, onMove, onDelete }: FaqRowProps) {
  const translated = TRANSLATED_LOCALES.filter((locale) => entry.translations?.[locale]);
  const name = `“${entry.question}”`;
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-3">
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-item-info">
          <h3 className="h6 mb-0">{entry.question}</h3>
          <span className="d-flex flex-wrap gap-1">
            <Badge bg={entry.published ? 'success' : 'secondary'}>
              {entry.published ? faqStrings.published : faqStrings.draft}
            </Badge>
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
        </div>
        <div className="align-self-start d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={onEdit}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy || isFirst}
            onClick={() => onMove(-1)}
            aria-label={`Move ${name} up`}
          >
            Move up
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy || isLast}
            onClick={() => onMove(1)}
            aria-label={`Move ${name} down`}
          >
            Move down
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
