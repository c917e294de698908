import { memo, useMemo, type FormEvent } from 'react';
import {
  GUEST_ID_TYPES,
  GUEST_NAME_MAX_CHARS,
  ID_NUMBER_MAX_CHARS,
  nationalityOptions,
  type GuestField,
  type GuestProblem,
} from '../../domain/charter';
import { LOCALE_INFO } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import { charterStrings as t } from './strings';
import type { GuestForm } from './use-guest-form';
import { useStableHandler } from './use-stable-handler';

/** A field's message under it, tied to it by id (announced with it), when it has a problem to show. */
function Problem({ form, field }: { form: GuestForm; field: GuestField }) {
  const problem = form.shown(field);
  return problem ? (
    <div id={`guest-${field}-problem`} className="invalid-feedback d-block">
      {t.problems[problem]}
    </div>
  ) : null;
}

/** The props that mark a field invalid and point it at its message. */
const invalidProps = (form: GuestForm, field: GuestField, hint?: string) => {
  const invalid = form.shown(field) !== null;
  const describedBy = [hint, invalid ? `guest-${field}-problem` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
};

interface NationalityFieldProps {
  value: string;
  problem: GuestProblem | null;
  onChange: (value: string) => void;
  onLeave: () => void;
}

/**
 * The nationality, the countries named in the page's language, the Gulf's first: memoised, so a keystroke elsewhere
 * in the form leaves its 250 options alone (the bench's 4× slowed phone answers a keystroke within a frame).
 */
const NationalityField = memo(function NationalityField({
  value,
  problem,
  onChange,
  onLeave,
}: NationalityFieldProps) {
  const locale = activeLocale();
  const countries = useMemo(() => nationalityOptions(LOCALE_INFO[locale].intl.dates), [locale]);
  const invalid = problem !== null;
  return (
    <div className="mb-3">
      <label htmlFor="guest-nationality" className="form-label">
        {t.nationality}
      </label>
      <select
        id="guest-nationality"
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'guest-nationality-problem' : undefined}
      >
        <option value="">{t.chooseNationality}</option>
        <optgroup label={t.gulf}>
          {countries.near.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t.allCountries}>
          {countries.all.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </optgroup>
      </select>
      {problem && (
        <div id="guest-nationality-problem" className="invalid-feedback d-block">
          {t.problems[problem]}
        </div>
      )}
    </div>
  );
});

/** Full name, nationality, ID type and number, checked as typed; the draft stays on the device until saved. */
export default function GuestFormFields({ form }: { form: GuestForm }) {
  const { draft, set, leave } = form;
  const setNationality = useStableHandler((value: string) => set('nationality', value));
  const leaveNationality = useStableHandler(() => leave('nationality'));
  const saving = form.status.kind === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  const invalidClass = (field: GuestField) => (form.shown(field) ? ' is-invalid' : '');
  return (
    <form noValidate onSubmit={submit} aria-labelledby="guest-form-heading" className="guest-form">
      <div className="mb-3">
        <label htmlFor="guest-fullName" className="form-label">
          {t.fullName}
        </label>
        <input
          id="guest-fullName"
          className={`form-control${invalidClass('fullName')}`}
          autoComplete="name"
          maxLength={GUEST_NAME_MAX_CHARS + 20}
          value={draft.fullName}
          onChange={(event) => set('fullName', event.target.value)}
          onBlur={() => leave('fullName')}
          {...invalidProps(form, 'fullName')}
        />
        <Problem form={form} field="fullName" />
      </div>
      <NationalityField
        value={draft.nationality}
        problem={form.shown('nationality')}
        onChange={setNationality}
        onLeave={leaveNationality}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t.idType}</legend>
        {GUEST_ID_TYPES.map((type) => (
          <div className="form-check" key={type}>
            <input
              className="form-check-input"
              type="radio"
              name="guest-idType"
              id={`guest-idType-${type}`}
              value={type}
              checked={draft.idType === type}
              onChange={() => set('idType', type)}
            />
            <label className="form-check-label" htmlFor={`guest-idType-${type}`}>
              {t.idTypes[type]}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="mb-3">
        <label htmlFor="guest-idNumber" className="form-label">
          {t.idNumber}
        </label>
        <input
          id="guest-idNumber"
          className={`form-control${invalidClass('idNumber')}`}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode={draft.idType === 'passport' ? 'text' : 'numeric'}
          maxLength={ID_NUMBER_MAX_CHARS + 6}
          value={draft.idNumber}
          onChange={(event) => set('idNumber', event.target.value)}
          onBlur={() => leave('idNumber')}
          {...invalidProps(form, 'idNumber', 'guest-idNumber-hint')}
        />
        <div id="guest-idNumber-hint" className="form-text">
          {t.idHints[draft.idType]}
          {draft.slot !== null && <span className="d-block fw-semibold">{t.retypeNumber}</span>}
        </div>
        <Problem form={form} field="idNumber" />
      </div>
      <p className="small text-body-secondary">{t.privacy}</p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.saving : draft.slot === null ? t.save : t.saveChange}
        </button>
        {draft.slot !== null && (
          <button type="button" className="btn btn-outline-secondary" onClick={form.cancelEdit}>
            {t.cancelEdit}
          </button>
        )}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t.draftKept}</p>
    </form>
  );
}
