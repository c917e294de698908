import Col from 'react-bootstrap/Col';
import { LIMITS } from '../../../domain/limits';
import TextField, { type TextChange } from './text-field';

export type BerthField = 'berthName' | 'berthMapUrl' | 'berthNotes';

interface BerthFieldsProps {
  /** The fields' ids start with it: `settings` gives `settings-berthName`. */
  idPrefix: string;
  nameLabel: string;
  /** The berth's one message (berthError), shown below its fields as `${idPrefix}-berth-error`. */
  error?: string;
  /** A field's value and change, as the form binds it. */
  bind: (field: BerthField) => {
    value: string;
    onChange: (event: TextChange) => void;
  };
}

/**
 * Where clients board (src/domain/charter/berth.ts): its name, map link and arrival notes, on the booking settings
 * (the site's) and on a yacht (its own). The form shows the berth's one message (berthError) below them.
 */
export default function BerthFields({ idPrefix, nameLabel, error, bind }: BerthFieldsProps) {
  return (
    <>
      <TextField
        col={{ xs: 12, lg: 6 }}
        id={`${idPrefix}-berthName`}
        label={nameLabel}
        maxLength={LIMITS.name}
        {...bind('berthName')}
      />
      <TextField
        col={{ xs: 12, lg: 6 }}
        id={`${idPrefix}-berthMapUrl`}
        label="Map link of the berth"
        type="url"
        inputMode="url"
        hint="An https:// address, e.g. a Google Maps link."
        maxLength={LIMITS.path}
        {...bind('berthMapUrl')}
      />
      <TextField
        col={{ xs: 12, lg: 6 }}
        id={`${idPrefix}-berthNotes`}
        label="Arrival notes"
        rows={3}
        hint="When to arrive, where to park, whom to ask for."
        maxLength={LIMITS.text}
        {...bind('berthNotes')}
      />
      {error && (
        <Col xs={12}>
          <div id={`${idPrefix}-berth-error`} className="invalid-feedback d-block">
            {error}
          </div>
        </Col>
      )}
    </>
  );
}
