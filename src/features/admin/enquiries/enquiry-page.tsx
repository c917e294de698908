import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import type { EnquiryStatus } from '../../../domain/enquiry';
import { backendMessage } from '../backend-message';
import FlashAlert from '../flash-alert';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';
import { ItemBoundary, UnreadableItem } from '../unreadable-item';
import { useCharter } from '../charter/use-charter';
import EnquiryItem from './enquiry-item';
import { usePriceList } from './use-price-list';
import '../dashboard/dashboard.scss';

/**
 * One enquiry, as the pipeline shows it, with its steps (status, confirm, cancel, notes) and, once confirmed, its
 * charter page and guest list: where the dashboard's queue leads (docs/decisions/0030-dashboard.md). A change reads the enquiries (the queue too) and bookings again.
 */
export default function EnquiryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const backend = useBackend();
  const invalidate = useInvalidate();
  const action = useAdminAction();
  const read = useBackendRead(`enquiries/one/${id}`, (from) => from.enquiries.get(id));
  const enquiry = read.status === 'ready' ? read.data : null;
  // Its quote is checked against today's prices here too, before Confirm (docs/decisions/0028).
  const prices = usePriceList();
  const charter = useCharter(enquiry && !enquiry.unreadable ? enquiry : null);
  usePageTitle(`Admin: enquiry ${enquiry?.reference ?? id}`);

  const changed = () => invalidate('enquiries', 'bookings');
  /** Deletes it (an unreadable one) and goes back to the pipeline. */
  const remove = async () => {
    await backend.enquiries.remove(id);
    await invalidate('enquiries');
    void navigate(paths.admin.enquiries);
  };
  const changeStatus = (status: EnquiryStatus) =>
    action.run(
      async () => {
        await backend.enquiries.setStatus(id, status);
        await changed();
      },
      {
        failure: (error) => backendMessage(error, adminStrings.statusChangeFailed),
        log: 'Could not change the status.',
      },
    );

  return (
    <>
      <nav aria-label="Back" className="d-flex flex-wrap gap-2 mb-2">
        <Link className="admin-touch-link" to={paths.admin.dashboard}>
          ← Dashboard
        </Link>
        <Link className="admin-touch-link" to={paths.admin.enquiries}>
          All enquiries
        </Link>
      </nav>
      <h1 className="h3">Enquiry {enquiry?.reference ?? ''}</h1>
      <FlashAlert action={action} />
      {read.status === 'loading' && <Loading label="Loading the enquiry..." />}
      {read.status === 'failed' && (
        <LoadError message="Could not load this enquiry. Please try again." onRetry={read.retry} />
      )}
      {read.status === 'ready' && !enquiry && <p>There is no enquiry with this reference.</p>}
      {enquiry?.unreadable && (
        <ul className="list-unstyled" aria-label="Enquiry">
          <UnreadableItem what="enquiry" id={enquiry.id} reason={enquiry.unreadable} onDelete={remove} />
        </ul>
      )}
      {enquiry && !enquiry.unreadable && (
        <ul className="list-unstyled" aria-label="Enquiry">
          <ItemBoundary what="enquiry" id={enquiry.id} onDelete={remove}>
            <EnquiryItem
              enquiry={enquiry}
              busy={action.busy}
              prices={prices}
              onStatus={(status) => void changeStatus(status)}
              onConfirm={async () => {
                await backend.enquiries.confirm(enquiry.id);
                await changed();
                // The client's page is made at once; its outcome is said in the charter panel.
                if (!enquiry.charter) void charter.open();
              }}
              onCancelBooking={async () => {
                if (!enquiry.bookingId) return;
                await backend.bookings.cancel(enquiry.bookingId);
                await changed();
              }}
              charter={charter}
              deposit={{
                online: backend.kind !== 'demo',
                onCreate: async () => {
                  await backend.enquiries.createDepositLink(enquiry.id);
                  await invalidate('enquiries');
                },
              }}
            />
          </ItemBoundary>
        </ul>
      )}
    </>
  );
}
