import { useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { Service } from '../../../domain/service';
import { usePageTitle } from '../../../components/page-title';
import CollectionView from '../collection-view';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';
import { draftFromService, emptyServiceDraft } from './service-draft';
import ServiceForm from './service-form';
import ServiceRow from './service-row';

/** The servicePanel screen: the services visitors see, each editable in three languages; add and delete. */
export default function ServicesPage() {
  usePageTitle('Admin: services');
  const backend = useBackend();
  const { services } = useSiteData();
  const invalidate = useInvalidate();
  const action = useAdminAction();
  const [newId, setNewId] = useState(() => backend.services.newId());
  const [editing, setEditing] = useState<Service | null>(null);
  const deletion = useDeletion<Service>(action, async (service) => {
    await backend.services.remove(service.id);
    if (editing?.id === service.id) setEditing(null);
    await invalidate('services');
  });
  const sorted = [...services].sort((a, b) => a.name.localeCompare(b.name));
  const formId = editing?.id ?? newId;
  const otherNames = services.filter((service) => service.id !== formId).map((service) => service.name);

  async function saved(text: string) {
    await invalidate('services');
    action.succeeded(text);
    setEditing(null);
    // A fresh form (and id) for the next service.
    setNewId(backend.services.newId());
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Services</h1>
        <a className="btn btn-primary" href="#service-form" onClick={() => setEditing(null)}>
          New service
        </a>
      </div>
      <FlashAlert action={action} />
      <p>
        The services listed on the site, each with its own page. Their names and descriptions can be given in
        Arabic and Russian; an empty one shows the English.
      </p>
      <section className="mb-5" aria-labelledby="services-list-title">
        <h2 id="services-list-title" className="h5 mb-3">
          All services
        </h2>
        <CollectionView
          collection="services"
          count={sorted.length}
          loadingLabel="Loading services..."
          failedMessage={adminStrings.servicesLoadFailed}
          empty={<p>{adminStrings.noServices}</p>}
        >
          <ul className="list-unstyled d-grid gap-3" aria-label="Services">
            {sorted.map((service) => (
              <ServiceRow
                key={service.id}
                service={service}
                busy={action.busy}
                onEdit={() => setEditing(service)}
                onDelete={() => deletion.ask(service)}
              />
            ))}
          </ul>
        </CollectionView>
      </section>
      <section className="card card-body" id="service-form">
        {editing ? (
          <ServiceForm
            key={editing.id}
            serviceId={editing.id}
            initial={draftFromService(editing)}
            otherNames={otherNames}
            title={`Edit ${editing.name}`}
            submitLabel="Save service"
            save={(input) => backend.services.update(editing.id, input)}
            failureMessage={adminStrings.serviceSaveFailed}
            onSaved={() => saved(adminStrings.serviceUpdated)}
            onCancel={() => setEditing(null)}
            // The form is below the list: its first field takes the focus (and the screen scrolls to it).
            focusFirstField
          />
        ) : (
          <ServiceForm
            key={newId}
            serviceId={newId}
            initial={emptyServiceDraft}
            otherNames={otherNames}
            title="New service"
            submitLabel="Add service"
            save={async (input) => {
              await backend.services.add(input, newId);
            }}
            failureMessage={adminStrings.serviceSaveFailed}
            onSaved={() => saved(adminStrings.serviceAdded)}
          />
        )}
      </section>
      <ConfirmDeleteModal
        deletion={deletion}
        detail="This removes the service, its page and its uploaded image from the site. It cannot be undone."
        busy={action.busy}
      />
    </>
  );
}
