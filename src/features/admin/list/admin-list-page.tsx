import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import CollectionView, { type ListSource } from '../collection-view';
import type { useDeletion } from '../confirm-delete-modal';
import ConfirmDeleteModal from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { ItemBoundary } from '../unreadable-item';
import type { RowControls } from './admin-row';
import type { AdminList } from './use-admin-list';

interface AdminListPageProps<T extends { id: string }> {
  list: AdminList<T>;
  /** The screen's heading. */
  title: string;
  /** The add button: to a screen of its own (`to`), or to the form under the list (`form`, its section's id). */
  add: { label: string; to: string } | { label: string; form: string };
  /** What the screen is for, under the heading. */
  intro?: ReactNode;
  /** The list's own heading (a screen with a form under it): its id and text. */
  section?: { id: string; title: string };
  source: ListSource;
  items: readonly T[];
  /** The list's name for screen readers: the title unless said. */
  listLabel?: string;
  /** Numbered (a list in the operator's order). */
  ordered?: boolean;
  row: (item: T, controls: RowControls) => ReactNode;
  /** Moves the item at `index` up (-1) or down (+1): a list in the operator's order. */
  move?: (index: number, direction: -1 | 1) => void;
  /** The form for a new item (or the one being edited), under the list. */
  form?: ReactNode;
}

/**
 * The admin's one list screen: heading and add button, the flash of the last action, the list (loading, failed,
 * empty, or a row each, each row on its own if it cannot be shown), delete asked first, and move where the order is
 * the operator's.
 */
export default function AdminListPage<T extends { id: string }>(props: AdminListPageProps<T>) {
  const { list, add, section, items, move } = props;
  const { action, texts } = list;
  const List = props.ordered ? 'ol' : 'ul';
  const view = (
    <CollectionView
      source={props.source}
      count={items.length}
      loadingLabel={texts.loading}
      failedMessage={texts.loadFailed}
      empty={<p>{texts.none}</p>}
    >
      <List className="list-unstyled d-grid gap-3" aria-label={props.listLabel ?? props.title}>
        {items.map((item, index) => (
          <ItemBoundary key={item.id} what={list.what} id={item.id} onDelete={() => list.removeNow(item)}>
            {props.row(item, {
              busy: action.busy,
              onDelete: () => list.ask(item),
              move: move && {
                first: index === 0,
                last: index === items.length - 1,
                onMove: (direction) => move(index, direction),
              },
            })}
          </ItemBoundary>
        ))}
      </List>
    </CollectionView>
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">{props.title}</h1>
        {'to' in add ? (
          <Link className="btn btn-primary" to={add.to}>
            {add.label}
          </Link>
        ) : (
          <a className="btn btn-primary" href={`#${add.form}`} onClick={() => list.edit(null)}>
            {add.label}
          </a>
        )}
      </div>
      <FlashAlert action={action} />
      {props.intro}
      {section ? (
        <section className="mb-5" aria-labelledby={section.id}>
          <h2 id={section.id} className="h5 mb-3">
            {section.title}
          </h2>
          {view}
        </section>
      ) : (
        view
      )}
      {props.form && 'form' in add && (
        <section className="card card-body" id={add.form}>
          {props.form}
        </section>
      )}
      <ConfirmDeleteModal
        deletion={list.deletion as ReturnType<typeof useDeletion>}
        detail={texts.deleteDetail}
        busy={action.busy}
      />
    </>
  );
}
