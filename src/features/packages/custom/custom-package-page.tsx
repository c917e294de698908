import { useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useSiteData } from '../../../backend/react/site-data';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { PackageBooking } from '../../booking';
import { packagesStrings as t } from '../strings';
import {
  customPackageInfo,
  extras,
  noCustomChoices,
  NOTES_MAX,
  occasions,
  type CustomChoices,
} from './custom-package';

/**
 * `/packages/custom_pack&-1`: the visitor says what the trip is for and what to arrange, then books it in the same
 * panel as a package page (yacht, free times, the quote, a reference, WhatsApp or a call back).
 */
export default function CustomPackagePage() {
  usePageTitle(t.customName);
  const id = useId();
  const { yachts } = useSiteData();
  const [choices, setChoices] = useState<CustomChoices>(noCustomChoices);
  const packageInfo = useMemo(() => customPackageInfo(choices), [choices]);
  const toggleExtra = (extra: string, checked: boolean) =>
    setChoices((previous) => ({
      ...previous,
      extras: checked
        ? extras().filter((item) => item === extra || previous.extras.includes(item))
        : previous.extras.filter((item) => item !== extra),
    }));

  return (
    <section className="container py-5 custom-package" aria-labelledby="custom-heading">
      <p className="mb-1">
        <Link to={paths.packages}>{t.allPackages}</Link>
      </p>
      <h1 id="custom-heading" className="h2">
        {t.customName}
      </h1>
      <p className="lead">{t.customTeaser}</p>
      <fieldset className="row g-3">
        <legend className="h4">{t.yourTrip}</legend>
        <Form.Group className="col-12 col-md-6" controlId={`${id}-occasion`}>
          <Form.Label>{t.occasion}</Form.Label>
          <Form.Select
            value={choices.occasion}
            onChange={(event) => setChoices({ ...choices, occasion: event.target.value })}
          >
            <option value="">{t.chooseOccasion}</option>
            {occasions().map((occasion) => (
              <option key={occasion}>{occasion}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <fieldset className="col-12">
          <legend className="form-label fs-6 mb-1">{t.extras}</legend>
          <div className="d-flex flex-wrap column-gap-4">
            {extras().map((extra) => (
              <Form.Check
                key={extra}
                id={`${id}-extra-${extra}`}
                label={extra}
                checked={choices.extras.includes(extra)}
                onChange={(event) => toggleExtra(extra, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
        <Form.Group className="col-12" controlId={`${id}-notes`}>
          <Form.Label>{t.notes}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={NOTES_MAX}
            value={choices.notes}
            onChange={(event) => setChoices({ ...choices, notes: event.target.value })}
            aria-describedby={`${id}-notes-hint`}
          />
          <Form.Text id={`${id}-notes-hint`}>{t.notesHint(NOTES_MAX)}</Form.Text>
        </Form.Group>
      </fieldset>
      <p className="mt-4 mb-0">{t.bookIntro}</p>
      <PackageBooking yachts={yachts} packageInfo={packageInfo} />
    </section>
  );
}
