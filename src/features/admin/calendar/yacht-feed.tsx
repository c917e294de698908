import Button from 'react-bootstrap/Button';
import { useBackend } from '../../../backend/react/backend-context';
import type { Backend } from '../../../backend/types';
import { addDays, dubaiToday } from '../../../domain/booking';
import { FEED_DAYS_AHEAD } from '../../../domain/calendar-feed';
import { uidHost } from '../../../domain/charter-event';
import { busyCalendar } from '../../../domain/ics';
import type { Yacht } from '../../../domain/yacht';
import { site } from '../../../config/site';
import { downloadText } from '../enquiries/download';
import FlashAlert from '../flash-alert';
import { useLocalAction } from '../use-admin-action';
import FeedPanel, { type SecretFeed } from './feed-panel';
import { yachtFeedStrings as t } from './strings';

/**
 * One yacht's busy times from today (Dubai) on, as an `.ics` file for a marketplace to import: read from what
 * visitors read (start and end only), so no client's or renter's name, phone or email can be in it.
 */
export async function busyTimesFile(backend: Backend, yacht: Pick<Yacht, 'id' | 'name'>, now: number) {
  const today = dubaiToday(now);
  const busy = (await backend.booking.busy(today, addDays(today, FEED_DAYS_AHEAD))).filter(
    (interval) => interval.yachtId === yacht.id,
  );
  const text = busyCalendar(
    busy.map(({ id, start, end }) => ({ id, start, end })),
    { name: `${site.name}: ${yacht.name}, busy times`, uidHost: uidHost(site.email), now },
  );
  const slug = yacht.id.replace(/[^A-Za-z0-9-]/g, '') || 'yacht';
  return { text, fileName: `busy-${slug}-from-${today}.ics`, count: busy.length };
}

/** The download, which works in every mode (without Functions nothing serves the feed). */
function BusyTimesDownload({ yacht }: { yacht: Pick<Yacht, 'id' | 'name'> }) {
  const backend = useBackend();
  const action = useLocalAction();
  return (
    <div className="d-flex flex-column gap-2">
      <div>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={action.busy}
          onClick={() =>
            void action.run(
              async () => {
                const file = await busyTimesFile(backend, yacht, Date.now());
                downloadText(file.text, file.fileName, 'text/calendar;charset=utf-8', false);
                return file;
              },
              {
                success: (file) => t.downloaded(file.count, file.fileName),
                failure: t.downloadFailed,
                log: 'Downloading the busy times failed.',
              },
            )
          }
        >
          {t.download}
        </Button>
      </div>
      <FlashAlert action={action} dismissible={false} />
    </div>
  );
}

/** The yacht's own feed of busy times for the marketplaces (docs/decisions/0050-calendar-import.md). */
export default function YachtFeedPanel({ yacht }: { yacht: Pick<Yacht, 'id' | 'name'> }) {
  const feed: SecretFeed = {
    key: `yacht feed/${yacht.id}`,
    read: (from) => from.bookings.yachtFeed(yacht.id),
    rotate: (backend) => backend.bookings.rotateYachtFeed(yacht.id),
    strings: t,
    extra: <BusyTimesDownload yacht={yacht} />,
  };
  return <FeedPanel feed={feed} />;
}
