import { Link } from 'react-router-dom';
import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import { useInvalidate } from '../../../backend/react/use-invalidate';
import type { Yacht } from '../../../domain/yacht';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import CollectionView from '../collection-view';
import ConfirmDeleteModal, { useDeletion } from '../confirm-delete-modal';
import FlashAlert from '../flash-alert';
import { adminStrings } from '../strings';
import { useAdminAction } from '../use-admin-action';
import YachtRow from './yacht-row';
import { moveYacht } from './reorder';

/** The fleet as the operator manages it, in the order visitors see it. */
export default function YachtsPage() {
  usePageTitle('Admin: yachts');
  const backend = useBackend();
  const { yachts } = useSiteData();
  const invalidate = useInvalidate();
  const action = useAdminAction();
  const deletion = useDeletion<Yacht>(action, async (yacht) => {
    await backend.yachts.remove(yacht.id);
    await invalidate('products');
  });

  const move = (index: number, direction: -1 | 1) =>
    action.run(
      async () => {
        try {
          const changes = moveYacht(yachts, index, direction);
          await Promise.all(
            changes.map(({ yacht: { id, ...input }, position }) =>
              backend.yachts.update(id, { ...input, position }),
            ),
          );
        } finally {
          // Whatever was saved is shown, also after a failure half-way.
          await invalidate('products');
        }
      },
      { failure: adminStrings.reorderFailed, log: 'Reordering failed.' },
    );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Yachts</h1>
        <Link className="btn btn-primary" to={paths.admin.addYacht}>
          Add a yacht
        </Link>
      </div>
      <FlashAlert action={action} />
      <CollectionView
        collection="products"
        count={yachts.length}
        loadingLabel="Loading yachts..."
        failedMessage={adminStrings.yachtsLoadFailed}
        empty={<p className="lead py-4">{adminStrings.noYachts}</p>}
      >
        <ul className="list-unstyled d-grid gap-3" aria-label="Yachts">
          {yachts.map((yacht, index) => (
            <YachtRow
              key={yacht.id}
              yacht={yacht}
              isFirst={index === 0}
              isLast={index === yachts.length - 1}
              busy={action.busy}
              onMove={(direction) => move(index, direction)}
              onDelete={() => deletion.ask(yacht)}
            />
          ))}
        </ul>
      </CollectionView>
      <ConfirmDeleteModal
        deletion={deletion}
        detail="This removes the yacht and its images from the site. It cannot be undone."
        busy={action.busy}
      />
    </>
  );
}
