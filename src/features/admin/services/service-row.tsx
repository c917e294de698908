import { type Service } from '../../../domain/service';
import { paths } from '../../../config/paths';
import AdminRow, { LanguageBadges, type RowControls } from '../list/admin-row';

interface ServiceRowProps {
  service: Service;
  controls: RowControls;
  onEdit: () => void;
}

/** A service in the list: image, name, its page, which languages it has texts in, edit and delete. */
export default function ServiceRow({ service, controls, onEdit }: ServiceRowProps) {
  return (
    <AdminRow
      controls={controls}
      name={service.name}
      heading={service.name}
      image={{ src: service.image?.src }}
      edit={onEdit}
    >
      <a href={paths.service(service)} target="_blank" rel="noreferrer" className="small">
        {paths.service(service)}
      </a>
      <span className="small text-body-secondary">
        {service.description ? 'Has a description' : 'No description'}
      </span>
      <LanguageBadges translations={service.translations} />
    </AdminRow>
  );
}
