import type { Berth } from '../../domain/charter';
import { charterStrings as t } from './strings';

/** Where to board: the berth, its map link and arrival notes; or that the operator will send the meeting point. */
export default function BerthRow({ berth }: { berth: Berth | null }) {
  return (
    <div className="charter-fact">
      <dt>{t.berth}</dt>
      <dd>
        {berth ? (
          <>
            <span className="d-block fw-semibold" dir="auto">
              {berth.name}
            </span>
            {berth.notes.trim() && (
              <span className="d-block charter-notes" dir="auto">
                {berth.notes}
              </span>
            )}
            {berth.mapUrl && (
              <a href={berth.mapUrl} target="_blank" rel="noopener noreferrer">
                {t.openMap}
              </a>
            )}
          </>
        ) : (
          t.berthLater
        )}
      </dd>
    </div>
  );
}
