import Alert from 'react-bootstrap/Alert';
import { useIdErasure } from './use-id-erasure';

/**
 * In the admin's frame, on whichever screen the operator opens first: the ID numbers due are erased quietly, and a
 * failure is said here (dismissible).
 */
export default function IdErasureAlert() {
  const { problem, dismiss } = useIdErasure();
  return problem ? (
    <Alert variant="danger" dismissible onClose={dismiss}>
      {problem}
    </Alert>
  ) : null;
}
