import Alert from 'react-bootstrap/Alert';
import type { AdminAction } from './use-admin-action';

/** The outcome of the last action, dismissible. */
export default function FlashAlert({ action }: { action: Pick<AdminAction, 'flash' | 'dismiss'> }) {
  if (!action.flash) return null;
  return (
    <Alert variant={action.flash.variant} dismissible onClose={action.dismiss} role="alert">
      {action.flash.text}
    </Alert>
  );
}
