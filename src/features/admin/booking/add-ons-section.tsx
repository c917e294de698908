import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { type AddOn } from '../../../domain/booking';
import { formatAed } from '../../../i18n/page-language';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { useAdminAction } from '../use-admin-action';
import AddOnForm from './add-on-form';
import { bookingStrings, unitLabels } from './strings';

/** The add-ons visitors can choose: listed by name, added, edited, removed after a question. */
export default function AddOnsSection() {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const addOns = useBackendRead('add-ons', (from) => from.booking.listAddOns());
  const action = useAdminAction();
  const [editing, setEditing] = useState<AddOn | 'new' | null>(null);
  const deletion = useDeletion<AddOn>(action, async (addOn) => {
    await backend.booking.removeAddOn(addOn.id);
    await invalidate('add-ons');
  });

  function done(saved: boolean) {
    setEditing(null);
    if (saved) action.succeeded(bookingStrings.addOnSaved);
  }

  return (
    <section aria-labelledby="add-ons-title" className="mt-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="add-ons-title" className="h4 mb-0">
          Add-ons
        </h2>
        <Button variant="outline-primary" onClick={() => setEditing('new')} disabled={editing !== null}>
          New add-on
        </Button>
      </div>
      <FlashAlert action={action} />
      {addOns.status === 'loading' && <Loading label="Loading add-ons..." />}
      {addOns.status === 'failed' && (
        <LoadError message={bookingStrings.addOnsLoadFailed} onRetry={addOns.retry} />
      )}
      {addOns.status === 'ready' &&
        (addOns.data.length === 0 ? (
          <p>{bookingStrings.noAddOns}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-2" aria-label="Add-ons">
            {addOns.data.map((addOn) => (
              <li
                key={addOn.id}
                className="card card-body py-2 d-flex flex-row flex-wrap gap-2 align-items-center"
              >
                <span className="flex-grow-1">
                  <span className="fw-semibold">{addOn.name}</span> · {formatAed(addOn.priceFils)}{' '}
                  {unitLabels[addOn.unit]}{' '}
                  <Badge bg={addOn.active ? 'success' : 'secondary'}>
                    {addOn.active ? 'active' : 'inactive'}
                  </Badge>
                </span>
                <span className="d-flex gap-2">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => setEditing(addOn)}
                    disabled={editing !== null}
                    aria-label={`Edit ${addOn.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => deletion.ask(addOn)}
                    disabled={action.busy}
                    aria-label={`Remove ${addOn.name}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ))}
      {editing !== null && (
        <AddOnForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          save={async (addOn) => {
            await backend.booking.saveAddOn(addOn);
            // The list (and the booking panel's choices) read again; the form closes once it shows the change.
            await invalidate('add-ons');
          }}
          onDone={done}
        />
      )}
      <ConfirmDeleteModal
        deletion={deletion as ReturnType<typeof useDeletion>}
        detail={bookingStrings.removeAddOnDetail}
        busy={action.busy}
      />
    </section>
  );
}
