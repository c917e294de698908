import { callbackStrings } from './strings';

interface HoneypotFieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * A trap for bots: off screen, hidden from assistive technology and out of the tab order, so only a program that
 * fills in every field fills it in.
 */
export default function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className="callback-honeypot" aria-hidden="true">
      <label>
        {callbackStrings.honeypot}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange}
        />
      </label>
    </div>
  );
}
