import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import type { Enquiry, EnquiryStatus } from '../../../domain/enquiry';
import LoadError from '../../../components/load-error';
import Loading from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { adminStrings } from '../strings';
import { csvFileName, enquiriesCsv } from './csv';
import { downloadText } from './download';
import EnquiryItem from './enquiry-item';
import { EnquirySearch, StatusFilter, useEnquirySearch } from './enquiry-search';
import { useEnquiries, type Filter } from './use-enquiries';
import { usePriceList, type PriceListState } from './use-price-list';
import FlashAlert from '../flash-alert';
import { ItemBoundary, UnreadableItem } from '../unreadable-item';
import { useAdminAction } from '../use-admin-action';
import { pipelineStrings } from './strings';
import { backendMessage } from '../backend-message';
import { charterStrings } from '../charter/strings';

interface EnquiryListProps {
  enquiries: ReturnType<typeof useEnquiries>;
  prices: PriceListState;
  /** The enquiry whose status is being changed. */
  busyId: string | null;
  onStatus: (enquiry: Enquiry, status: EnquiryStatus) => void;
  /** After a booking: the client's charter page is made. */
  onBooked: (enquiry: Enquiry) => void;
}

/** The enquiries shown, each with its steps; one document that cannot be read is said as such, with a delete button. */
function EnquiryList({ enquiries, prices, busyId, onStatus, onBooked }: EnquiryListProps) {
  return (
    <ul className="list-unstyled d-grid gap-3" aria-label="Enquiries">
      {enquiries.shown.map((enquiry) => {
        const remove = () => enquiries.remove(enquiry);
        // The rest still work beside an unreadable one.
        return enquiry.unreadable ? (
          <UnreadableItem
            key={enquiry.id}
            what="enquiry"
            id={enquiry.id}
            reason={enquiry.unreadable}
            onDelete={remove}
          />
        ) : (
          <ItemBoundary key={enquiry.id} what="enquiry" id={enquiry.id} onDelete={remove}>
            <EnquiryItem
              enquiry={enquiry}
              prices={prices}
              busy={busyId === enquiry.id}
              onStatus={(status) => onStatus(enquiry, status)}
              onConfirm={async () => {
                await enquiries.confirm(enquiry);
                onBooked(enquiry);
              }}
              onCancelBooking={() => enquiries.cancelBooking(enquiry)}
              deposit={{
                online: enquiries.depositsOnline,
                onCreate: () => enquiries.createDepositLink(enquiry),
              }}
            />
          </ItemBoundary>
        );
      })}
    </ul>
  );
}

/**
 * The pipeline: enquiries newest first, a page at a time, filtered by status or found by reference, name or phone;
 * each moves through its statuses, is confirmed into a booking (or refused with the clash named), cancelled, and
 * annotated. The shown ones export as CSV.
 */
export default function EnquiriesPage() {
  usePageTitle('Admin: enquiries');
  const [filter, setFilter] = useState<Filter>('new');
  const search = useEnquirySearch();
  const { query } = search;
  const enquiries = useEnquiries(filter, query);
  // Today's price list, read once for every enquiry shown: each quote is checked against it.
  const prices = usePriceList();
  const { yachts } = useSiteData();
  const [busyId, setBusyId] = useState<string | null>(null);
  const action = useAdminAction();
  const backend = useBackend();
  const { shown, counts } = enquiries;

  async function changeStatus(enquiry: Enquiry, status: EnquiryStatus) {
    setBusyId(enquiry.id);
    await action.run(() => enquiries.setStatus(enquiry, status), {
      failure: (error) => backendMessage(error, adminStrings.statusChangeFailed),
      log: 'Could not change the status.',
    });
    setBusyId(null);
  }

  /** The client's page is made right after Confirm here too; only a failure is said (its screen offers it again). */
  const openCharter = (enquiry: Enquiry) =>
    void action.run(() => backend.charters.open(enquiry.id), {
      failure: (error) => backendMessage(error, charterStrings.openAfterConfirmFailed(enquiry.reference)),
      log: 'Opening the charter page failed.',
    });

  const loadMore = () =>
    action.run(enquiries.loadMore, {
      failure: adminStrings.enquiriesLoadFailed,
      log: 'Could not load more.',
    });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Enquiries</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-secondary"
            onClick={enquiries.refresh}
            disabled={enquiries.status === 'loading'}
          >
            Refresh
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => downloadText(enquiriesCsv(shown, yachts), csvFileName(new Date()))}
            disabled={shown.length === 0}
          >
            Export CSV
          </Button>
        </div>
      </div>
      <EnquirySearch search={search} />
      <StatusFilter filter={filter} onChange={setFilter} counts={counts} disabled={query !== ''} />
      <FlashAlert action={action} />
      {enquiries.status === 'loading' && <Loading label="Loading enquiries..." />}
      {enquiries.status === 'failed' && (
        <LoadError
          message={query ? pipelineStrings.searchFailed : adminStrings.enquiriesLoadFailed}
          onRetry={enquiries.refresh}
        />
      )}
      {enquiries.status === 'ready' &&
        (shown.length === 0 ? (
          <p>{query ? pipelineStrings.noResults : adminStrings.noEnquiries}</p>
        ) : (
          <EnquiryList
            enquiries={enquiries}
            prices={prices}
            busyId={busyId}
            onStatus={(enquiry, status) => void changeStatus(enquiry, status)}
            onBooked={openCharter}
          />
        ))}
      {enquiries.status === 'ready' && enquiries.hasMore && (
        <Button variant="outline-primary" className="mt-3" onClick={loadMore} disabled={action.busy}>
          {action.busy ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  );
}
