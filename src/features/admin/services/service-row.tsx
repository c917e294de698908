import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { TRANSLATED_LOCALES } from '../../../domain/locales';
import { type Service } from '../../../domain/service';
import AppImage from '../../../components/app-image';
import { paths } from '../../../config/paths';
import { languageName } from '../translation-fields';

interface ServiceRowProps {
  service: Service;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A service in the list: image, name, its page, which languages it has texts in, edit and delete. */
export default function ServiceRow({ service, busy, onEdit, onDelete }: ServiceRowProps) {
  const translated = TRANSLATED_LOCALES.filter((locale) => service.translations?.[locale]);
  return (
    <li className="card">
      <div className="card-body d-flex flex-wrap gap-3">
        <AppImage src={service.image?.src} alt="" width={120} height={90} className="admin-thumb-small" />
        <div className="flex-grow-1 d-flex flex-column gap-1 admin-item-info">
          <h3 className="h6 mb-0">{service.name}</h3>
          <a href={paths.service(service)} target="_blank" rel="noreferrer" className="small">
            {paths.service(service)}
          </a>
          <span className="small text-body-secondary">
            {service.description ? 'Has a description' : 'No description'}
          </span>
          <span className="d-flex flex-wrap gap-1">
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
        <div className="align-self-start d-flex gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={onEdit}
            aria-label={`Edit ${service.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${service.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
