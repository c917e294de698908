import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { LedgerInput } from '../../../domain/ledger/ledger';

/** The read key of an enquiry's ledger: under `enquiries`, so a change to the enquiry reads it again. */
export const ledgerKey = (enquiryId: string) => `enquiries/ledger/${enquiryId}`;

/**
 * An enquiry's ledger and its documents (read once `enabled`), the booking settings its balance needs, and recording
 * an entry.
 */
export function useLedger(enquiryId: string, enabled: boolean) {
  const backend = useBackend();
  const invalidate = useInvalidate();
  const entries = useBackendRead(enabled ? ledgerKey(enquiryId) : null, (from) =>
    from.ledger.entries(enquiryId),
  );
  const documents = useBackendRead(enabled ? `enquiries/ledger-documents/${enquiryId}` : null, (from) =>
    from.ledger.documents(enquiryId),
  );
  const settings = useBackendRead(enabled ? 'booking settings' : null, (from) => from.booking.getSettings());
  return {
    entries,
    documents,
    settings,
    /** Records it, then reads the enquiry (its totals), this ledger and the charter page again; throws on failure. */
    async record(input: LedgerInput) {
      await backend.ledger.record(enquiryId, input);
      await invalidate('enquiries');
    },
  };
}
