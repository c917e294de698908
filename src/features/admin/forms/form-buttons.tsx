import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

interface FormButtonsProps {
  /** The submit button's text (already "Saving..." or the like while it saves). */
  label: string;
  /** Submit is off while saving or busy; Cancel while saving. */
  saving: boolean;
  busy?: boolean;
  /** Cancel: closes the form, or (an address) goes back to that screen; none, no Cancel. */
  onCancel?: (() => void) | string;
  /** What Cancel says: "Cancel" unless the form's own action is a cancellation ("Keep the charter"). */
  cancelLabel?: string;
  /** A form whose submit cannot be undone (cancelling a charter) says so by its colour. */
  destructive?: boolean;
  className?: string;
}

/** An admin form's row of buttons: submit, then Cancel. */
export function FormButtons({
  label,
  saving,
  busy = false,
  onCancel,
  cancelLabel = 'Cancel',
  destructive = false,
  className = '',
}: FormButtonsProps) {
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`.trim()}>
      <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={busy || saving}>
        {label}
      </Button>
      {typeof onCancel === 'string' && (
        <Link className="btn btn-outline-secondary" to={onCancel}>
          {cancelLabel}
        </Link>
      )}
      {typeof onCancel === 'function' && (
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      )}
    </div>
  );
}
