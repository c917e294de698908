import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { CHART_COLOURS } from './charts';
import { useInView } from './use-in-view';
import { periodStrings as t } from './strings';

export interface BarSeries {
  label: string;
  values: readonly number[];
}

export interface BarChartProps {
  title: string;
  /** The id of its heading (the chart and its table are labelled by it). */
  id: string;
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Bars along the vertical axis, for long labels (yachts, campaigns). */
  horizontal?: boolean;
  /** How a value reads in the table and the text alternative. */
  format?: (value: number, series: number) => string;
  note?: string;
  /** The value axis's end (100 for percentages); else from the data. */
  max?: number;
}

/**
 * A bar chart with its text alternatives: the canvas is an image described by a summary of its values, and the full
 * figures are a table the operator opens (built only when opened: a long period has many rows).
 */
export default function BarChart({
  title,
  id,
  labels,
  series,
  horizontal,
  format,
  note,
  max,
}: BarChartProps) {
  const [open, setOpen] = useState(false);
  const [box, inView] = useInView<HTMLDivElement>();
  const show = format ?? ((value: number) => String(value));
  const summary = t.chartSummary(
    title,
    labels
      .slice(0, 5)
      .map((label, row) => `${label} ${series.map((s, i) => show(s.values[row], i)).join(', ')}`),
  );
  const height = horizontal ? Math.max(160, labels.length * (series.length * 14 + 12) + 48) : 240;
  return (
    <section className="chart" aria-labelledby={id}>
      <h3 className="h6" id={id}>
        {title}
      </h3>
      {note && <p className="small text-body-secondary mb-1">{note}</p>}
      <div className="chart-box" style={{ height }} ref={box}>
        {inView ? (
          <Bar
            role="img"
            aria-label={summary}
            data={{
              labels: [...labels],
              datasets: series.map((s, index) => ({
                label: s.label,
                data: [...s.values],
                backgroundColor: CHART_COLOURS[index % CHART_COLOURS.length],
              })),
            }}
            options={{
              animation: false,
              maintainAspectRatio: false,
              responsive: true,
              indexAxis: horizontal ? 'y' : 'x',
              plugins: { legend: { display: series.length > 1 } },
              scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ...(max ? { max } : {}) } },
            }}
          >
            {summary}
          </Bar>
        ) : (
          <div role="img" aria-label={summary} />
        )}
      </div>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t.showTable}</summary>
        {open && (
          <div className="table-responsive">
            <table className="table table-sm" aria-labelledby={id}>
              <thead>
                <tr>
                  <th scope="col">{title}</th>
                  {series.map((s) => (
                    <th scope="col" key={s.label} className="text-end">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, row) => (
                  <tr key={`${label}-${row}`}>
                    <th scope="row">{label}</th>
                    {series.map((s, index) => (
                      <td key={s.label} className="text-end">
                        {show(s.values[row], index)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
