import { changeOf, type Headline } from '../../../../domain/dashboard/figures';
import { formatAed } from '../../../../i18n/page-language';
import { periodStrings as t } from './strings';

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

interface Row {
  key: keyof Headline;
  label: string;
  format: (value: number) => string;
}

const ROWS: readonly Row[] = [
  { key: 'enquiries', label: t.enquiries, format: String },
  { key: 'confirmed', label: t.confirmed, format: String },
  { key: 'conversion', label: t.conversion, format: percent },
  { key: 'revenueFils', label: t.revenue, format: formatAed },
  { key: 'averageFils', label: t.average, format: formatAed },
];

/** The change from the period before: ↑/↓ with %, or why there is none. */
export function Change({ now, before }: { now: number | null; before: number | null }) {
  const change = changeOf(now, before);
  if (change === null) return <span className="small text-body-secondary">{t.noComparison}</span>;
  const amount = percent(Math.abs(change));
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const text = direction === 'up' ? t.up(amount) : direction === 'down' ? t.down(amount) : t.same;
  return (
    <span className={`small change-${direction}`} aria-label={t.changeLabel(direction, amount)}>
      {text}
    </span>
  );
}

/** The period's headline figures, each with the period before's and the change (↑/↓ with %). */
export default function HeadlineFigures({ now, before }: { now: Headline; before: Headline | null }) {
  return (
    <dl className="headline mb-3">
      {ROWS.map(({ key, label, format }) => {
        const value = now[key];
        const earlier = before ? before[key] : null;
        return (
          <div key={key}>
            <dt className="small text-body-secondary">{label}</dt>
            <dd className="value">{value === null ? t.none : format(value)}</dd>
            <dd>
              {before && <Change now={value} before={earlier} />}{' '}
              {before && (
                <span className="small text-body-secondary d-block">
                  {t.before(earlier === null ? t.none : format(earlier))}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
