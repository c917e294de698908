import type { BookingSelection } from '../../domain/booking/quote';
import { charterWhen } from './format';
import { charterStrings as t } from './strings';

/** The charter's date and times in Dubai, labelled so, and in the device's own time when its clock differs. */
export default function CharterWhenRow({
  selection,
}: {
  selection: Pick<BookingSelection, 'date' | 'startMinute' | 'hours'>;
}) {
  const when = charterWhen(selection);
  return (
    <div className="charter-fact">
      <dt>{t.when}</dt>
      <dd>
        <span className="d-block fw-semibold">{when.date}</span>
        <span className="d-block">
          {t.timeRange(when.start, when.end)} <span className="text-body-secondary">{t.dubaiZone}</span>
        </span>
        {when.device && (
          <span className="d-block small text-body-secondary mt-1">
            {t.yourTime}: <bdi>{when.device}</bdi>
          </span>
        )}
      </dd>
    </div>
  );
}
