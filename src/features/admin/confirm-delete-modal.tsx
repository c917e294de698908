import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** What the modal asks about; it keeps the name while it fades out. */
export function useDeleteTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target: open ? target : null,
    lastTarget: target,
    open,
    ask(item: T) {
      setTarget(item);
      setOpen(true);
    },
    close() {
      setOpen(false);
    },
  };
}

interface ConfirmDeleteModalProps {
  show: boolean;
  /** What is about to be deleted. */
  name: string;
  detail: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything is deleted. */
export default function ConfirmDeleteModal({
  show,
  name,
  detail,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      centered
      aria-labelledby="confirm-delete-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-delete-title" as="h2" className="h5">
          Delete {name}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{detail}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
