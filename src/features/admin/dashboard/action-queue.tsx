import { useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Yacht } from '../../../domain/yacht';
import type { ActionQueue as Queue } from '../../../domain/dashboard/queue';
import { queueLength } from '../../../domain/dashboard/queue';
import type { Enquiry } from '../../../domain/enquiry';
import { formatAed, formatDubaiDate } from '../../../i18n/page-language';
import { clockText } from '../calendar/calendar-model';
import { ItemBoundary } from '../unreadable-item';
import { durationText } from './duration-text';
import { dashboardStrings as t } from './strings';

interface Props {
  queue: Queue;
  fleet: readonly Yacht[];
  /** How many there are of each open status (the queue shows the oldest). */
  counts: Record<string, number>;
  limit: number;
  /** When the queue was worked out (epoch ms): how long until a balance is due, or since it was. */
  now: number;
}

const whoOf = (enquiry: Enquiry) => enquiry.name || enquiry.reference;

/** How many items a section lists before "Show all": the oldest come first, the rest wait a tap. */
export const SHOWN_PER_SECTION = 8;

/** A titled part of the queue, with how many it holds: its enquiries, each leading to its own screen. */
export function Section<T extends { enquiry: Enquiry }>({
  id,
  title,
  count,
  items,
  detail,
  after,
  footer,
}: {
  id: string;
  title: string;
  /** How many there are (more than are read, where the queue reads the oldest only); by default those read. */
  count?: number;
  items: readonly T[];
  /** What is said of one item after its name; called only for those listed (a long queue is not built to be cut). */
  detail: (item: T) => ReactNode;
  /** A step beside an item's link (a reminder to send). */
  after?: (item: T) => ReactNode;
  /** Said under the list (how many more there are than were read). */
  footer?: ReactNode;
}) {
  const [all, setAll] = useState(false);
  if ((count ?? items.length) === 0) return null;
  const hidden = all ? 0 : items.length - SHOWN_PER_SECTION;
  return (
    <section aria-labelledby={id} className="mb-3">
      <h3 id={id} className="h6">
        {title} <span className="badge text-bg-secondary">{count ?? items.length}</span>
      </h3>
      <ul className="list-unstyled dashboard-items mb-0">
        {(hidden > 0 ? items.slice(0, SHOWN_PER_SECTION) : items).map((item) => (
          <Item
            key={item.enquiry.id}
            enquiry={item.enquiry}
            detail={() => detail(item)}
            after={after ? () => after(item) : undefined}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          variant="link"
          className="px-0"
          onClick={() => setAll(true)}
          aria-label={`${t.showAll} ${title}`}
        >
          {t.showAll} ({items.length})
        </Button>
      )}
      {footer}
    </section>
  );
}

/** One item: its words are worked out inside its own boundary, so one that cannot be shown leaves the rest. */
function Item(props: ItemProps) {
  return (
    <ItemBoundary what="enquiry" id={props.enquiry.id}>
      <ItemLink {...props} />
    </ItemBoundary>
  );
}

interface ItemProps {
  enquiry: Enquiry;
  detail: () => ReactNode;
  after?: () => ReactNode;
}

function ItemLink({ enquiry, detail, after }: ItemProps) {
  return (
    <li className={after ? 'dashboard-item-row' : undefined}>
      <Link className="dashboard-item" to={paths.admin.enquiry(enquiry.id)}>
        <bdi className="fw-semibold">{whoOf(enquiry)}</bdi>{' '}
        <span className="small">{enquiry.unreadable ? `· ${t.unreadable}` : detail()}</span>
      </Link>
      {after?.()}
    </li>
  );
}

/** The action queue, each item leading to its enquiry. */
export default function ActionQueue({ queue, fleet, counts, limit, now }: Props) {
  const names = useMemo(() => new Map(fleet.map((yacht) => [yacht.id, yacht.name])), [fleet]);
  const yacht = (id: string) => names.get(id) ?? t.unknownYacht;
  const slot = (enquiry: Enquiry) => {
    const selection = enquiry.quote?.selection;
    return selection
      ? `${yacht(selection.yachtId)}, ${formatDubaiDate(selection.date)} ${clockText(selection.startMinute)}`
      : '';
  };
  /** The slot a quote is for, after a dot; nothing without a quote. */
  const quotedSlot = (enquiry: Enquiry) => (enquiry.quote ? ` · ${slot(enquiry)}` : '');
  if (queueLength(queue) === 0) return <p>{t.queueEmpty}</p>;
  /** A section of one status: its enquiries, how many there are of it, and under them how many more were not read. */
  const ofStatus = <T,>(status: string, items: readonly T[]) => ({
    items,
    count: counts[status] ?? items.length,
    footer:
      (counts[status] ?? 0) > limit ? (
        <p className="small text-body-secondary mb-0">{t.more(items.length, counts[status])}</p>
      ) : null,
  });
  return (
    <>
      <Section
        id="queue-double"
        title={t.doubleBookings}
        items={queue.doubleBookings}
        detail={({ enquiry, blocks }) => (
          <>
            · {slot(enquiry)} ·{' '}
            <strong className="text-danger-emphasis">
              {t.doubleBookingWith(blocks.map((block) => block.reason ?? '').join(', '))}
            </strong>
            {blocks.some((block) => block.summary) && (
              <> ({blocks.flatMap((block) => (block.summary ? [block.summary] : [])).join('; ')})</>
            )}
          </>
        )}
      />
      <Section
        id="queue-new"
        title={t.newEnquiries}
        {...ofStatus('new', queue.newEnquiries)}
        detail={({ enquiry, ageMs }) => (
          <>
            · {durationText(ageMs)} ago · {enquiry.channel === 'whatsapp' ? 'WhatsApp quote' : 'Call back'}
            {quotedSlot(enquiry)}
          </>
        )}
      />
      <Section
        id="queue-quotes"
        title={t.quotes}
        {...ofStatus('quoted', queue.quotes)}
        detail={({ enquiry, ageMs }) => (
          <>
            · received {durationText(ageMs)} ago{quotedSlot(enquiry)}
          </>
        )}
      />
      <Section
        id="queue-balances"
        title={t.balances}
        items={queue.balances}
        detail={({ enquiry, balanceFils, dueAt, state, startsInMs }) => (
          <>
            · {formatAed(balanceFils)}{' '}
            {state === 'overdue' ? (
              <strong className="text-danger-emphasis">overdue by {durationText(now - dueAt)}</strong>
            ) : (
              <>due in {durationText(dueAt - now)}</>
            )}{' '}
            · {startsInMs >= 0 ? `sails in ${durationText(startsInMs)}` : 'sailed'} · {slot(enquiry)}
          </>
        )}
      />
      <Section
        id="queue-slots"
        title={t.slotsTaken}
        items={queue.slotsTaken}
        detail={({ enquiry, clash }) => (
          <>
            · {slot(enquiry)} · now{' '}
            {clash.kind === 'block' ? 'blocked' : `booked (${clash.reference ?? 'another booking'})`}
          </>
        )}
      />
    </>
  );
}
