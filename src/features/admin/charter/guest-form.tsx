import Row from 'react-bootstrap/Row';
import type { ManifestGuest } from '../../../backend/charter-types';
import { GUEST_ID_TYPES, type GuestIdType } from '../../../domain/charter';
import { backendMessage } from '../backend-message';
import FormShell from '../forms/form-shell';
import TextField, { SelectField } from '../forms/text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { checkGuestDraft, countryChoices, draftGuest, guestDraft, newGuestDraft } from './guest-draft';
import { guestStrings as t, idTypeLabels } from './strings';

interface GuestFormProps {
  /** The guest being edited, or null for a new one. */
  editing: ManifestGuest | null;
  /** Saves (a new guest: slot null); throws on failure. */
  save: (slot: string | null, input: ReturnType<typeof draftGuest>) => Promise<void>;
  onDone: (saved: boolean) => void;
}

/** Adds or edits a guest: full name, nationality, ID type and number, checked as the guests' own form checks them. */
export default function GuestForm({ editing, save, onDone }: GuestFormProps) {
  const form = useAdminForm({
    initial: () => (editing ? guestDraft(editing) : newGuestDraft),
    check: checkGuestDraft,
    save: (draft) => save(editing?.slot ?? null, draftGuest(draft)),
    messages: {
      failure: (error) => backendMessage(error, t.saveFailed),
      log: 'Saving a guest failed.',
    },
    onSaved: () => onDone(true),
  });
  const title = editing ? t.formEdit(editing.fullName) : t.formAdd;
  return (
    <div className="card card-body mt-2">
      <FormShell
        name="guest"
        title={title}
        form={form}
        submitLabel={editing ? 'Save guest' : 'Add guest'}
        focusFirstField
        onCancel={() => onDone(false)}
      >
        <Row className="g-2 mb-3">
          <TextField
            id="guest-name"
            label={t.name}
            required
            dir="auto"
            maxLength={100}
            col={{ xs: 12, md: 6 }}
            {...form.field('fullName')}
          />
          <SelectField
            id="guest-nationality"
            label={t.nationality}
            col={{ xs: 12, md: 6 }}
            {...form.field('nationality')}
          >
            <option value="">{t.chooseNationality}</option>
            <optgroup label={t.gulf}>
              {countryChoices().near.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t.allCountries}>
              {countryChoices().all.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </optgroup>
          </SelectField>
          <SelectField
            id="guest-id-type"
            label={t.idType}
            col={{ xs: 12, md: 6 }}
            value={form.draft.idType}
            error={form.errors.idType}
            onChange={(event) => form.change({ idType: event.target.value as GuestIdType })}
          >
            {GUEST_ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {idTypeLabels[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="guest-id-number"
            label={t.idNumber}
            required
            dir="ltr"
            col={{ xs: 12, md: 6 }}
            {...form.field('idNumber')}
          />
        </Row>
      </FormShell>
    </div>
  );
}
