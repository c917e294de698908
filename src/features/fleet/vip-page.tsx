import { useSiteData } from '../../backend/react/site-data';
import { usePageMeta } from '../../components/page-meta';
import type { Yacht } from '../../domain/yacht';
import YachtGrid from './yacht-grid';
import { fleetPageStrings as t } from './page-strings';

export const vipOnly = (yachts: readonly Yacht[]) => yachts.filter((yacht) => yacht.isVIP);

export default function VipPage() {
  usePageMeta({ title: t.vipTitle, description: t.vipMetaDescription });
  const { yachts, status } = useSiteData();
  return (
    <section className="container py-5">
      <h1 className="h2">{t.vipTitle}</h1>
      <p className="lead mb-4">{t.vipIntro}</p>
      <YachtGrid yachts={vipOnly(yachts)} loading={status === 'loading'} emptyMessage={t.noVip} />
    </section>
  );
}
