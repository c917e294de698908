import Alert from 'react-bootstrap/Alert';
import type { AdminAction } from './use-admin-action';

interface FlashAlertProps {
  action: Pick<AdminAction, 'flash' | 'dismiss'>;
  /** False for a message that stays until the next action (an export's outcome). */
  dismissible?: boolean;
  className?: string;
}

/** The outcome of the last action, dismissible. */
export default function FlashAlert({ action, dismissible = true, className }: FlashAlertProps) {
  if (!action.flash) return null;
  return (
    <Alert
      variant={action.flash.variant}
      dismissible={dismissible}
      onClose={action.dismiss}
      role="alert"
      className={className}
    >
      {action.flash.text}
    </Alert>
  );
}
