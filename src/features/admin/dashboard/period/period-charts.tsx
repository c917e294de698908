import { memo } from 'react';
import type { Group, PeriodFigures } from '../../../../domain/dashboard/figures';
import { formatDubaiDate } from '../../../../i18n/page-language';
import BarChart from './bar-chart';
import { languageNames, periodStrings as t } from './strings';

/** The most a chart shows; the rest are summed into one bar ("12 more"). */
const MAX_BARS = 10;

function topGroups(groups: readonly Group[]): Group[] {
  if (groups.length <= MAX_BARS) return [...groups];
  const rest = groups.slice(MAX_BARS - 1);
  const others = rest.reduce(
    (sum, group) => ({
      ...sum,
      enquiries: sum.enquiries + group.enquiries,
      confirmed: sum.confirmed + group.confirmed,
      confirmedFils: sum.confirmedFils + group.confirmedFils,
    }),
    { key: '…', label: t.others(rest.length), enquiries: 0, confirmed: 0, confirmedFils: 0 },
  );
  return [...groups.slice(0, MAX_BARS - 1), others];
}

function GroupChart({ id, title, groups }: { id: string; title: string; groups: readonly Group[] }) {
  const shown = topGroups(groups);
  return (
    <BarChart
      id={id}
      title={title}
      horizontal
      labels={shown.map((group) => group.label)}
      series={[
        { label: t.enquiries, values: shown.map((group) => group.enquiries) },
        { label: t.confirmed, values: shown.map((group) => group.confirmed) },
      ]}
    />
  );
}

const percent = (share: number) => `${Math.round(share * 10) / 10}%`;

/** The period's charts, each with its table. Memoised: "Updating…" and the picker do not redraw them. */
function PeriodCharts({ figures }: { figures: PeriodFigures }) {
  const day = figures.bucket === 'day';
  const busiest = figures.occupancy.slice(0, MAX_BARS);
  return (
    <div className="charts">
      <BarChart
        id="period-series"
        title={day ? t.byDay : t.byWeek}
        labels={figures.series.map((point) =>
          formatDubaiDate(point.start, { day: 'numeric', month: 'short' }),
        )}
        series={[
          { label: t.enquiries, values: figures.series.map((point) => point.enquiries) },
          { label: t.confirmed, values: figures.series.map((point) => point.confirmed) },
        ]}
      />
      <GroupChart id="period-source" title={t.bySource} groups={figures.bySource} />
      <GroupChart id="period-campaign" title={t.byCampaign} groups={figures.byCampaign} />
      <GroupChart id="period-yacht" title={t.byYacht} groups={figures.byYacht} />
      <GroupChart
        id="period-language"
        title={t.byLanguage}
        groups={figures.byLanguage.map((group) => ({
          ...group,
          label: languageNames[group.key] ?? group.label,
        }))}
      />
      <BarChart
        id="period-occupancy"
        title={t.occupancy}
        note={t.occupancyNote}
        horizontal
        labels={busiest.map((yacht) => yacht.name)}
        series={[
          {
            label: t.share,
            values: busiest.map((yacht) => (yacht.share === null ? 0 : yacht.share * 100)),
          },
        ]}
        format={percent}
        max={100}
      />
    </div>
  );
}

export default memo(PeriodCharts);
