import { useId, useState } from 'react';
import type { Yacht } from '../../domain/yacht';
import { sortByPosition } from '../../domain/yacht';
import type { BookingPanelProps } from './panel-types';
import { yachtBookingStrings as t } from './panel-strings';
import YachtBooking from './yacht-booking';

export interface PackageBookingProps {
  /** The fleet to choose from. */
  yachts: readonly Yacht[];
  packageInfo: NonNullable<BookingPanelProps['packageInfo']>;
}

/** A package's booking: the visitor chooses the yacht, then books it in the same panel as on the yacht's page. */
export default function PackageBooking({ yachts, packageInfo }: PackageBookingProps) {
  const id = useId();
  const [yachtId, setYachtId] = useState('');
  const yacht = yachts.find((candidate) => candidate.id === yachtId);
  return (
    <div className="package-booking">
      <label htmlFor={id} className="form-label fw-semibold">
        {t.packageYacht}
      </label>
      <select
        id={id}
        className="form-select mb-2"
        value={yachtId}
        onChange={(e) => setYachtId(e.target.value)}
      >
        <option value="">{t.chooseYacht}</option>
        {sortByPosition(yachts).map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {t.yachtOption(candidate.name, candidate.capacity)}
          </option>
        ))}
      </select>
      {yacht ? (
        <YachtBooking key={yacht.id} yacht={yacht} packageInfo={packageInfo} />
      ) : (
        <p className="text-muted">{t.noYachtFits}</p>
      )}
    </div>
  );
}
