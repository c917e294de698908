import { callbackStrings } from './strings';

interface HoneypotFieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The trap's field name: matches none of the browsers' autofill field names (name, email, tel, url, organization,
 * address...) nor the words their heuristics look for, so a browser's autofill never fills it in for a person.
 */
export const HONEYPOT_NAME = 'callback-check';

/**
 * A trap for bots: off screen, hidden from assistive technology and out of the tab order, so only a program that
 * fills in every field fills it in. Autofill is turned off for it, and password managers are told to skip it.
 */
export default function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className="callback-honeypot" aria-hidden="true">
      <label>
        {callbackStrings.honeypot}
        <input
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          autoComplete="off"
          data-lpignore="true"
          data-1p-ignore="true"
          data-bwignore="true"
          data-form-type="other"
          value={value}
          onChange={onChange}
        />
      </label>
    </div>
  );
}
