import { useBackend } from '../../../backend/react/backend-context';
import { useSiteData } from '../../../backend/react/site-data';
import type { Yacht } from '../../../domain/yacht';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCollectionSource } from '../collection-view';
import AdminListPage from '../list/admin-list-page';
import { useAdminList } from '../list/use-admin-list';
import { adminStrings } from '../strings';
import YachtRow from './yacht-row';
import { moveYacht } from './reorder';

/** The fleet as the operator manages it, in the order visitors see it. */
export default function YachtsPage() {
  usePageTitle('Admin: yachts');
  const backend = useBackend();
  const { yachts } = useSiteData();
  const list = useAdminList<Yacht>({
    reads: 'products',
    what: 'yacht',
    texts: adminStrings.yachtList,
    remove: (yacht) => backend.yachts.remove(yacht.id),
  });

  const move = (index: number, direction: -1 | 1) =>
    void list.reorder(
      () =>
        Promise.all(
          moveYacht(yachts, index, direction).map(({ yacht: { id, ...input }, position }) =>
            backend.yachts.update(id, { ...input, position }),
          ),
        ),
      'Reordering failed.',
    );

  return (
    <AdminListPage
      list={list}
      title="Yachts"
      add={{ label: 'Add a yacht', to: paths.admin.addYacht }}
      source={useCollectionSource('products')}
      items={yachts}
      row={(yacht, controls) => <YachtRow yacht={yacht} controls={controls} />}
      move={move}
    />
  );
}
