import Alert from 'react-bootstrap/Alert';
import type { FormAlert as Message } from './use-admin-form';

interface FormAlertProps {
  alert: Message | null;
  /** With it, the alert has a close button. */
  onDismiss?: () => void;
  className?: string;
}

/** A form's message above its fields (useAdminForm's `alert`), read out when it appears. */
export default function FormAlert({ alert, onDismiss, className }: FormAlertProps) {
  if (!alert) return null;
  return (
    <Alert
      variant={alert.variant}
      role="alert"
      className={className}
      dismissible={Boolean(onDismiss)}
      onClose={onDismiss}
    >
      {alert.text}
    </Alert>
  );
}
