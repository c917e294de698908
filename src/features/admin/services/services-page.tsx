import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import type { Service } from '../../../domain/service';
import { usePageTitle } from '../../../components/page-title';
import { useCollectionSource } from '../collection-view';
import AdminListPage from '../list/admin-list-page';
import { useAdminList } from '../list/use-admin-list';
import { adminStrings } from '../strings';
import { draftFromService, emptyServiceDraft } from './service-draft';
import ServiceForm from './service-form';
import ServiceRow from './service-row';

/** The services screen (/admin/servicePanel): the services visitors see, each editable in three languages; add and delete. */
export default function ServicesPage() {
  usePageTitle('Admin: services');
  const backend = useBackend();
  const { services } = useSiteData();
  const list = useAdminList<Service>({
    reads: 'services',
    what: 'service',
    texts: adminStrings.serviceList,
    remove: (service) => backend.services.remove(service.id),
    // A fresh form (and id) for the next service.
    newId: () => backend.services.newId(),
  });
  const { editing, newId } = list;
  const sorted = [...services].sort((a, b) => a.name.localeCompare(b.name));
  const formId = editing?.id ?? newId;
  const otherNames = services.filter((service) => service.id !== formId).map((service) => service.name);

  return (
    <AdminListPage
      list={list}
      title="Services"
      add={{ label: 'New service', form: 'service-form' }}
      intro={
        <p>
          The services listed on the site, each with its own page. Their names and descriptions can be given
          in Arabic and Russian; an empty one shows the English.
        </p>
      }
      section={{ id: 'services-list-title', title: 'All services' }}
      source={useCollectionSource('services')}
      items={sorted}
      row={(service, controls) => (
        <ServiceRow service={service} controls={controls} onEdit={() => list.edit(service)} />
      )}
      form={
        <ServiceForm
          key={list.formKey}
          {...list.form({
            add: (input) => backend.services.add(input, newId),
            update: (service, input) => backend.services.update(service.id, input),
            title: (service) => (service ? `Edit ${service.name}` : 'New service'),
          })}
          serviceId={formId}
          initial={editing ? draftFromService(editing) : emptyServiceDraft}
          otherNames={otherNames}
        />
      }
    />
  );
}
