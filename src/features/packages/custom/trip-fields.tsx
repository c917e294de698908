import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { Product } from '../../../backend/types';
import { addOns, MAX_HOURS, occasions, positiveWholeNumber, type TripPlan } from './custom-package';

interface TripFieldsProps {
  plan: TripPlan;
  onChange: (plan: TripPlan) => void;
  yachts: Product[];
  yachtsLoading: boolean;
  /** `YYYY-MM-DD`, the earliest date to choose. */
  today: string;
  capacityWarning: string | null;
}

/** Occasion, yacht, date, start time, hours, guests, add-ons and notes. */
export default function TripFields({
  plan,
  onChange,
  yachts,
  yachtsLoading,
  today,
  capacityWarning,
}: TripFieldsProps) {
  const id = useId();
  const set = (field: keyof TripPlan) => (event: { target: { value: string } }) =>
    onChange({ ...plan, [field]: event.target.value });
  const toggleAddOn = (addOn: string, checked: boolean) =>
    onChange({ ...plan, addOns: checked ? [...plan.addOns, addOn] : plan.addOns.filter((a) => a !== addOn) });

  const hoursInvalid = plan.hours !== '' && positiveWholeNumber(plan.hours, MAX_HOURS) === null;
  const guestsInvalid = plan.guests !== '' && positiveWholeNumber(plan.guests) === null;
  const pastDate = plan.date !== '' && plan.date < today;

  return (
    <fieldset className="row g-3">
      <legend className="h4">Your trip</legend>
      <Form.Group className="col-12 col-md-6" controlId={`${id}-occasion`}>
        <Form.Label>Occasion</Form.Label>
        <Form.Select value={plan.occasion} onChange={set('occasion')}>
          <option value="">Choose an occasion</option>
          {occasions.map((occasion) => (
            <option key={occasion}>{occasion}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-12 col-md-6" controlId={`${id}-yacht`}>
        <Form.Label>Preferred yacht</Form.Label>
        <Form.Select value={plan.yachtId} onChange={set('yachtId')} disabled={yachtsLoading}>
          <option value="">{yachtsLoading ? 'Loading yachts...' : 'Help me choose'}</option>
          {yachts.map((yacht) => (
            <option key={yacht.id} value={yacht.id}>
              {yacht.name} (up to {yacht.capacity} guests)
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-12 col-sm-6 col-md-3" controlId={`${id}-date`}>
        <Form.Label>Date</Form.Label>
        <Form.Control type="date" min={today} value={plan.date} onChange={set('date')} isInvalid={pastDate} />
        <Form.Control.Feedback type="invalid">Choose today or a later date.</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-12 col-sm-6 col-md-3" controlId={`${id}-start`}>
        <Form.Label>Start time</Form.Label>
        <Form.Control type="time" value={plan.startTime} onChange={set('startTime')} />
      </Form.Group>
      <Form.Group className="col-6 col-md-3" controlId={`${id}-hours`}>
        <Form.Label>Hours</Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_HOURS}
          step={1}
          value={plan.hours}
          onChange={set('hours')}
          isInvalid={hoursInvalid}
        />
        <Form.Control.Feedback type="invalid">From 1 to {MAX_HOURS} hours.</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-6 col-md-3" controlId={`${id}-guests`}>
        <Form.Label>Guests</Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={plan.guests}
          onChange={set('guests')}
          isInvalid={guestsInvalid || capacityWarning !== null}
          aria-describedby={capacityWarning ? `${id}-capacity` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-capacity`}>
          {capacityWarning ?? 'Enter a whole number of guests.'}
        </Form.Control.Feedback>
      </Form.Group>
      <fieldset className="col-12">
        <legend className="form-label fs-6 mb-1">Add-ons</legend>
        <div className="d-flex flex-wrap column-gap-4">
          {addOns.map((addOn) => (
            <Form.Check
              key={addOn}
              id={`${id}-addon-${addOn}`}
              label={addOn}
              checked={plan.addOns.includes(addOn)}
              onChange={(event) => toggleAddOn(addOn, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <Form.Group className="col-12" controlId={`${id}-notes`}>
        <Form.Label>Notes</Form.Label>
        <Form.Control as="textarea" rows={3} value={plan.notes} onChange={set('notes')} />
      </Form.Group>
    </fieldset>
  );
}
