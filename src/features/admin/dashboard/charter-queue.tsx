import { useBackend } from '../../../backend/react/backend-context';
import LoadError from '../../../components/load-error';
import { charterReminderMessage, reminderFromPage } from '../../../domain/charter/charter-messages';
import { incompleteGuestLists, remindersDue } from '../../../domain/charter/charter-reminders';
import { formatDubaiDate, pageFormats } from '../../../i18n/page-language';
import { clockText } from '../calendar/calendar-model';
import { addressOrigin, charterAddresses } from '../charter/charter-address';
import { whatsappToClient } from '../charter/client-whatsapp';
import { reminderStrings as r } from '../charter/strings';
import { Section } from './action-queue';
import { durationText } from './duration-text';
import type { CharterLists, ShownCharter } from './use-charter-lists';

const whenOf = ({ enquiry, start, now }: ShownCharter & { now: number }) => {
  const selection = enquiry.quote?.selection;
  const at = selection ? `${formatDubaiDate(selection.date)} ${clockText(selection.startMinute)}` : '';
  return `${r.sailsIn(durationText(start - now))} · ${at}`;
};

/** The reminder in the client's language, with the page's addresses, ready to send on WhatsApp. */
function reminderLink(charter: ShownCharter & { kind: '24h' | '2h' }, origin: string) {
  const { enquiry, record, kind, added, booked } = charter;
  const { page } = record;
  const message = charterReminderMessage(
    reminderFromPage(page, { kind, added, booked }, charterAddresses(page, origin)),
    pageFormats(page.language),
  );
  return whatsappToClient(enquiry.phone, message);
}

/**
 * The queue's charter steps (docs/decisions/0043-charter-page.md): the guest lists still incomplete within 48 hours
 * of departure, and the reminders to send 24 hours and 2 hours before it, each one tap to WhatsApp.
 */
export default function CharterQueue({ lists, now }: { lists: CharterLists; now: number }) {
  const backend = useBackend();
  if (lists.status === 'failed') return <LoadError message={r.guestListsFailed} onRetry={lists.retry} />;
  if (lists.status !== 'ready') return null;
  const charters = [...lists.byId.values()];
  const incomplete = incompleteGuestLists(charters, now);
  const reminders = remindersDue(charters, now);
  const origin = addressOrigin(backend.kind);
  return (
    <>
      <Section
        id="queue-guest-lists"
        title={r.incomplete}
        items={incomplete}
        detail={(charter) => (
          <>
            · {r.listState(charter.added, charter.booked)} · {whenOf({ ...charter, now })}
          </>
        )}
      />
      <Section
        id="queue-reminders"
        title={r.reminders}
        items={reminders}
        detail={(charter) => (
          <>
            · {r.kind[charter.kind]} · {whenOf({ ...charter, now })} ·{' '}
            {r.listState(charter.added, charter.booked)}
            {charter.enquiry.reminders?.[charter.kind]?.status === 'sent' && <> · {r.emailed}</>}
          </>
        )}
        after={(charter) => (
          <a
            className="btn btn-success"
            href={reminderLink(charter, origin)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={r.send(charter.enquiry.name || charter.enquiry.reference)}
          >
            {r.sendShort}
          </a>
        )}
      />
    </>
  );
}
